import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CHECK_FOLLOW_MANY_MAX } from '../rules.ts';
import { pagedSchema } from './paging.ts';
import { idInput } from './catalog.ts';
import { line } from './text.ts';

/** Follows: docs/product.md#entities "Follow", #states "Follow toggle", #api "Favourites and follows" (the follows half). */

const userId = idInput(MESSAGES.invalidUserId);

/**
 * POST /api/followers/follow, DELETE /api/followers/unfollow. followerId must be the signed-in
 * user; followStatus is what the original profile page sends (null) and is ignored.
 */
export const followBodySchema = z.object({
  followerId: userId,
  followedId: userId,
  followStatus: line().max(32).nullish(),
});
export type FollowBody = z.input<typeof followBodySchema>;

export const followSchema = z.object({
  id: z.number().int(),
  followerId: z.number().int(),
  followedId: z.number().int(),
  createdAt: z.string(),
  followStatus: z.null(),
});
export type Follow = z.infer<typeof followSchema>;

export const checkFollowQuerySchema = z.object({ followerId: userId, followedId: userId });

/**
 * GET /api/followers/checkFollowMany?followerId=1&followedIds=23,5,30 (extension beyond the original API,
 * ADR 0028): which of up to 50 users followerId follows, in one call instead of one per user.
 */
export const checkFollowManyQuerySchema = z.object({
  followerId: userId,
  followedIds: line({ error: MESSAGES.invalidUserIds })
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${CHECK_FOLLOW_MANY_MAX - 1}}$`), MESSAGES.invalidUserIds)
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .pipe(
      z.array(z.number().int().min(1, MESSAGES.invalidUserIds).max(2_147_483_647, MESSAGES.invalidUserIds)),
    ),
});
export const followedIdQuerySchema = z.object({ followedId: userId });
export const followerIdQuerySchema = z.object({ followerId: userId });

/** Optional paging: with page or size the answer is a paged result, without it a plain array. */
const optionalPaging = {
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
};
export const followersQuerySchema = z.object({ followedId: userId, ...optionalPaging });
export const followingQuerySchema = z.object({ followerId: userId, ...optionalPaging });

/** A user card on the followers / following tabs; followedAt is when the follow began. */
export const followUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  followedAt: z.string(),
});
export type FollowUser = z.infer<typeof followUserSchema>;

export const followUserListSchema = z.union([z.array(followUserSchema), pagedSchema(followUserSchema)]);
