import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { formatNumber } from '@/shared/i18n/format';
import { useFollowersCount } from '../api/count-followers';
import { useFollowingCount } from '../api/count-following';
import { useFavoritesCount } from '../api/get-favorites-count';
import { useOffersCount } from '../api/get-offers-count';
import { statsPath, type StatsCategory } from '../lib/stats-categories';
import styles from './ProfileCounters.module.css';

/** The four counts of a profile, in the order of docs/product.md#screens. Failures are logged only (docs/product.md#errors). */
export function useProfileCounts(userId: number): Record<StatsCategory, UseQueryResult<number>> {
  return {
    offers: useOffersCount(userId),
    followers: useFollowersCount(userId),
    following: useFollowingCount(userId),
    favorites: useFavoritesCount(userId),
  };
}

/** A count as shown: the number, or a dash while unknown. */
export function countText(query: UseQueryResult<number>, lng: string): string {
  return typeof query.data === 'number' ? formatNumber(query.data, lng) : '—';
}

/** docs/product.md#screens: four clickable counters leading to /profiles/{userId}/stats/{kind}. */
export function ProfileCounters({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const counts = useProfileCounts(userId);
  const items: StatsCategory[] = ['offers', 'followers', 'following', 'favorites'];
  return (
    <nav aria-label={t('profile.counters.label')}>
      <ul className={styles.counters}>
        {items.map((category) => (
          <li key={category}>
            <NavLink to={statsPath(userId, category)} className={styles.counter}>
              <span className={styles.value} data-testid={`counter-${category}`}>
                {countText(counts[category], i18n.language)}
              </span>
              <span className={styles.label}>{t(`profile.counters.${category}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
