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

/** avgRating: 1–10 rounded to 2 decimals, 0 without reviews. reviewsCount repeats reviewCount (docs/product.md#entities). */
export const sellerStatsSchema = z.object({
  avgRating: z.number(),
  reviewCount: z.number().int(),
  reviewsCount: z.number().int(),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

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
