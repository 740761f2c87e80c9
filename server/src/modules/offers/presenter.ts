import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { Offer, OfferCard } from '@gamelot/contract/schemas/offers';
import { lotAttributes } from '../catalog/index.ts';
import type { OfferCardRow, OfferDetails } from './repository.ts';

/** Offers as the API shows them: roubles at the edge, ISO dates (docs/product.md#entities "Offer"). */

export function toOffer({ offer, lot, product }: OfferDetails): Offer {
  return { ...offerFields({ offer, lot, product }), longDescription: offer.longDescription };
}

/** What an offer and its card share: everything but the long description. */
function offerFields({ offer, lot, product }: OfferCardRow | OfferDetails): Omit<Offer, 'longDescription'> {
  return {
    id: offer.id,
    name: offer.name,
    price: kopecksToRoubles(offer.priceKopecks),
    originalPrice: kopecksToRoubles(offer.originalPriceKopecks),
    unitPrice: kopecksToRoubles(offer.unitPriceKopecks),
    userId: offer.userId,
    pictureUrl: offer.pictureUrl,
    shortDescription: offer.shortDescription,
    availability: offer.availability,
    active: offer.active,
    attributes: offer.attributes,
    lotId: offer.lotId,
    lot: { id: lot.id, name: lot.name, attributes: lotAttributes(lot.attributes), product },
    deliveryMinutes: offer.deliveryMinutes,
    warrantyDays: offer.warrantyDays,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

/** A list card: the seller and the seller's rating come from the row, no further queries. */
export function toOfferCard(row: OfferCardRow): OfferCard {
  return {
    ...offerFields(row),
    seller: row.seller,
    sellerRating: { avgRating: row.offer.sellerRating, reviewCount: row.offer.sellerReviewCount },
  };
}
