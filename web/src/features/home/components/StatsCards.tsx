import { useTranslation } from '@/shared/i18n/use-translation';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useActiveOffersCount } from '../api/get-active-offers-count';
import { useCompletedOrdersCount } from '../api/get-completed-orders-count';
import { useStoreRating } from '../api/get-store-rating';
import { useUsersCount } from '../api/get-users-count';
import styles from './StatsCards.module.css';

/**
 * docs/product.md#screens stats: registered users, active offers, completed orders and the store
 * rating (the mean of every review, out of 10, with their number; "No reviews yet" without any), all
 * kept by the database (docs/decisions/0062-true-trust-figures.md).
 */
export function StatsCards() {
  const { t } = useTranslation();
  const users = useUsersCount();
  const offers = useActiveOffersCount();
  const orders = useCompletedOrdersCount();
  const rating = useStoreRating();
  const lng = currentLanguage();
  const count = (value: number | undefined) => (typeof value === 'number' ? formatNumber(value, lng) : '—');
  const storeRating = rating.data;
  const stats: { key: string; label: string; value: string; note?: string; tone: string | undefined }[] = [
    { key: 'users', label: t('home.stats.users'), value: count(users.data), tone: styles.violet },
    { key: 'offers', label: t('home.stats.offers'), value: count(offers.data), tone: styles.cyan },
    { key: 'orders', label: t('home.stats.orders'), value: count(orders.data), tone: styles.green },
    {
      key: 'rating',
      label: t('home.stats.rating'),
      value: !storeRating
        ? '—'
        : storeRating.avgRating === null
          ? t('sellerTrust.noReviews')
          : t('home.stats.ratingValue', {
              score: formatNumber(storeRating.avgRating, lng, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            }),
      note:
        storeRating && storeRating.reviewCount > 0
          ? t('home.stats.ratingReviews', { count: formatNumber(storeRating.reviewCount, lng) })
          : undefined,
      tone: styles.amber,
    },
  ];
  return (
    <section aria-labelledby="home-stats-title">
      <h2 id="home-stats-title" className="visually-hidden">
        {t('home.stats.title')}
      </h2>
      <dl className={styles.grid}>
        {stats.map((stat) => (
          <div key={stat.key} className={`${styles.card} ${stat.tone}`}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>
              {stat.value}
              {stat.note && <span className={styles.note}>{stat.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
