import { OFFER_REVIEWS_LIMIT } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import type { Review, SellerStats } from '@gamelot/contract/schemas/reviews';
import type { UserBasic } from '@gamelot/contract/schemas/profiles';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { keptOrZero, responseWindow, toSellerStats } from '../figures/index.ts';
import { toOffer } from '../offers/index.ts';
import { toReview } from '../reviews/index.ts';
import { toUserBasic } from '../users/index.ts';
import * as repo from './repository.ts';

/**
 * What an offer page asks first, answered as its routes answer them (offers/get, reviews/
 * getAllByOfferId, users/getBasicData, reviews/getSellerStats, offers/getCountByUserIdAndActiveTrue),
 * from one read. Undefined when the offer does not exist: each of those routes would fail too.
 */
export type OfferPageAnswers = {
  offer: Offer;
  reviews: Review[];
  seller: UserBasic;
  /** Absent for a deleted seller: getSellerStats answers 'not found'. */
  sellerStats: SellerStats | undefined;
  activeOffers: number;
};

export async function offerPageAnswers(
  db: Db,
  offerId: number,
  now: Date,
  lang: Language,
): Promise<OfferPageAnswers | undefined> {
  const row = await repo.offerPage(db, offerId, OFFER_REVIEWS_LIMIT, responseWindow(now));
  if (!row) return undefined;
  const reviewCount = row.reviewCount ?? 0;
  const avgRating = reviewCount > 0 ? (row.avgRating ?? 0) : 0;
  return {
    offer: toOffer(row, lang),
    reviews: row.reviews.map(toReview),
    seller: toUserBasic(row.seller),
    sellerStats:
      row.seller.deletedAt === null
        ? toSellerStats({ avgRating, reviewCount }, keptOrZero(row.kept), row.responses)
        : undefined,
    activeOffers: row.activeOffers,
  };
}
