import { useTranslation } from '@/shared/i18n/use-translation';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useActiveOffersCount } from '../api/get-active-offers-count';
import { useCompletedOrdersCount } from '../api/get-completed-orders-count';
import { useUsersCount } from '../api/get-users-count';
import styles from './StatsCards.module.css';

/**
 * docs/product.md#limits fixes the store rating at 4.9. Completed orders, fixed at 0 in the original product, are the real
 * count since buying landed (docs/product.md#buying).
 */
export const STORE_RATING = 4.9;

/** docs/product.md#screens stats: registered users, active offers, completed orders, average store rating. */
export function StatsCards() {
  const { t } = useTranslation();
  const users = useUsersCount();
  const offers = useActiveOffersCount();
  const orders = useCompletedOrdersCount();
  const lng = currentLanguage();
  const count = (value: number | undefined) => (typeof value === 'number' ? formatNumber(value, lng) : '—');
  const stats = [
    { key: 'users', label: t('home.stats.users'), value: count(users.data), tone: styles.violet },
    { key: 'offers', label: t('home.stats.offers'), value: count(offers.data), tone: styles.cyan },
    { key: 'orders', label: t('home.stats.orders'), value: count(orders.data), tone: styles.green },
    {
      key: 'rating',
      label: t('home.stats.rating'),
      value: formatNumber(STORE_RATING, lng, { minimumFractionDigits: 1 }),
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
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
