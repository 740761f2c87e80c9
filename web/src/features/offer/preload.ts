import type { QueryClient } from '@tanstack/react-query';
import { preloadPicturesOf } from '@/shared/lib/preload-images';
import { offerQueryOptions } from './api/get-offer';

/**
 * The offer page's first request, started by the app before the page's code has arrived: the offer
 * itself, whose picture is the page's largest paint. The page then finds it in the cache; the
 * picture starts downloading as soon as the offer is in.
 */
export function preloadOfferData(client: QueryClient, offerId: number): void {
  preloadPicturesOf(client.fetchQuery(offerQueryOptions(offerId)), (offer) => [offer.pictureUrl]);
}
