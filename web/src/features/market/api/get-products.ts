import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/products/getAll: every game with its lots (docs/product.md#api "Catalogue"). */
export async function getProducts(): Promise<Product[]> {
  const products = await apiClient.get<Product[]>('/api/products/getAll');
  return Array.isArray(products) ? products : [];
}

export function productsQueryOptions() {
  return queryOptions({ queryKey: ['market', 'products'], queryFn: getProducts, staleTime: 5 * 60_000 });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
