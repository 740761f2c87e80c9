import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SellerStats } from '@gamelot/contract/schemas/reviews';
import { SELLER_LEVEL_MAX } from '@gamelot/contract/seller-trust';
import { formatNumber, formatPercent } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './SellerTrustFacts.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Minutes as a short duration: under a minute, minutes, hours, days. */
export function responseTimeText(minutes: number, t: Translate): string {
  if (minutes < 1) return t('sellerTrust.underMinute');
  if (minutes < 60) return t('sellerTrust.minutes', { count: minutes });
  if (minutes < 48 * 60) return t('sellerTrust.hours', { count: Math.round(minutes / 60) });
  return t('sellerTrust.days', { count: Math.round(minutes / (24 * 60)) });
}

function Fact({ label, value, cases }: { label: string; value: ReactNode; cases?: string | undefined }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {cases && <span className={styles.cases}>{cases}</span>}
      </dd>
    </div>
  );
}

/** The seller's level, or "New seller" before the first completed deal, linking to the published formula. */
export function SellerLevel({ level }: { level: number | null }) {
  const { t } = useTranslation();
  return (
    <Link to="/trade/rules#seller-levels" className={styles.level} title={t('sellerTrust.levelRules')}>
      {level === null
        ? t('sellerTrust.levelNew')
        : t('sellerTrust.levelValue', { level, max: SELLER_LEVEL_MAX })}
    </Link>
  );
}

/**
 * A seller's trust figures (docs/product.md#seller-trust-figures), each beside the number of cases
 * behind it; "No data yet" where there are none, never a made-up or zero rate.
 */
export function SellerTrustFacts({ stats, label }: { stats: SellerStats; label?: string }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const noData = <span className={styles.none}>{t('sellerTrust.noData')}</span>;
  const percent = (share: number | null) => (share === null ? noData : formatPercent(share, lng, 0));
  const count = (n: number) => formatNumber(n, lng);
  return (
    <dl className={styles.facts} aria-label={label ?? t('sellerTrust.title')}>
      <Fact label={t('sellerTrust.level')} value={<SellerLevel level={stats.level} />} />
      <Fact
        label={t('sellerTrust.responseRate')}
        value={percent(stats.responseRate)}
        cases={t('sellerTrust.chats', { count: count(stats.responseCases) })}
      />
      <Fact
        label={t('sellerTrust.responseTime')}
        value={
          stats.medianResponseMinutes === null ? noData : responseTimeText(stats.medianResponseMinutes, t)
        }
        cases={t('sellerTrust.answered', { count: count(stats.medianResponseCases) })}
      />
      <Fact
        label={t('sellerTrust.onTime')}
        value={percent(stats.onTimeRate)}
        cases={t('sellerTrust.deliveries', { count: count(stats.onTimeCases) })}
      />
      <Fact label={t('sellerTrust.completedDeals')} value={count(stats.completedDeals)} />
      <Fact
        label={t('sellerTrust.disputesLost')}
        value={count(stats.disputesLost)}
        cases={t('sellerTrust.decided', { count: count(stats.disputesCases) })}
      />
      <Fact
        label={t('sellerTrust.refundRate')}
        value={percent(stats.refundRate)}
        cases={t('sellerTrust.orders', { count: count(stats.refundCases) })}
      />
    </dl>
  );
}
