import { toPaged, type Paged } from '@gamelot/contract/paging';
import { CURRENCY, kopecksToRoubles, roublesToKopecks } from '@gamelot/contract/rules';
import type {
  LedgerTransactionKind,
  Wallet,
  WalletEntry,
  Withdrawal,
  withdrawalBodySchema,
} from '@gamelot/contract/schemas/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { claimKey } from '../idempotency/index.ts';
import { emit } from '../../events/outbox.ts';
import * as ledger from '../ledger/index.ts';
import { warrantyHolds } from '../orders/index.ts';
import { toWithdrawal } from './presenter.ts';
import * as repo from './repository.ts';

/** /api/wallet (docs/product.md#wallet): balance, held funds (withdrawals, warranties), history, withdrawal requests. */

export async function getWallet(db: Db, userId: number, provider: string | undefined): Promise<Wallet> {
  const [balance, held, inEscrow, warrantyHeld, warranties] = await Promise.all([
    ledger.userBalance(db, 'user_wallet', userId),
    ledger.userBalance(db, 'user_held', userId),
    repo.buyerEscrow(db, userId),
    ledger.userBalance(db, 'user_warranty', userId),
    warrantyHolds(db, userId),
  ]);
  return {
    balance: kopecksToRoubles(balance),
    held: kopecksToRoubles(held),
    inEscrow: kopecksToRoubles(inEscrow),
    warrantyHeld: kopecksToRoubles(warrantyHeld),
    warranties: warranties.map((w) => ({
      orderId: w.orderId,
      offerName: w.offerName,
      amount: kopecksToRoubles(w.amountKopecks),
      releaseAt: w.releaseAt.toISOString(),
    })),
    currency: CURRENCY,
    provider: provider ?? null,
  };
}

export async function history(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<Paged<WalletEntry>> {
  const { rows, total } = await repo.historyPage(db, userId, page, size);
  return toPaged(
    rows.map((r) => ({
      id: r.id,
      transactionId: r.transactionId,
      kind: r.kind as LedgerTransactionKind,
      account:
        r.accountKind === 'user_held' ? 'held' : r.accountKind === 'user_warranty' ? 'warranty' : 'wallet',
      amount: kopecksToRoubles(r.amountKopecks),
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    size,
  );
}

/**
 * A withdrawal request: the amount moves wallet → held at once (so it cannot be spent twice) and
 * waits for an administrator. The same idempotency key again returns the first request; with another
 * request it is refused (idempotency/service.ts).
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  body: z.output<typeof withdrawalBodySchema>,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const amountKopecks = roublesToKopecks(body.amount);
  return db.transaction(async (tx) => {
    // First, before the wallet lock: the same key sent again waits here for the first request.
    if ((await claimKey(tx, { userId, operation: 'withdrawal', request: body })) === 'replay') {
      const first = await repo.findWithdrawalByKey(tx, userId, body.idempotencyKey);
      if (!first) throw new Error('withdrawal of a claimed idempotency key not found');
      return { withdrawal: toWithdrawal(first), created: false };
    }
    const wallet = await ledger.lockWalletFor(tx, userId, 0);
    const withdrawal = await repo.insertWithdrawal(tx, {
      userId,
      amountKopecks,
      destination: body.destination,
      idempotencyKey: body.idempotencyKey,
    });
    if ((await ledger.balanceOf(tx, wallet)) < amountKopecks) throw conflict('insufficientFunds');
    await ledger.post(tx, {
      kind: 'withdrawal_hold',
      reference: `withdrawal:${withdrawal.id}:hold`,
      actorUserId: userId,
      withdrawalId: withdrawal.id,
      legs: ledger.transfer(wallet, await ledger.heldAccountId(tx, userId), amountKopecks),
    });
    await emit(tx, 'withdrawal.requested', { withdrawalId: withdrawal.id, userId, amountKopecks });
    return { withdrawal: toWithdrawal(withdrawal), created: true };
  });
}

export async function listWithdrawals(
  db: Db,
  userId: number,
  page: number,
  size: number,
): Promise<Paged<Withdrawal>> {
  const { rows, total } = await repo.withdrawalsPage(db, userId, page, size);
  return toPaged(rows.map(toWithdrawal), total, page, size);
}
