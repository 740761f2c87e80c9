import { useQuery } from '@tanstack/react-query';
import { DISPUTE_ANSWER_MS, DISPUTE_RULES, LOT_KINDS } from '@gamelot/contract/disputes';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { disputeStatsKey, getDisputeStats } from '../api/dispute-stats';
import { durationParts } from '../lib/duration';
import styles from '../pages/RulesPage.module.css';
import '@/shared/i18n/money-texts';

/**
 * The rules every dispute decision names (contract/src/disputes.ts), the seller's time to answer
 * by the kind of lot, and the public figures of time to a decision (GET /api/disputes/stats).
 * In the reader's language, unlike the trading rules above it.
 */
export function DisputeRules() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const stats = useQuery({ queryKey: disputeStatsKey, queryFn: getDisputeStats });
  const duration = (seconds: number) => {
    const { unit, n } = durationParts(seconds);
    return t(`disputes.duration.${unit}`, { n: formatNumber(n, lng) });
  };
  return (
    <section id="rules-disputes" className={styles.disputes} lang={lng} aria-labelledby="dispute-rules-title">
      <h2 id="dispute-rules-title">{t('disputes.rulesTitle')}</h2>
      <p>{t('disputes.rulesIntro')}</p>
      <h3>{t('disputes.answerTimes')}</h3>
      <ul>
        {LOT_KINDS.map((kind) => (
          <li key={kind}>
            {t(`disputes.kinds.${kind}`)}: {t('disputes.hours', { n: DISPUTE_ANSWER_MS[kind] / 3_600_000 })}
          </li>
        ))}
      </ul>
      <ol>
        {DISPUTE_RULES.map((rule) => (
          <li key={rule} data-rule={rule}>
            {t(`disputes.ruleTexts.${rule}`)}
          </li>
        ))}
      </ol>
      <h3>{t('disputes.stats.title')}</h3>
      {stats.data &&
        (stats.data.cases === 0 || stats.data.medianSeconds === null || stats.data.p90Seconds === null ? (
          <p data-testid="dispute-stats">{t('disputes.stats.none', { days: stats.data.days })}</p>
        ) : (
          <ul data-testid="dispute-stats">
            <li>{t('disputes.stats.window', { days: stats.data.days, cases: stats.data.cases })}</li>
            <li>{t('disputes.stats.median', { time: duration(stats.data.medianSeconds) })}</li>
            <li>{t('disputes.stats.p90', { time: duration(stats.data.p90Seconds) })}</li>
          </ul>
        ))}
    </section>
  );
}
