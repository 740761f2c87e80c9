import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerStats } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/reviews/getSellerStats?sellerId: average rating (1–10) and review count. */
export function getSellerStats(sellerId: number): Promise<SellerStats> {
  return apiClient.get<SellerStats>('/api/reviews/getSellerStats', { query: { sellerId } });
}

export function sellerStatsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['reviews', 'sellerStats', sellerId],
    queryFn: () => getSellerStats(sellerId),
  });
}

export function useSellerStats(sellerId: number) {
  return useQuery(sellerStatsQueryOptions(sellerId));
}
