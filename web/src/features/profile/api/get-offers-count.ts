import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/getCountByUserId?userId (docs/product.md#api): all of a user's offers, inactive included. */
export function getOffersCount(userId: number, signal?: AbortSignal): Promise<number> {
  return apiClient.get<number>('/api/offers/getCountByUserId', { query: { userId }, signal });
}

export const offersCountQueryKey = (userId: number) => ['profile', 'count', 'offers', userId] as const;

export function offersCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: offersCountQueryKey(userId),
    queryFn: ({ signal }) => getOffersCount(userId, signal),
  });
}

export function useOffersCount(userId: number) {
  return useQuery(offersCountQueryOptions(userId));
}
