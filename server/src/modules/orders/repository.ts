import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderState } from '@gamelot/contract/orders';
import type { Db } from '../../db/client.ts';
import { siteFigure } from '../figures/index.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  lots,
  offerKeys,
  offers,
  orders,
  reviews,
  userProfiles,
  users,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The offer a buyer is paying for, locked until the order's transaction ends. */
export async function lockOffer(db: Db, offerId: number) {
  const [row] = await db
    .select({
      id: offers.id,
      userId: offers.userId,
      name: offers.name,
      unitPriceKopecks: offers.unitPriceKopecks,
      availability: offers.availability,
      active: offers.active,
      deletedAt: offers.deletedAt,
      attributes: offers.attributes,
      deliveryMinutes: offers.deliveryMinutes,
      warrantyDays: offers.warrantyDays,
      lotAttributes: lots.attributes,
    })
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .where(eq(offers.id, offerId))
    .for('update', { of: offers });
  return row;
}

/** Who sells an offer (deleted ones too: their orders stay listed); undefined when there is none. */
export async function offerOwner(db: Db, offerId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: offers.userId }).from(offers).where(eq(offers.id, offerId));
  return row?.userId;
}

/** Availability down by `quantity` (the caller checked it suffices); sold out means inactive. */
export async function takeStock(db: Db, offerId: number, quantity: number): Promise<void> {
  await db
    .update(offers)
    .set({
      availability: sql`${offers.availability} - ${quantity}`,
      active: sql`${offers.active} AND ${offers.availability} - ${quantity} > 0`,
    })
    .where(eq(offers.id, offerId));
}

/** Availability back up by `quantity`; an offer neither deleted nor blocked is on sale again. */
export async function returnStock(db: Db, offerId: number, quantity: number): Promise<void> {
  await db
    .update(offers)
    .set({
      availability: sql`${offers.availability} + ${quantity}`,
      active: sql`${offers.deletedAt} IS NULL AND ${offers.blockedAt} IS NULL`,
    })
    .where(eq(offers.id, offerId));
}

/** Whether a seller may still sell (policy/orders.ts): read in the transaction that acts on it. */
export async function sellerStanding(db: Db, sellerId: number) {
  const [row] = await db
    .select({
      sellerSuspended: sql<boolean>`${users.suspendedAt} IS NOT NULL`,
      sellerDeleted: sql<boolean>`${users.deletedAt} IS NOT NULL`,
    })
    .from(users)
    .where(eq(users.id, sellerId));
  return row ?? { sellerSuspended: false, sellerDeleted: true };
}

/** A user's open orders as a seller: paid, or delivered and not yet confirmed. */
export async function openSales(db: Db, sellerId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.state, ['paid', 'delivered'])))
    .orderBy(orders.id);
}

export async function findByKey(db: Db, buyerId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)));
  return row;
}

export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [created] = await db.insert(orders).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function lockOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: Db,
  id: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, id));
}

/**
 * Delivered orders whose time is up, taken for completion: locked, and skipped when another
 * process holds them, so two sweeps never complete one order twice (the ledger reference would
 * refuse the second release anyway).
 */
export async function lockDueForCompletion(
  db: Db,
  deliveredBefore: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'delivered'), lt(orders.deliveredAt, deliveredBefore)))
    .orderBy(orders.deliveredAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Paid orders past their delivery deadline, oldest deadline first: their ids only. Each is then
 * locked and checked again in a transaction of its own (lockIfOverdue).
 */
export async function overdueIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'paid'), lte(orders.deliverBy, now)))
    .orderBy(orders.deliverBy)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The order, locked, when it is still paid and past its deadline; nothing when it is not, or when
 * another process holds it (SKIP LOCKED): two sweeps never cancel one order twice (the ledger
 * reference would refuse the second refund anyway).
 */
export async function lockIfOverdue(db: Db, id: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.state, 'paid'), lte(orders.deliverBy, now)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Paid orders whose deadline is near and whose seller has not been warned of it, taken for the
 * warning: locked, others' skipped. Near: within `leadMinMs`, or `leadShare` of the delivery time
 * if longer (contract/src/delivery-time.ts deadlineWarningLeadMs).
 */
