import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lot } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/lots/getAll?productId: a game's categories with their pricing attributes (step 2). */
export function getLots(productId: number): Promise<Lot[]> {
  return apiClient.get<Lot[]>('/api/lots/getAll', { query: { productId } });
}

export function lotsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['lots', 'byProduct', productId],
    queryFn: () => getLots(productId),
    staleTime: 5 * 60_000,
  });
}

export function useLots(productId: number | null) {
  return useQuery({ ...lotsQueryOptions(productId ?? 0), enabled: productId !== null });
}
