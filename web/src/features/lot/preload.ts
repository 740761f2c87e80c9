import type { QueryClient } from '@tanstack/react-query';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { lotQueryOptions } from './api/get-lot';
import { productQueryOptions } from './api/get-product';
import { offerSearchQueryOptions } from './api/search-offers';
import { readFilters, searchBody } from './lib/lot-filters';

/**
 * The lot page's first requests, started by the app before the page's code has arrived: the lot
 * (then its product) and the page of offers the address asks for (its cards' pictures are the
 * largest paint). The page then finds them in the cache (usually answered in the page itself, ADR
 * 0028); the first card's picture starts downloading as soon as the offers are in.
 */
export function preloadLotData(client: QueryClient, lotId: number, search: URLSearchParams): void {
  const filters = readFilters(search);
  client
    .fetchQuery(lotQueryOptions(lotId))
    .then((lot) => client.prefetchQuery(productQueryOptions(lot.product.id)))
    .catch(() => {});
  preloadPicturesOf(
    client.fetchQuery(offerSearchQueryOptions(searchBody(lotId, filters), filters.page - 1, filters.size)),
    (page) => page.content.slice(0, EAGER_CARDS).map((offer) => offer.pictureUrl),
  );
}
