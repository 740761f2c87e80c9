import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { disputeMessages, disputes, orders, users, type MessageAttachment } from '../../db/schema/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(db: Db, row: { orderId: number; openedBy: number; reason: string }) {
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

export async function resolveDispute(
  db: Db,
  id: number,
  set: {
    outcome: 'refund' | 'release' | 'split';
    buyerKopecks: number;
    resolution: string;
    resolvedBy: number;
  },
): Promise<void> {
  await db
    .update(disputes)
    .set({ ...set, status: 'resolved', resolvedAt: new Date() })
    .where(eq(disputes.id, id));
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
      orderState: orders.state,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      totalKopecks: orders.totalKopecks,
      buyerName: buyer.name,
      sellerName: seller.name,
    })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
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
    .orderBy(status === 'open' ? asc(disputes.createdAt) : desc(disputes.resolvedAt), asc(disputes.id))
    .limit(size)
    .offset(pageNo * size);
  const [total] = await db.select({ n: count() }).from(disputes).where(and(where));
  return { rows, total: total?.n ?? 0 };
}
