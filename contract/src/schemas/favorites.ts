import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { TOP_LIKED_DEFAULT_LIMIT, TOP_LIKED_MAX_LIMIT } from '../rules.ts';
import { idInput } from './catalog.ts';

/** Favourite offers: docs/product.md#entities "Favourite offer", #api "Favourites and follows". */

/** POST /api/favoriteOffers/add, DELETE /api/favoriteOffers/delete: userId must be the caller. */
export const favoriteBodySchema = z.object({
  userId: idInput(MESSAGES.invalidUserId),
  offerId: idInput(MESSAGES.invalidOfferId),
});
export type FavoriteBody = z.input<typeof favoriteBodySchema>;

export const favoriteQuerySchema = favoriteBodySchema;

export const favoriteSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  offerId: z.number().int(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const topLikedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOP_LIKED_MAX_LIMIT).default(TOP_LIKED_DEFAULT_LIMIT),
});

export const topLikedItemSchema = z.object({ offerId: z.number().int(), likeCount: z.number().int() });
export type TopLikedItem = z.infer<typeof topLikedItemSchema>;

/**
 * GET /api/favoriteOffers/getTopLikedOffers (extension beyond the original API, ADR 0025): the home "Best
 * Offers" cards in one response, most liked first: what a card shows (picture, name, lot and game,
 * seller handle, likes, price in roubles) and nothing more, instead of the ids and then one
 * /api/offers/get and one /api/users/getBasicData per card.
 */
export const topLikedOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  pictureUrl: z.string().nullable(),
  likeCount: z.number().int(),
  lot: z.object({
    id: z.number().int(),
    name: z.string(),
    product: z.object({ id: z.number().int(), name: z.string() }),
  }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
});
export type TopLikedOffer = z.infer<typeof topLikedOfferSchema>;
