import type { LedgerTransactionKind } from '@gamelot/contract/schemas/wallet';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import * as repo from './repository.ts';

/**
 * The ledger's one way to move money (docs/ARCHITECTURE.md#money, ADR 0020): a transaction whose
 * entries sum to zero, written inside the caller's database transaction. The database checks the
 * sum again at commit (a deferred constraint trigger) and refuses any change to an entry.
 */

export type Leg = { accountId: number; amountKopecks: number };

export class UnbalancedTransactionError extends Error {}

/**
 * Posts a movement. Returns false, moving nothing, when a movement with the same reference was
 * posted before: each business event ("order 12 released") moves money once, however often asked.
 */
export async function post(
  tx: Db,
  movement: repo.NewTransaction & { kind: LedgerTransactionKind; legs: Leg[] },
): Promise<boolean> {
  const legs = movement.legs.filter((l) => l.amountKopecks !== 0);
  const sum = legs.reduce((s, l) => s + l.amountKopecks, 0);
  if (legs.length < 2 || sum !== 0 || legs.some((l) => !Number.isSafeInteger(l.amountKopecks))) {
    throw new UnbalancedTransactionError(`unbalanced ledger movement ${movement.reference}`);
  }
  const { legs: _legs, ...txRow } = movement;
  const id = await repo.insertTransaction(tx, txRow);
  if (id === null) return false;
  await repo.insertEntries(tx, id, legs);
  return true;
}

/** `amount` from one account to another: the two legs of a simple movement. */
export function transfer(fromAccountId: number, toAccountId: number, amountKopecks: number): Leg[] {
  return [
    { accountId: fromAccountId, amountKopecks: -amountKopecks },
    { accountId: toAccountId, amountKopecks },
  ];
}

/**
 * Locks the user's wallet for the rest of the transaction and checks it holds `amount`: two
 * debits of one wallet take turns, so the second sees the first's entries and no wallet goes
 * below zero. Returns the wallet's account id. 409 with a clear message when short.
 */
export async function lockWalletFor(tx: Db, userId: number, amountKopecks: number): Promise<number> {
  const walletId = await repo.userAccountId(tx, 'user_wallet', userId);
  await repo.lockAccount(tx, walletId);
  if ((await repo.balanceOf(tx, walletId)) < amountKopecks) throw conflict('insufficientFunds');
  return walletId;
}

export const walletAccountId = (tx: Db, userId: number) => repo.userAccountId(tx, 'user_wallet', userId);
export const heldAccountId = (tx: Db, userId: number) => repo.userAccountId(tx, 'user_held', userId);
/** A seller's money of completed orders still under warranty (ADR 0060). */
export const warrantyAccountId = (tx: Db, userId: number) => repo.userAccountId(tx, 'user_warranty', userId);
export const platformAccountId = repo.platformAccountId;
export const userBalance = repo.userBalance;
export const balanceOf = repo.balanceOf;
