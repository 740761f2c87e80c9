import type { DisputeRule } from '@gamelot/contract/disputes';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  disputeDecisions,
  disputeMessages,
  disputes,
  lots,
  offers,
  orders,
  users,
  type MessageAttachment,
} from '../../db/schema/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(
  db: Db,
  row: { orderId: number; openedBy: number; reason: string; createdAt: Date; sellerAnswerBy: Date },
) {
  const [created] = await db.insert(disputes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findByOrder(db: Db, orderId: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.orderId, orderId));
  return row;
}

export async function lockDispute(db: Db, id: number): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

/**
 * The lot sold in an order: what sets a dispute's time to answer (read in a join, ADR 0041). Its kind
 * is read from its English name, whose words contract/src/disputes.ts knows (ADR 0066).
 */
export async function lotOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ name: lots.nameEn, attributes: lots.attributes })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * A decision: the dispute resolved, and its row in the decisions' history, in the caller's
 * transaction. `resolvedBy` null: the system decided.
 */
export async function resolveDispute(
  db: Db,
  d: DisputeRow,
  set: {
    outcome: 'refund' | 'release' | 'split';
    buyerKopecks: number;
    resolution: string;
    resolvedBy: number | null;
    rule: DisputeRule;
    resolvedAt: Date;
  },
): Promise<void> {
  await db
    .update(disputes)
    .set({ ...set, status: 'resolved' })
    .where(eq(disputes.id, d.id));
  await db.insert(disputeDecisions).values({
    disputeId: d.id,
    outcome: set.outcome,
    buyerKopecks: set.buyerKopecks,
    rule: set.rule,
    reason: set.resolution,
    decidedBy: set.resolvedBy,
    openedAt: d.createdAt,
    decidedAt: set.resolvedAt,
  });
}

/** The seller's first answer, if it comes before the deadline (a later one is just a message). */
export async function markSellerAnswered(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(disputes)
    .set({ sellerAnsweredAt: at })
    .where(
      and(
        eq(disputes.id, id),
        eq(disputes.status, 'open'),
        isNull(disputes.sellerAnsweredAt),
        or(isNull(disputes.sellerAnswerBy), gt(disputes.sellerAnswerBy, at)),
      ),
    );
}

/**
 * Open disputes whose seller let the deadline pass in silence, taken for deciding: locked, and
 * skipped when another process holds them, so two sweeps never decide one dispute twice.
 */
export async function lockSilentPastDeadline(db: Db, now: Date, limit: number): Promise<DisputeRow[]> {
  return db
    .select()
    .from(disputes)
    .where(
      and(eq(disputes.status, 'open'), isNull(disputes.sellerAnsweredAt), lte(disputes.sellerAnswerBy, now)),
    )
    .orderBy(asc(disputes.sellerAnswerBy), asc(disputes.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Time from opening to decision over the decisions since `since`, in seconds: the number of
 * cases, the median and the 90th percentile (percentile_cont), null without cases.
 */
export async function decisionTimes(db: Db, since: Date) {
  const seconds = sql`extract(epoch FROM ${disputeDecisions.decidedAt} - ${disputeDecisions.openedAt})`;
  const [row] = await db
    .select({
      cases: sql<number>`count(*)`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds})`,
      p90: sql<number | null>`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${seconds})`,
    })
    .from(disputeDecisions)
    .where(gte(disputeDecisions.decidedAt, since));
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { cases: row?.cases ?? 0, median: num(row?.median), p90: num(row?.p90) };
}

export async function insertMessage(
  db: Db,
  row: { disputeId: number; authorId: number; content: string; attachments: MessageAttachment[] },
): Promise<void> {
  await db.insert(disputeMessages).values(row);
}

export async function messagesOf(db: Db, disputeId: number) {
  return db
    .select({
      id: disputeMessages.id,
      authorId: disputeMessages.authorId,
      authorName: users.name,
      content: disputeMessages.content,
      attachments: disputeMessages.attachments,
      createdAt: disputeMessages.createdAt,
    })
    .from(disputeMessages)
    .innerJoin(users, eq(users.id, disputeMessages.authorId))
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.id));
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

function withOrder(db: Db) {
  return db
    .select({
      dispute: disputes,
      lotName: lots.nameEn,
      lotAttributes: lots.attributes,
      orderState: orders.state,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      totalKopecks: orders.totalKopecks,
      buyerName: buyer.name,
      sellerName: seller.name,
    })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(offers, eq(offers.id, orders.offerId))
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId));
}
export type DisputeView = Awaited<ReturnType<ReturnType<typeof withOrder>['execute']>>[number];

export async function findView(db: Db, orderId: number): Promise<DisputeView | undefined> {
  const [row] = await withOrder(db).where(eq(disputes.orderId, orderId));
  return row;
}

export async function page(
  db: Db,
  status: 'open' | 'resolved',
  pageNo: number,
  size: number,
): Promise<{ rows: DisputeView[]; total: number }> {
  const where = eq(disputes.status, status);
  const rows = await withOrder(db)
    .where(where)
    // Open: the soonest deadline first (disputes from before deadlines last, oldest first).
    .orderBy(
      ...(status === 'open'
        ? [sql`${disputes.sellerAnswerBy} ASC NULLS LAST`, asc(disputes.createdAt)]
        : [desc(disputes.resolvedAt)]),
      asc(disputes.id),
    )
    .limit(size)
    .offset(pageNo * size);
  const [total] = await db.select({ n: count() }).from(disputes).where(and(where));
  return { rows, total: total?.n ?? 0 };
}
