import type { QueryClient } from '@tanstack/react-query';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { lotQueryOptions } from './api/get-lot';
import { offerSearchQueryOptions } from './api/search-offers';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { readFilters, searchBody } from './lib/lot-filters';

/**
 * The lot page's first requests, started by the app before the page's code has arrived: the lot
 * and the page of offers the address asks for (its cards' pictures are the largest paint). The
 * page then finds both in the cache; the first card's picture starts downloading as soon as the
 * offers are in.
 */
export function preloadLotData(client: QueryClient, lotId: number, search: URLSearchParams): void {
  const filters = readFilters(search);
  void client.prefetchQuery(lotQueryOptions(lotId));
  preloadPicturesOf(
    client.fetchQuery(offerSearchQueryOptions(searchBody(lotId, filters), filters.page - 1, filters.size)),
    (page) => page.content.slice(0, EAGER_CARDS).map((offer) => offer.pictureUrl),
  );
}
