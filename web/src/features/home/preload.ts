import type { QueryClient } from '@tanstack/react-query';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { activeOffersCountQueryOptions } from './api/get-active-offers-count';
import { bestOffersQueryOptions } from './api/get-best-offers';
import { completedOrdersCountQueryOptions } from './api/get-completed-orders-count';
import { topSellersQueryOptions } from './api/get-top-sellers';
import { usersCountQueryOptions } from './api/get-users-count';
import { DEFAULT_TAB, offersForTab } from './lib/best-offer-tabs';

/**
 * The home page's first requests, started by the app before the page's code has arrived: the Best
 * Offers cards, whose pictures are the page's largest paint, the counts and the top sellers. The
 * page then finds them in the cache (the page usually arrived with their answers, ADR 0028, so
 * its first render draws every section instead of drawing loading states, then each section
 * again); the first card's picture starts downloading as soon as the cards are in.
 */
export function preloadHomeData(client: QueryClient): void {
  preloadPicturesOf(client.fetchQuery(bestOffersQueryOptions()), (offers) =>
    offersForTab(offers, DEFAULT_TAB, EAGER_CARDS).map((o) => o.pictureUrl),
  );
  void client.prefetchQuery(usersCountQueryOptions());
  void client.prefetchQuery(activeOffersCountQueryOptions());
  void client.prefetchQuery(completedOrdersCountQueryOptions());
  void client.prefetchQuery(topSellersQueryOptions());
}
