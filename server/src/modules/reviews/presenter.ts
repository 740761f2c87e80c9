import type { Review } from '@gamelot/contract/schemas/reviews';
import type { ReviewWithPeople } from './repository.ts';

/** Reviews as the API shows them. */

/** A review of a deleted offer still names it (offerName kept at review time), without a link. */
export function toReview({ review, buyer, offer }: ReviewWithPeople): Review {
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
