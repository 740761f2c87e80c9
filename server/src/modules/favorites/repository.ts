import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favoriteOffers, offers, users } from '../../db/schema/index.ts';

/** SQL for favourite offers. Favourites of deleted offers are removed with the offer (ADR 0007). */

export type FavoriteRow = typeof favoriteOffers.$inferSelect;

/**
 * The live offer's owner, with the offer row share-locked until the transaction ends: a delete
 * of the offer (which takes the row for update) waits, so no favourite outlives its offer.
 */
export async function lockLiveOffer(db: Db, offerId: number): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: offers.userId })
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)))
    .for('share');
  return row;
}

/**
 * Share-locks the user's row while a favourite is added: erasing an account takes the row for
 * update and deletes the user's favourites, so it waits, or the add finds the account gone.
 */
export async function lockLiveUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('share');
  return row !== undefined;
}

/** Adds the favourite unless it exists (the unique index settles concurrent adds). */
export async function addFavorite(
  db: Db,
  userId: number,
  offerId: number,
): Promise<{ row: FavoriteRow; created: boolean }> {
  const [created] = await db
    .insert(favoriteOffers)
    .values({ userId, offerId })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(favoriteOffers)
    .where(and(eq(favoriteOffers.userId, userId), eq(favoriteOffers.offerId, offerId)));
  if (!existing) throw new Error('favourite neither inserted nor found');
  return { row: existing, created: false };
}

export async function removeFavorite(db: Db, userId: number, offerId: number): Promise<void> {
  await db
    .delete(favoriteOffers)
    .where(and(eq(favoriteOffers.userId, userId), eq(favoriteOffers.offerId, offerId)));
}

export async function exists(db: Db, userId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: favoriteOffers.id })
    .from(favoriteOffers)
    .where(and(eq(favoriteOffers.userId, userId), eq(favoriteOffers.offerId, offerId)));
  return row !== undefined;
}

export async function countByUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favoriteOffers).where(eq(favoriteOffers.userId, userId));
  return row?.n ?? 0;
}

/** The offers a user favourited, most recently favourited first. */
export async function listOfferIdsByUser(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ offerId: favoriteOffers.offerId })
    .from(favoriteOffers)
    .where(eq(favoriteOffers.userId, userId))
    .orderBy(sql`${favoriteOffers.createdAt} desc nulls last`, sql`${favoriteOffers.id} desc nulls last`)
    .limit(size)
    .offset(page * size);
  return { ids: rows.map((r) => r.offerId), total: await countByUser(db, userId) };
}

/**
 * Most favourited active offers; ties go to the newer offer. Reads offers.like_count, which
 * triggers on favorite_offers keep (migration 0003), from its partial index: no aggregate over
 * all favourites on every home page visit.
 */
export function topLikedQuery(db: Db, limit: number) {
  return db
    .select({ offerId: offers.id, likeCount: offers.likeCount })
    .from(offers)
    .where(sql`${offers.active} AND ${offers.likeCount} > 0`)
    .orderBy(sql`${offers.likeCount} desc nulls last`, sql`${offers.id} desc nulls last`)
    .limit(limit);
}

export async function topLiked(db: Db, limit: number): Promise<{ offerId: number; likeCount: number }[]> {
  return topLikedQuery(db, limit);
}
