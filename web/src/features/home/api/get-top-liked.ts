import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopLikedItem } from '@gamelot/contract/schemas/favorites';
import { TOP_LIKED_DEFAULT_LIMIT } from '@gamelot/contract/rules';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/favoriteOffers/getTopLikedOfferIds?limit=20: the most favourited offers, most liked first. */
export async function getTopLiked(limit = TOP_LIKED_DEFAULT_LIMIT): Promise<TopLikedItem[]> {
  const items = await apiClient.get<TopLikedItem[]>('/api/favoriteOffers/getTopLikedOfferIds', {
    query: { limit },
  });
  return Array.isArray(items) ? items : [];
}

export function topLikedQueryOptions() {
  return queryOptions({ queryKey: ['home', 'topLiked'], queryFn: () => getTopLiked() });
}

export function useTopLiked() {
  return useQuery(topLikedQueryOptions());
}
