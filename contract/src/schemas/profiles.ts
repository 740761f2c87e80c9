import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { pagedSchema } from './paging.ts';
import {
  ABOUT_MAX,
  COUNTRY_MAX_LENGTH,
  isHttpUrl,
  NAME_MAX_LENGTH,
  PLAYERS_PAGE_SIZE,
  PROFILE_BACKGROUNDS,
  PROFILE_REVIEWS_PAGE_SIZE,
  SOCIAL_LINK_MAX_LENGTH,
  textLength,
  TOP_SELLERS_COUNT,
  TOP_SELLERS_MAX_LIMIT,
} from '../rules.ts';
import { idInput } from './catalog.ts';
import { line, text, textRecord } from './text.ts';
import { profileSchema, type SocialNetwork, socialNetworks } from './user.ts';

/**
 * Users as others see them, and the profile editor: docs/product.md#screens "Public profile", "Edit profile",
 * "Players", home "Top Seller"; #entities "User"; #api "Users" and "Reviews" (searchAllBySellerId).
 */

const userId = idInput(MESSAGES.invalidUserId);
const imageUrl = z.string().nullable();

/** GET /api/users/getBasicData?id */
export const basicDataQuerySchema = z.object({ id: userId });
/** GET /api/users/getFullData?id: without id, the signed-in user. */
export const fullDataQuerySchema = z.object({ id: userId.optional() });

/**
 * A user where they are referenced (offer seller, chat partner, review author). An erased account
 * still answers, as DELETED_USER_NAME without a picture and with isDeleted true.
 */
export const userBasicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl,
  createdAt: z.string(),
  isDeleted: z.boolean(),
  profile: z.object({ imageUrl }),
});
export type UserBasic = z.infer<typeof userBasicSchema>;

/** The public profile page. `email` is the owner's own address, null for everyone else. */
export const userFullSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  imageUrl,
  roles: z.array(z.string()),
  profile: profileSchema,
  isOnline: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type UserFull = z.infer<typeof userFullSchema>;

export const topSellersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TOP_SELLERS_MAX_LIMIT).default(TOP_SELLERS_COUNT),
});

/** avgRating is 1–10 with two decimals (docs/ARCHITECTURE.md#ratings); reviewsCount repeats reviewCount. */
export const topSellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl,
  profile: z.object({ imageUrl, sellerRating: z.number() }),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  reviewsCount: z.number().int(),
});
export type TopSeller = z.infer<typeof topSellerSchema>;

const createdAtSort = z.enum(['createdAt,desc', 'createdAt,asc']).default('createdAt,desc');

/** GET /api/users/getAllBasicData?page&size&sort (Players). */
export const playersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PLAYERS_PAGE_SIZE),
  sort: createdAtSort,
});

export const playerCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl,
  createdAt: z.string(),
  profile: z.object({ imageUrl }),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;
export const playersPageSchema = pagedSchema(playerCardSchema);

/** Blank text from a form field means "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function isSocialNetwork(key: string): key is SocialNetwork {
  return (socialNetworks as readonly string[]).includes(key);
}

/**
 * Network key → http(s) URL; a blank URL drops the link. Each bad entry gets its own field error
 * (profile.socialLinks.<key>), so the form can mark the very input.
 */
const socialLinksInput = textRecord(line().max(SOCIAL_LINK_MAX_LENGTH, MESSAGES.socialLinkTooLong).nullable())
  .superRefine((links, ctx) => {
    for (const [network, url] of Object.entries(links)) {
      if (!isSocialNetwork(network)) {
        ctx.addIssue({ code: 'custom', path: [network], message: MESSAGES.socialNetworkUnknown });
      } else if (url && url.trim() !== '' && !isHttpUrl(url.trim())) {
        ctx.addIssue({ code: 'custom', path: [network], message: MESSAGES.socialLinkInvalid });
      }
    }
  })
  .transform((links) => {
    const kept: Partial<Record<SocialNetwork, string>> = {};
    for (const [network, url] of Object.entries(links)) {
      if (isSocialNetwork(network) && url?.trim()) kept[network] = url.trim();
    }
    return kept;
  });

/**
 * PATCH /api/profile/update. `id` must be the signed-in user. Profile fields left out stay as
 * they are; null (or blank) clears one; socialLinks, when given, replaces the whole map.
 * imageUrl must be an uploaded avatar (AVATAR_URL_PREFIX), null, or the picture already set
 * (a Google or seeded one) — the server checks that last case.
 */
export const profileUpdateBodySchema = z.object({
  id: userId,
  name: line({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
  profile: z
    .object({
      info: z
        .preprocess(
          blankToNull,
          text()
            .trim()
            .refine((s) => textLength(s) <= ABOUT_MAX, MESSAGES.aboutTooLong)
            .nullable(),
        )
        .optional(),
      imageUrl: z.preprocess(blankToNull, line().max(500, MESSAGES.avatarInvalid).nullable()).optional(),
      backgroundUrl: z
        .preprocess(
          blankToNull,
          z.enum(PROFILE_BACKGROUNDS, { error: MESSAGES.backgroundNotPreset }).nullable(),
        )
        .optional(),
      socialLinks: socialLinksInput.optional(),
      country: z
        .preprocess(blankToNull, line().trim().max(COUNTRY_MAX_LENGTH, MESSAGES.countryTooLong).nullable())
        .optional(),
    })
    .default({}),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;
export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

/** POST /api/reviews/searchAllBySellerId?page&size&sort, body {sellerId}: newest first by default. */
export const sellerReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PROFILE_REVIEWS_PAGE_SIZE),
  sort: createdAtSort,
});
export const sellerReviewsBodySchema = z.object({ sellerId: userId });
