import type { QueryClient } from '@tanstack/react-query';
import { lotQueryOptions } from './api/get-lot';
import { offerSearchQueryOptions } from './api/search-offers';
import { readFilters, searchBody } from './lib/lot-filters';

/**
 * The lot page's first requests, started by the app before the page's code has arrived: the lot
 * and the page of offers the address asks for (its cards' pictures are the largest paint). The
 * page then finds both in the cache.
 */
export function preloadLotData(client: QueryClient, lotId: number, search: URLSearchParams): void {
  const filters = readFilters(search);
  void client.prefetchQuery(lotQueryOptions(lotId));
  void client.prefetchQuery(
    offerSearchQueryOptions(searchBody(lotId, filters), filters.page - 1, filters.size),
  );
}
