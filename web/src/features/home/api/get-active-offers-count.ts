import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/getCountAllByActiveTrue: how many offers are active (home stats). */
export function getActiveOffersCount(): Promise<number> {
  return apiClient.get<number>('/api/offers/getCountAllByActiveTrue');
}

export function activeOffersCountQueryOptions() {
  return queryOptions({ queryKey: ['home', 'activeOffersCount'], queryFn: getActiveOffersCount });
}

export function useActiveOffersCount() {
  return useQuery(activeOffersCountQueryOptions());
}
