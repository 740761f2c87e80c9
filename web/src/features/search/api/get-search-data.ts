import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductNameWithLots } from '@gamelot/contract/schemas/catalog';
import { apiClient } from '@/shared/api-client/api-client';
import { readSearchCache, SEARCH_DATA_MAX_AGE_MS, writeSearchCache } from '../lib/search-cache';

/** GET /api/products/getAllNameWithLots: every product and its lots, names only (docs/product.md#entities "Search data"). */
export async function getSearchData(): Promise<ProductNameWithLots[]> {
  const data = await apiClient.get<ProductNameWithLots[]>('/api/products/getAllNameWithLots');
  const list = Array.isArray(data) ? data : [];
  writeSearchCache(list);
  return list;
}

/**
 * Starts from the copy cached in localStorage (key `searchData`) and fetches afresh when that copy is
 * older than an hour, so the dropdown answers at once and stays current.
 */
export function searchDataQueryOptions() {
  const cached = readSearchCache();
  return queryOptions({
    queryKey: ['search', 'data'],
    queryFn: getSearchData,
    staleTime: SEARCH_DATA_MAX_AGE_MS,
    ...(cached ? { initialData: cached.data, initialDataUpdatedAt: cached.savedAt } : {}),
  });
}

/** Loaded on first use only: `enabled` turns true once the search box is focused or typed in. */
export function useSearchData(enabled: boolean) {
  const query = useQuery({ ...searchDataQueryOptions(), enabled });
  const { error } = query;
  useEffect(() => {
    // docs/product.md#errors: a search-data failure is logged only.
    if (error) console.warn('Search data failed to load', error);
  }, [error]);
  return query;
}
