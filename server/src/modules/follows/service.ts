import type { FastifyBaseLogger } from 'fastify';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { FOLLOW_LIST_MAX, PROFILE_LIST_PAGE_SIZE } from '@gamelot/contract/rules';
import type { Follow, FollowUser } from '@gamelot/contract/schemas/follows';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { Broker } from '../../realtime/broker.ts';
import { emit } from '../../events/outbox.ts';
import * as repo from './repository.ts';

/**
 * Follows (docs/product.md#states "Follow toggle", #roles). Counts, checks and lists are public, like the profile's
 * counters; writes act only as the caller, whatever followerId the body names.
 */

export type FollowDeps = { db: Db; realtime: Broker; log: FastifyBaseLogger };
type FollowBody = { followerId: number; followedId: number };

function caller(principal: Principal | null, body: FollowBody): number {
  if (principal?.kind !== 'user') throw forbidden('guestReadOnly');
  if (body.followerId !== principal.id) throw forbidden();
  if (body.followedId === principal.id) throw badRequest('followSelf');
  return principal.id;
}

/** Idempotent: following again returns the existing follow (created: false) and notifies nobody. */
export async function follow(
  deps: FollowDeps,
  principal: Principal | null,
  body: FollowBody,
): Promise<{ follow: Follow; created: boolean }> {
  const followerId = caller(principal, body);
  const result = await deps.db.transaction(async (tx) => {
    // The auth plugin saw a live account; only a deletion committed meanwhile gets here.
    const follower = await repo.lockLiveUser(tx, followerId);
    if (!follower) throw unauthorized('sessionExpired');
    if (!(await repo.lockLiveUser(tx, body.followedId))) throw notFound('userNotFound');
    const added = await repo.addFollow(tx, followerId, body.followedId);
    // The followed user is told once while the news is unread (notifications/events.ts).
    if (added.created)
      await emit(tx, 'follow.followed', {
        followerId,
        followedId: body.followedId,
        followerName: follower.name,
      });
    return added;
  });
  const { row } = result;
  return {
    follow: {
      id: row.id,
      followerId: row.followerId,
      followedId: row.followedId,
      createdAt: row.createdAt.toISOString(),
      followStatus: null,
    },
    created: result.created,
  };
}

/** Idempotent: unfollowing someone not followed (or unknown) changes nothing. */
export async function unfollow(db: Db, principal: Principal | null, body: FollowBody): Promise<void> {
  await repo.removeFollow(db, caller(principal, body), body.followedId);
}

export const checkFollow = repo.exists;

/** The users among `followedIds` that the follower follows, in the order they were asked. */
export async function checkFollowMany(db: Db, followerId: number, followedIds: number[]): Promise<number[]> {
  const followed = new Set(await repo.followedAmong(db, followerId, followedIds));
  return followedIds.filter((id) => followed.has(id));
}

async function liveUser(db: Db, userId: number): Promise<void> {
  if (!(await repo.liveUserExists(db, userId))) throw notFound('userNotFound');
}

export async function countFollowers(db: Db, followedId: number): Promise<number> {
  await liveUser(db, followedId);
  return repo.countFollowers(db, followedId);
}

export async function countFollowing(db: Db, followerId: number): Promise<number> {
  await liveUser(db, followerId);
  return repo.countFollowing(db, followerId);
}

/**
 * Who follows the user (followers) or whom the user follows (following), most recent first.
 * With page or size: a paged result; without (the original client): a plain array of at most
 * FOLLOW_LIST_MAX.
 */
export async function listUsers(
  db: Db,
  side: 'followers' | 'following',
  userId: number,
  paging: { page?: number | undefined; size?: number | undefined },
): Promise<FollowUser[] | Paged<FollowUser>> {
  await liveUser(db, userId);
  if (paging.page === undefined && paging.size === undefined) {
    return (await repo.listUsers(db, side, userId, FOLLOW_LIST_MAX, 0)).map(toFollowUser);
  }
  const page = paging.page ?? 0;
  const size = paging.size ?? PROFILE_LIST_PAGE_SIZE;
  const rows = await repo.listUsers(db, side, userId, size, page * size);
  const total = await (side === 'followers'
    ? repo.countFollowers(db, userId)
    : repo.countFollowing(db, userId));
  return toPaged(rows.map(toFollowUser), total, page, size);
}

function toFollowUser(row: repo.FollowUserRow): FollowUser {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    followedAt: row.followedAt.toISOString(),
  };
}
