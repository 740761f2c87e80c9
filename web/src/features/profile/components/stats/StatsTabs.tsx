import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { NavLink } from 'react-router';
import { STATS_CATEGORIES, statsPath, type StatsCategory } from '@/features/profile/lib/stats-categories';
import { countText } from '../ProfileCounters';
import styles from './Stats.module.css';

type StatsTabsProps = { userId: number; counts: Record<StatsCategory, UseQueryResult<number>> };

/** docs/product.md#screens: four tabs with counts; each is a link to its stats route (the current one is marked). */
export function StatsTabs({ userId, counts }: StatsTabsProps) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-label={t('profile.stats.nav')}>
      <ul className={styles.tabs}>
        {STATS_CATEGORIES.map((category) => (
          <li key={category}>
            <NavLink to={statsPath(userId, category)} className={styles.tab} end>
              <span>{t(`profile.stats.titles.${category}`)}</span>
              <span className={styles.tabCount}>{countText(counts[category], i18n.language)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
