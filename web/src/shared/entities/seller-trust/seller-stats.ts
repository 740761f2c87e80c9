import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerStats } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/reviews/getSellerStats?sellerId: the seller's rating and trust figures, each with its cases (docs/product.md#seller-trust-figures). */
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
