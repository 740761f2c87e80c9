import { and, eq, or, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { favoriteOffers, follows, offers, userProfiles, users } from '../../db/schema/index.ts';

/** SQL for the settings page: password, sessions, notification preferences, account deletion. */

export type TokenSubject = { id: number; roles: string[]; tokenVersion: number };

const tokenSubject = { id: users.id, roles: users.roles, tokenVersion: users.tokenVersion };

export async function findPasswordHash(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

/**
 * Replaces the password and invalidates every token issued before, but only if the hash is still
 * the one the caller verified: of two concurrent changes, the second finds it changed.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  verifiedHash: string,
  newHash: string,
): Promise<TokenSubject | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash: newHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verifiedHash)))
    .returning(tokenSubject);
  return row;
}

/** Invalidates every token issued so far (ADR 0004). */
export async function bumpTokenVersion(db: Db, userId: number): Promise<TokenSubject | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning(tokenSubject);
  return row;
}

export async function mutedEvents(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ muted: userProfiles.mutedEvents })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.muted ?? [];
}

export async function setMutedEvents(db: Db, userId: number, muted: string[]): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, mutedEvents: muted })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { mutedEvents: muted, updatedAt: sql`now()` } });
}

/**
 * Erases an account. Call inside one transaction. The user row is locked first, so follows and
 * favourites being added concurrently (they share-lock it) wait and then find the account gone.
 * Kept: the row itself (reviews, chats and messages point at it; deal data is kept 5 years by the
 * privacy policy), the offers (hidden: deals and chats refer to them), reviews, chats, messages.
 */
export async function eraseAccount(db: Db, userId: number): Promise<boolean> {
  const [locked] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!locked) return false;
  await db
    .update(offers)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(eq(offers.userId, userId), eq(offers.active, true)));
  await db.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followedId, userId)));
  await db.delete(favoriteOffers).where(eq(favoriteOffers.userId, userId));
  await db
    .update(userProfiles)
    .set({
      info: null,
      imageUrl: null,
      backgroundUrl: null,
      country: null,
      socialLinks: {},
      lastAchievement: null,
      mutedEvents: [],
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.userId, userId));
  await db
    .update(users)
    .set({
      name: DELETED_USER_NAME,
      email: null,
      passwordHash: null,
      googleSubject: null,
      lastSeenAt: null,
      deletedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
  return true;
}
