import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerAccountKind,
} from '../../db/schema/index.ts';

/** SQL of the double-entry ledger (ADR 0020). Callers pass the transaction they write in. */

export type UserAccountKind = Extract<LedgerAccountKind, 'user_wallet' | 'user_held' | 'user_warranty'>;
export type PlatformAccountKind = Exclude<LedgerAccountKind, UserAccountKind>;

/**
 * The platform's account of a kind (escrow, commission, provider clearing). Migration 0005 makes
 * them; they are made again on first use after a reset empties every table (db/seed/reset.ts).
 */
export async function platformAccountId(db: Db, kind: PlatformAccountKind): Promise<number> {
  const find = () =>
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  const [row] = await find();
  if (row) return row.id;
  await db.insert(ledgerAccounts).values({ kind }).onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new Error(`ledger account ${kind} neither inserted nor found`);
  return made.id;
}

/** A user's account of a kind, opened on first use (two first uses at once both get the one row). */
export async function userAccountId(db: Db, kind: UserAccountKind, userId: number): Promise<number> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind, userId })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
  if (!row) throw new Error(`ledger account ${kind} of user ${userId} neither inserted nor found`);
  return row.id;
}

/** Locks an account row until the transaction ends: whoever debits it next waits for this one. */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.sum ?? 0);
}

/** A user's balance of a kind, 0 when the account was never opened. Reads only, locks nothing. */
export async function userBalance(db: Db, kind: UserAccountKind, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.userId, userId)));
  return Number(row?.sum ?? 0);
}

export type NewTransaction = {
  kind: string;
  reference: string;
  actorUserId?: number | null;
  orderId?: number | null;
  paymentId?: string | null;
  withdrawalId?: number | null;
};

/** Inserts the transaction row; null when one with this reference exists (it happened already). */
export async function insertTransaction(db: Db, tx: NewTransaction): Promise<number | null> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(tx)
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return row?.id ?? null;
}

export async function insertEntries(
  db: Db,
  transactionId: number,
  entries: { accountId: number; amountKopecks: number }[],
): Promise<void> {
  await db.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId })));
}
