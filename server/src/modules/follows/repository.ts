import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, userProfiles, users } from '../../db/schema/index.ts';

/** SQL for follows. A follow row exists only between two live accounts (deletion removes them). */

export type FollowRow = typeof follows.$inferSelect;
export type FollowUserRow = {
  id: number;
  name: string;
  imageUrl: string | null;
  createdAt: Date;
  followedAt: Date;
};

/**
 * The live account, share-locked until the transaction ends: an account deletion (which takes
 * the row for update and removes its follows) waits, so no follow outlives the account.
 */
export async function lockLiveUser(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('share');
  return row;
}

export async function liveUserExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
}

/** Adds the follow unless it exists (the unique pair index settles concurrent follows). */
export async function addFollow(
  db: Db,
  followerId: number,
  followedId: number,
): Promise<{ row: FollowRow; created: boolean }> {
  const [created] = await db
    .insert(follows)
    .values({ followerId, followedId })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  if (!existing) throw new Error('follow neither inserted nor found');
  return { row: existing, created: false };
}

export async function removeFollow(db: Db, followerId: number, followedId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
}

export async function exists(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  return row !== undefined;
}

/** Which of `followedIds` the follower follows. */
export async function followedAmong(db: Db, followerId: number, followedIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ followedId: follows.followedId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followedId, followedIds)));
  return rows.map((row) => row.followedId);
}

export async function countFollowers(db: Db, followedId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followedId, followedId));
  return row?.n ?? 0;
}

export async function countFollowing(db: Db, followerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, followerId));
  return row?.n ?? 0;
}

/**
 * One side of a user's follows, most recent first: `followers` lists who follows the user
 * (follows_followed_idx), `following` whom the user follows (follows_follower_idx).
 */
export async function listUsers(
  db: Db,
  side: 'followers' | 'following',
  userId: number,
  limit: number,
  offset: number,
): Promise<FollowUserRow[]> {
  const [mine, theirs] =
    side === 'followers'
      ? [follows.followedId, follows.followerId]
      : [follows.followerId, follows.followedId];
  return db
    .select({
      id: users.id,
      name: users.name,
      imageUrl: userProfiles.imageUrl,
      createdAt: users.createdAt,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(mine, userId), isNull(users.deletedAt)))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(limit)
    .offset(offset);
}
