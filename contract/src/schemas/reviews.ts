import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX, textLength } from '../rules.ts';
import { idInput } from './catalog.ts';
import { text } from './text.ts';

/**
 * Reviews: docs/product.md#entities "Review", "Seller stats"; #api "Reviews". Ratings are 1–10 (docs/ARCHITECTURE.md#ratings); stars are ratingToStars(rating).
 */

export const reviewSchema = z.object({
  id: z.number().int(),
  buyerId: z.number().int(),
  sellerId: z.number().int(),
  /** Null once the offer is gone; `offer.name` still names it. */
  offerId: z.number().int().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  sellerReply: z.string().nullable(),
  sellerRepliedAt: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() }),
  offer: z.object({ id: z.number().int().nullable(), name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A seller's trust figures (docs/product.md#seller-trust-figures), each beside the number of cases
 * behind it; a rate or a time is null where there are no cases. avgRating: 1–10 rounded to 2
 * decimals, 0 without reviews (reviewCount 0 reads "no reviews yet"). reviewsCount repeats
 * reviewCount (docs/product.md#entities). Rates are shares from 0 to 1.
 */
export const sellerStatsSchema = z.object({
  avgRating: z.number(),
  reviewCount: z.number().int(),
  reviewsCount: z.number().int(),
  /** Chats a buyer started in the last 90 days that the seller answered, of `responseCases`. */
  responseRate: z.number().nullable(),
  responseCases: z.number().int(),
  /** Median minutes from the buyer's first message to the seller's first answer, over `medianResponseCases` answered chats. */
  medianResponseMinutes: z.number().int().nullable(),
  medianResponseCases: z.number().int(),
  /** Orders delivered by their deadline, of `onTimeCases` (delivered, or cancelled undelivered after their deadline). */
  onTimeRate: z.number().nullable(),
  onTimeCases: z.number().int(),
  /** Orders completed. */
  completedDeals: z.number().int(),
  /** Disputes decided for the buyer, of `disputesCases` decided. */
  disputesLost: z.number().int(),
  disputesCases: z.number().int(),
  /** Orders whose money went back to the buyer (cancelled, refunded, or split), of `refundCases` orders. */
  refundRate: z.number().nullable(),
  refundCases: z.number().int(),
  /** contract/src/seller-trust.ts sellerLevel: null before the first completed deal. */
  level: z.number().int().nullable(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

/** GET /api/reviews/getStoreRating: the mean of every review on the site (1–10, null without any) and their number. */
export const storeRatingSchema = z.object({
  avgRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type StoreRating = z.infer<typeof storeRatingSchema>;

export const reviewsByOfferQuerySchema = z.object({ offerId: idInput(MESSAGES.invalidOfferId) });
export const sellerStatsQuerySchema = z.object({ sellerId: idInput(MESSAGES.invalidUserId) });

/** POST /api/orders/{id}/review: the buyer of a completed order, once (docs/product.md#reviews). */
export const orderReviewBodySchema = z.object({
  rating: z
    .number({ error: MESSAGES.reviewRatingInvalid })
    .int(MESSAGES.reviewRatingInvalid)
    .min(1, MESSAGES.reviewRatingInvalid)
    .max(10, MESSAGES.reviewRatingInvalid),
  comment: text()
    .trim()
    .refine((s) => textLength(s) <= REVIEW_COMMENT_MAX, MESSAGES.reviewCommentTooLong)
    .default(''),
});

/** POST /api/orders/{id}/review/reply: the seller, once. */
export const reviewReplyBodySchema = z.object({
  reply: text({ error: MESSAGES.reviewReplyRequired })
    .trim()
    .min(1, MESSAGES.reviewReplyRequired)
    .refine((s) => textLength(s) <= REVIEW_REPLY_MAX, MESSAGES.reviewReplyTooLong),
});
