import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orders,
  withdrawals,
} from '../../db/schema/index.ts';
import { OPEN_ORDER_STATES } from '@gamelot/contract/orders';

export type HistoryRow = {
  id: number;
  transactionId: number;
  kind: string;
  accountKind: string;
  amountKopecks: number;
  orderId: number | null;
  createdAt: Date;
};

/**
 * What an entry is, as its owner's history names it: its transaction's kind, except that money an
 * order's release credited to the order's buyer (splits resolved before they were posted as a
 * refund and a release, ADR 0031) is the refund it was.
 */
const entryKind = sql<string>`CASE WHEN ${ledgerTransactions.kind} = 'order_release'
  AND ${ledgerEntries.amountKopecks} > 0 AND ${ledgerAccounts.userId} = ${orders.buyerId}
  THEN 'order_refund' ELSE ${ledgerTransactions.kind} END`;

/** The entries of the user's wallet, held and warranty accounts, newest first. */
export async function historyPage(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const mine = and(
    eq(ledgerAccounts.userId, userId),
    inArray(ledgerAccounts.kind, ['user_wallet', 'user_held', 'user_warranty']),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      kind: entryKind,
      accountKind: ledgerAccounts.kind,
      amountKopecks: ledgerEntries.amountKopecks,
      orderId: ledgerTransactions.orderId,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(mine)
    .orderBy(desc(ledgerEntries.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(mine);
  return { rows, total: total?.n ?? 0 };
}

/** What the user's open purchases hold in escrow. */
export async function buyerEscrow(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orders.totalKopecks}), 0)` })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), inArray(orders.state, [...OPEN_ORDER_STATES])));
  return Number(row?.sum ?? 0);
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(
  db: Db,
  row: { userId: number; amountKopecks: number; destination: string; idempotencyKey: string },
): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findWithdrawalByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

export async function withdrawalsPage(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** A withdrawal request, locked for an administrator's decision. */
export async function lockWithdrawal(db: Db, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** Records an administrator's decision on a withdrawal request. */
export async function decideWithdrawal(
  db: Db,
  id: number,
  set: { status: 'approved' | 'rejected'; reason: string; decidedBy: number },
): Promise<void> {
  await db
    .update(withdrawals)
    .set({ ...set, decidedAt: new Date() })
    .where(eq(withdrawals.id, id));
}
