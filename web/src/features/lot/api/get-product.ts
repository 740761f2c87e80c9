import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/products/get?id: the lot's game, its description, lots and attributes (e.g. Server). */
export function getProduct(id: number): Promise<Product> {
  return apiClient.get<Product>('/api/products/get', { query: { id } });
}

export function productQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: ['lot', 'product', id],
    queryFn: () => getProduct(id as number),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery(productQueryOptions(id));
}
