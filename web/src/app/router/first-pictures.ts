import type { LandingCall } from '@gamelot/contract/landing';
import type { TopLikedOffer } from '@gamelot/contract/schemas/favorites';
import type { Offer, OfferSearchPage } from '@gamelot/contract/schemas/offers';
import { DEFAULT_TAB, offersForTab } from '@/features/home/lib/best-offer-tabs';
import { EAGER_CARDS } from '@/shared/lib/first-cards';
import { preloadImages } from '@/shared/lib/preload-images';

/**
 * The pictures a landing page paints largest, asked for as soon as the answer naming them is in
 * (ADR 0028): home's first Best Offers cards, a lot's first offer cards, an offer's picture. A
 * browser-only step the app gives the route loaders (landing.ts stays free of the document).
 */
export function preloadFirstPictures(call: LandingCall, data: unknown): void {
  switch (call.name) {
    case 'bestOffers':
      preloadImages(offersForTab(data as TopLikedOffer[], DEFAULT_TAB, EAGER_CARDS).map((o) => o.pictureUrl));
      break;
    case 'offerSearch':
      preloadImages((data as OfferSearchPage).content.slice(0, EAGER_CARDS).map((o) => o.pictureUrl));
      break;
    case 'offer':
      preloadImages([(data as Offer).pictureUrl]);
      break;
    default:
  }
}
