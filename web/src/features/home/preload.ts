import type { QueryClient } from '@tanstack/react-query';
import { bestOffersQueryOptions } from './api/get-best-offers';

/**
 * The home page's first request, started by the app before the page's code has arrived: the Best
 * Offers cards, whose pictures are the page's largest paint. The page then finds it in the cache.
 */
export function preloadHomeData(client: QueryClient): void {
  void client.prefetchQuery(bestOffersQueryOptions());
}
