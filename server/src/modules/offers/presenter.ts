import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { Offer, OfferCard } from '@gamelot/contract/schemas/offers';
import type { Language } from '@gamelot/contract/schemas/settings';
import { attributeLabelsIn, lotAttributes, lotRef } from '../catalog/index.ts';
import type { OfferCardRow, OfferDetails } from './repository.ts';

/**
 * Offers as the API shows them: roubles at the edge, ISO dates, the lot's name in the request's
 * language (docs/product.md#entities "Offer", docs/decisions/0066-catalogue-in-two-languages.md).
 */

export function toOffer({ offer, lot, product }: OfferDetails, lang: Language): Offer {
  return { ...offerFields({ offer, lot, product }, lang), longDescription: offer.longDescription };
}

/** What an offer and its card share: everything but the long description. */
function offerFields(
  { offer, lot, product }: OfferCardRow | OfferDetails,
  lang: Language,
): Omit<Offer, 'longDescription'> {
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
    attributeLabels: attributeLabelsIn(lang, product.attributeLabels, offerAttributeKeys(offer.attributes)),
    lotId: offer.lotId,
    lot: {
      ...lotRef(lang, lot),
      attributes: lotAttributes(lot.attributes),
      product: { id: product.id, name: product.name },
    },
    deliveryMinutes: offer.deliveryMinutes,
    warrantyDays: offer.warrantyDays,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

/** Cards of `rows`, in the request's language. */
export const toOfferCards = (rows: OfferCardRow[], lang: Language): OfferCard[] =>
  rows.map((row) => toOfferCard(row, lang));

/** A list card: the seller and the seller's rating come from the row, no further queries. */
export function toOfferCard(row: OfferCardRow, lang: Language): OfferCard {
  return {
    ...offerFields(row, lang),
    seller: row.seller,
    sellerRating: { avgRating: row.offer.sellerRating, reviewCount: row.offer.sellerReviewCount },
  };
}

/** The names and values an offer holds, the keys its labels are picked by. */
function offerAttributeKeys(attributes: Record<string, unknown>): string[] {
  return Object.entries(attributes).flatMap(([name, value]) => [name, String(value)]);
}
