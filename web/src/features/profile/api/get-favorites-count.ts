import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/favoriteOffers/getCountByUserId?userId (docs/product.md#api): how many offers the user liked. */
export function getFavoritesCount(userId: number, signal?: AbortSignal): Promise<number> {
  return apiClient.get<number>('/api/favoriteOffers/getCountByUserId', { query: { userId }, signal });
}

export const favoritesCountQueryKey = (userId: number) => ['profile', 'count', 'favorites', userId] as const;

export function favoritesCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: favoritesCountQueryKey(userId),
    queryFn: ({ signal }) => getFavoritesCount(userId, signal),
  });
}

export function useFavoritesCount(userId: number) {
  return useQuery(favoritesCountQueryOptions(userId));
}
