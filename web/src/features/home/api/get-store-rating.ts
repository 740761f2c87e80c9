import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreRating } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/reviews/getStoreRating: the mean of every review (1–10, null without any) and their number. */
export function getStoreRating(): Promise<StoreRating> {
  return apiClient.get<StoreRating>('/api/reviews/getStoreRating');
}

export function storeRatingQueryOptions() {
  return queryOptions({ queryKey: ['home', 'storeRating'], queryFn: getStoreRating });
}

export function useStoreRating() {
  return useQuery(storeRatingQueryOptions());
}
