/** Test data shaped as the API answers it: an offer, an offer card of a lot, and a page of results. */

export type LotFixture = {
  id: number;
  name: string;
  product: { id: number; name: string };
  attributes: Record<string, unknown>;
};

/** Offer `id` in `lot`, as GET /api/offers/get and POST /api/offers/create answer; `extra` overrides fields. */
export function offerFixture(lot: LotFixture, id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `Offer ${id}`,
    price: 1500,
    originalPrice: 1327.43,
    unitPrice: 1327.43,
    deliveryMinutes: 60,
    userId: 40 + id,
    pictureUrl: null,
    shortDescription: `Short ${id}`,
    longDescription: '',
    availability: 3,
    active: true,
    attributes: {},
    lotId: lot.id,
    lot: { id: lot.id, name: lot.name, attributes: lot.attributes, product: lot.product },
    createdAt: '2025-07-16T10:00:00Z',
    warrantyDays: 0,
    updatedAt: '2025-07-16T10:00:00Z',
    ...extra,
  };
}

/** A card of offer `id` in `lot`, as POST /api/offers/search lists it; `extra` overrides fields. */
export function offerCardFixture(lot: LotFixture, id: number, extra: Record<string, unknown> = {}) {
  return offerFixture(lot, id, {
    seller: { id: 40 + id, name: `Seller ${id}`, imageUrl: null },
    sellerRating: { avgRating: 8, reviewCount: 3 },
    ...extra,
  });
}

/**
 * A page of `content` out of `total`, as the API's paged answers are shaped (with the offer
 * search's `totalIsEstimate`: an exact count).
 */
export function pageFixture(content: unknown[], total: number, number = 0, size = 10) {
  return {
    content,
    totalElements: total,
    page: { number, size, totalPages: Math.ceil(total / size), totalElements: total },
    totalIsEstimate: false,
  };
}

/** A seller's trust figures as GET /api/reviews/getSellerStats answers them: a new seller by default. */
export function sellerStatsFixture(extra: Record<string, unknown> = {}) {
  return {
    avgRating: 0,
    reviewCount: 0,
    reviewsCount: 0,
    responseRate: null,
    responseCases: 0,
    medianResponseMinutes: null,
    medianResponseCases: 0,
    onTimeRate: null,
    onTimeCases: 0,
    completedDeals: 0,
    disputesLost: 0,
    disputesCases: 0,
    refundRate: null,
    refundCases: 0,
    level: null,
    ...extra,
  };
}
