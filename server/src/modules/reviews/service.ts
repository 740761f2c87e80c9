import { MESSAGES } from '@gamelot/contract/messages';
import { OFFER_REVIEWS_LIMIT } from '@gamelot/contract/rules';
import type { Review, SellerStats } from '@gamelot/contract/schemas/reviews';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repo from './repository.ts';

/** Reviews are read here; buyers write them on completed orders (order-reviews.ts). */

/** An offer's reviews, newest first; [] when it has none, 404 when the offer is unknown or deleted. */
export async function getAllByOfferId(db: Db, offerId: number): Promise<Review[]> {
  if (!(await repo.liveOfferExists(db, offerId))) throw notFound(MESSAGES.offerNotFound);
  return (await repo.listByOffer(db, offerId, OFFER_REVIEWS_LIMIT)).map(toReview);
}

/** From the kept per-seller figures (docs/decisions/0037-kept-figures.md), true to the reviews. */
export async function getSellerStats(db: Db, sellerId: number): Promise<SellerStats> {
  const rating = await repo.keptSellerRating(db, sellerId);
  if (!rating) throw notFound(MESSAGES.sellerNotFound);
  const { avgRating, reviewCount } = rating;
  return { avgRating, reviewCount, reviewsCount: reviewCount };
}

/** A review of a deleted offer still names it (offerName kept at review time), without a link. */
export function toReview({ review, buyer, offer }: repo.ReviewWithPeople): Review {
  const liveOffer = offer && !offer.deletedAt ? offer : null;
  return {
    id: review.id,
    buyerId: review.buyerId,
    sellerId: review.sellerId,
    offerId: liveOffer?.id ?? null,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    sellerReply: review.sellerReply,
    sellerRepliedAt: review.sellerRepliedAt?.toISOString() ?? null,
    buyer,
    offer: { id: liveOffer?.id ?? null, name: liveOffer?.name ?? review.offerName },
  };
}
