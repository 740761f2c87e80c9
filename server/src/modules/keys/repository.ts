import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerKeys, offers } from '../../db/schema/index.ts';

export async function stock(db: Db, offerId: number): Promise<{ unsold: number; sold: number }> {
  const [row] = await db
    .select({
      unsold: sql<number>`count(*) FILTER (WHERE ${offerKeys.orderId} IS NULL)::int`,
      sold: sql<number>`count(*) FILTER (WHERE ${offerKeys.orderId} IS NOT NULL)::int`,
    })
    .from(offerKeys)
    .where(eq(offerKeys.offerId, offerId));
  return { unsold: row?.unsold ?? 0, sold: row?.sold ?? 0 };
}

export async function hasKeys(db: Db, offerId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(offerKeys).where(eq(offerKeys.offerId, offerId));
  return (row?.n ?? 0) > 0;
}

/** Inserts keys, skipping fingerprints the offer already holds; returns how many were new. */
export async function insertKeys(
  db: Db,
  offerId: number,
  keys: { secret: string; fingerprint: string }[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .insert(offerKeys)
    .values(keys.map((k) => ({ ...k, offerId })))
    .onConflictDoNothing()
    .returning({ id: offerKeys.id });
  return rows.length;
}

/** The offer's availability follows its unsold keys; active while any are left and not deleted. */
export async function syncAvailability(db: Db, offerId: number): Promise<void> {
  const { unsold } = await stock(db, offerId);
  await db
    .update(offers)
    .set({
      availability: unsold,
      active: sql`${offers.deletedAt} IS NULL AND ${offers.blockedAt} IS NULL AND ${unsold} > 0`,
      updatedAt: new Date(),
    })
    .where(eq(offers.id, offerId));
}

/**
 * Takes the next `n` unsold keys for an order. SKIP LOCKED: a key another transaction is taking
 * is passed over rather than waited for (the offer row lock already orders buyers of one offer).
 */
export async function takeKeys(db: Db, offerId: number, orderId: number, n: number): Promise<number> {
  const free = await db
    .select({ id: offerKeys.id })
    .from(offerKeys)
    .where(and(eq(offerKeys.offerId, offerId), isNull(offerKeys.orderId)))
    .orderBy(asc(offerKeys.id))
    .limit(n)
    .for('update', { skipLocked: true });
  if (free.length === 0) return 0;
  await db
    .update(offerKeys)
    .set({ orderId })
    .where(
      inArray(
        offerKeys.id,
        free.map((k) => k.id),
      ),
    );
  return free.length;
}

export async function orderKeys(db: Db, orderId: number) {
  return db.select().from(offerKeys).where(eq(offerKeys.orderId, orderId)).orderBy(asc(offerKeys.id));
}

export async function markRevealed(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(offerKeys)
    .set({ revealedAt: now })
    .where(and(eq(offerKeys.orderId, orderId), isNull(offerKeys.revealedAt)));
}

export async function anyRevealed(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(offerKeys)
    .where(and(eq(offerKeys.orderId, orderId), isNotNull(offerKeys.revealedAt)));
  return (row?.n ?? 0) > 0;
}

/** An unrevealed key refunded goes back into stock: nobody has seen it. */
export async function returnKeys(db: Db, orderId: number): Promise<void> {
  await db
    .update(offerKeys)
    .set({ orderId: null })
    .where(and(eq(offerKeys.orderId, orderId), isNull(offerKeys.revealedAt)));
}

/** The offer a stock belongs to (its owner and whether it is deleted), locked when `lock`. */
export async function findOffer(db: Db, offerId: number, lock: boolean) {
  const q = db
    .select({ id: offers.id, userId: offers.userId, deletedAt: offers.deletedAt })
    .from(offers)
    .where(eq(offers.id, offerId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}
