export const STATS_CATEGORIES = ['offers', 'followers', 'following', 'favorites'] as const;
export type StatsCategory = (typeof STATS_CATEGORIES)[number];

export function isStatsCategory(value: string | undefined): value is StatsCategory {
  return (STATS_CATEGORIES as readonly (string | undefined)[]).includes(value);
}

export const statsPath = (userId: number | string, category: StatsCategory) =>
  `/profiles/${userId}/stats/${category}`;
