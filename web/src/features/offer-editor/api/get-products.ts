import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/products/getAll: every game with its picture, attributes and lots (wizard step 1). */
export function getProducts(): Promise<Product[]> {
  return apiClient.get<Product[]>('/api/products/getAll');
}

export function productsQueryOptions() {
  return queryOptions({ queryKey: ['products', 'all'], queryFn: getProducts, staleTime: 5 * 60_000 });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