export async function lockDueForWarning(
  db: Db,
  now: Date,
  lead: { minMs: number; share: number },
  limit: number,
): Promise<OrderRow[]> {
  const leadMs = sql`greatest(${lead.minMs}::float8, ${orders.deliveryMinutes} * 60000 * ${lead.share}::float8)`;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.state, 'paid'),
        isNull(orders.deadlineWarnedAt),
        isNotNull(orders.deliverBy),
        gt(orders.deliverBy, now),
        sql`${orders.deliverBy} - ${leadMs} * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(orders.deliverBy)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Completed orders whose warranty has ended, taken for release: locked, and skipped when another
 * process holds them, so two sweeps never release one order twice (the ledger reference would
 * refuse the second movement anyway).
 */
export async function lockDueForWarrantyRelease(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.state, 'completed'), lte(orders.warrantyEndsAt, now), isNull(orders.warrantyReleasedAt)),
    )
    .orderBy(orders.warrantyEndsAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A seller's money still held under warranty, order by order, soonest release first. */
export async function warrantyHolds(db: Db, sellerId: number) {
  return db
    .select({
      orderId: orders.id,
      offerName: orders.offerName,
      totalKopecks: orders.totalKopecks,
      commissionKopecks: orders.commissionKopecks,
      warrantyEndsAt: orders.warrantyEndsAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        eq(orders.state, 'completed'),
        isNotNull(orders.warrantyEndsAt),
        isNull(orders.warrantyReleasedAt),
      ),
    )
    .orderBy(orders.warrantyEndsAt, orders.id);
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const buyerProfile = alias(userProfiles, 'buyer_profile');
const sellerProfile = alias(userProfiles, 'seller_profile');

export type OrderView = OrderRow & {
  sellerSuspended: boolean;
  sellerDeleted: boolean;
  /** What the ledger moved for this order (ADR 0031): into the seller's wallet (or held under warranty), back into the buyer's, to the platform. */
  moved: { sellerKopecks: number; refundedKopecks: number; commissionKopecks: number };
  buyerName: string;
  buyerImage: string | null;
  sellerName: string;
  sellerImage: string | null;
  pictureUrl: string | null;
  keysRevealed: boolean;
  reviewId: number | null;
  reviewReplied: boolean;
};

/** The sum of the ledger entries of this order on the accounts `where` picks (kopecks). */
function movedTo(where: SQL) {
  return sql<number>`(SELECT coalesce(sum(${ledgerEntries.amountKopecks}), 0)
    FROM ${ledgerEntries}
    JOIN ${ledgerTransactions} ON ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
    JOIN ${ledgerAccounts} ON ${ledgerAccounts.id} = ${ledgerEntries.accountId}
    WHERE ${ledgerTransactions.orderId} = ${orders.id} AND ${where})`.mapWith(Number);
}

function viewQuery(db: Db) {
  return db
    .select({
      order: orders,
      buyerName: buyer.name,
      buyerImage: buyerProfile.imageUrl,
      sellerName: seller.name,
      sellerImage: sellerProfile.imageUrl,
      sellerSuspended: sql<boolean>`${seller.suspendedAt} IS NOT NULL`,
      sellerDeleted: sql<boolean>`${seller.deletedAt} IS NOT NULL`,
      pictureUrl: offers.pictureUrl,
      // Held under warranty (ADR 0060) or paid out, the seller's part is theirs.
      sellerKopecks: movedTo(
        sql`${ledgerAccounts.kind} IN ('user_wallet', 'user_warranty') AND ${ledgerAccounts.userId} = ${orders.sellerId}`,
      ),
      refundedKopecks: movedTo(
        sql`${ledgerAccounts.kind} = 'user_wallet' AND ${ledgerAccounts.userId} = ${orders.buyerId} AND ${ledgerEntries.amountKopecks} > 0`,
      ),
      commissionKopecks: movedTo(sql`${ledgerAccounts.kind} = 'platform_commission'`),
      reviewId: sql<
        number | null
      >`(SELECT ${reviews.id} FROM ${reviews} WHERE ${reviews.orderId} = ${orders.id})`,
      reviewReplied: sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.orderId} = ${orders.id} AND ${reviews.sellerReply} IS NOT NULL)`,
      keysRevealed: sql<boolean>`EXISTS (SELECT 1 FROM ${offerKeys} WHERE ${offerKeys.orderId} = ${orders.id} AND ${offerKeys.revealedAt} IS NOT NULL)`,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(buyerProfile, eq(buyerProfile.userId, orders.buyerId))
    .leftJoin(sellerProfile, eq(sellerProfile.userId, orders.sellerId))
    .innerJoin(offers, eq(offers.id, orders.offerId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];
const toView = ({
  order,
  sellerKopecks,
  refundedKopecks,
  commissionKopecks,
  ...rest
}: ViewRow): OrderView => ({
  ...order,
  ...rest,
  moved: { sellerKopecks, refundedKopecks, commissionKopecks },
});

export async function findView(db: Db, id: number): Promise<OrderView | undefined> {
  const [row] = await viewQuery(db).where(eq(orders.id, id));
  return row ? toView(row) : undefined;
}

/** An order number, and/or words that must all appear in the offer's name. */
export type OrderSearch = { id?: number | undefined; words?: string[] | undefined };

/** `%`, `_` and `\\` stand for themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One side's orders, newest first, optionally in given states, of one offer, or matching a search
 * (the order's number, or every word in the offer's name as bought, case-insensitive: the trigram index of
 * migration 0034 serves a seller with many sales).
 */
export async function pageFor(
  db: Db,
  side: 'buyer' | 'seller',
  userId: number,
  f: {
    states?: OrderState[] | undefined;
    search?: OrderSearch | undefined;
    offerId?: number | undefined;
    page: number;
    size: number;
  },
): Promise<{ rows: OrderView[]; total: number }> {
  const { search } = f;
  const where = and(
    eq(side === 'buyer' ? orders.buyerId : orders.sellerId, userId),
    f.states && f.states.length > 0 ? inArray(orders.state, f.states) : undefined,
    f.offerId === undefined ? undefined : eq(orders.offerId, f.offerId),
    search
      ? or(
          search.id === undefined ? undefined : eq(orders.id, search.id),
          search.words === undefined
            ? undefined
            : and(...search.words.map((w) => ilike(orders.offerName, `%${likeEscaped(w)}%`))),
        )
      : undefined,
  );
  const rows = await viewQuery(db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(f.size)
    .offset(f.page * f.size);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows: rows.map(toView), total: total?.n ?? 0 };
}

/** Orders completed: the kept total (docs/decisions/0037-kept-figures.md). */
export async function countCompleted(db: Db): Promise<number> {
  return siteFigure(db, 'orders_completed');
}
