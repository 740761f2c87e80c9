import type { QueryClient } from '@tanstack/react-query';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { bestOffersQueryOptions } from './api/get-best-offers';
import { DEFAULT_TAB, offersForTab } from './lib/best-offer-tabs';

/**
 * The home page's first request, started by the app before the page's code has arrived: the Best
 * Offers cards, whose pictures are the page's largest paint. The page then finds it in the cache;
 * the first card's picture starts downloading as soon as the cards are in.
 */
export function preloadHomeData(client: QueryClient): void {
  preloadPicturesOf(client.fetchQuery(bestOffersQueryOptions()), (offers) =>
    offersForTab(offers, DEFAULT_TAB, EAGER_CARDS).map((o) => o.pictureUrl),
  );
}
