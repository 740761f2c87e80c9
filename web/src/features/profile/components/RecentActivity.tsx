import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useUserOffers } from '../api/get-user-offers';
import { statsPath } from '../lib/stats-categories';
import { OfferTile } from './OfferTile';
import styles from './ProfileSections.module.css';

/** The profile shows the newest 6 offers (docs/product.md#api, #limits). */
export const RECENT_OFFERS = 6;

/** docs/product.md#screens: recent activity, up to 6 offers; 'Нет недавней активности' when there are none. */
export function RecentActivity({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const offers = useUserOffers(userId, 0, RECENT_OFFERS);
  const list = offers.data?.content ?? [];
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={offers.isLoading || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('profile.recent.title')}
        </h2>
        {list.length > 0 && (
          <Link to={statsPath(userId, 'offers')} className={styles.more}>
            {t('profile.recent.all')}
          </Link>
        )}
      </div>
      {offers.isLoading ? (
        <p className={styles.empty} role="status">
          {t('common.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('profile.recent.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {list.slice(0, RECENT_OFFERS).map((offer) => (
            <OfferTile key={offer.id} offer={offer} />
          ))}
        </div>
      )}
    </section>
  );
}
