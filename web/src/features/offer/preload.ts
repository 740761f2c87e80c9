import type { QueryClient } from '@tanstack/react-query';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { activeOffersCountQueryOptions } from './api/get-active-offers-count';
import { offerQueryOptions } from './api/get-offer';
import { offerReviewsQueryOptions } from './api/get-offer-reviews';
import { sellerStatsQueryOptions } from './api/get-seller-stats';
import { userBasicDataQueryOptions } from './api/get-user-basic-data';

/**
 * The offer page's first requests, started by the app before the page's code has arrived: the
 * offer itself, whose picture is the page's largest paint, its reviews, and its seller's card once
 * the offer names the seller. The page then finds them in the cache (usually answered in the page
 * itself, ADR 0028); the picture starts downloading as soon as the offer is in. A failed request is
 * left to the page's own query, which shows the error.
 */
export function preloadOfferData(client: QueryClient, offerId: number): void {
  void client.prefetchQuery(offerReviewsQueryOptions(offerId));
  const offer = client.fetchQuery(offerQueryOptions(offerId));
  preloadPicturesOf(offer, ({ pictureUrl }) => [pictureUrl]);
  offer
    .then(({ userId }) =>
      Promise.all([
        client.prefetchQuery(userBasicDataQueryOptions(userId)),
        client.prefetchQuery(sellerStatsQueryOptions(userId)),
        client.prefetchQuery(activeOffersCountQueryOptions(userId)),
      ]),
    )
    .catch(() => {});
}
