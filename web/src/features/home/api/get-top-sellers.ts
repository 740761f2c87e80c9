import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOP_SELLERS_COUNT } from '@gamelot/contract/rules';
import type { TopSeller } from '@gamelot/contract/schemas/profiles';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getTopByBuyerRating?limit=6: the best rated sellers, best first (a plain array). */
export async function getTopSellers(limit = TOP_SELLERS_COUNT): Promise<TopSeller[]> {
  const sellers = await apiClient.get<TopSeller[]>('/api/users/getTopByBuyerRating', { query: { limit } });
  return Array.isArray(sellers) ? sellers.slice(0, limit) : [];
}

export function topSellersQueryOptions() {
  return queryOptions({ queryKey: ['home', 'topSellers'], queryFn: () => getTopSellers() });
}

export function useTopSellers() {
  return useQuery(topSellersQueryOptions());
}
