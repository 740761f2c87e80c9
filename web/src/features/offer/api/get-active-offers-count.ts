import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/getCountByUserIdAndActiveTrue?userId: the seller's active offers. */
export function getActiveOffersCount(userId: number): Promise<number> {
  return apiClient.get<number>('/api/offers/getCountByUserIdAndActiveTrue', { query: { userId } });
}

export function activeOffersCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['offers', 'countActiveByUser', userId],
    queryFn: () => getActiveOffersCount(userId),
  });
}

export function useActiveOffersCount(userId: number) {
  return useQuery(activeOffersCountQueryOptions(userId));
}
