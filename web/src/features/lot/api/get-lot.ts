import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lot } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/lots/get?id: the lot with its product (errors: 'Invalid lot ID', 'Lot not found', ...). */
export function getLot(id: number): Promise<Lot> {
  return apiClient.get<Lot>('/api/lots/get', { query: { id } });
}

export function lotQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: ['lot', 'lot', id],
    queryFn: () => getLot(id as number),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useLot(id: number | null) {
  return useQuery(lotQueryOptions(id));
}
