import type { Db } from '../../db/client.ts';
import { emit } from '../../events/outbox.ts';
import * as ledger from '../ledger/index.ts';
import * as repo from './repository.ts';
import { parties, type OrderDeps } from './service.ts';

/*
 * Account warranties (docs/decisions/0060-account-warranties.md): the seller's part held after
 * completion until the warranty ends, released once by the job, or put back into escrow by a
 * dispute during it.
 */

/**
 * Pays out the held money of completed orders whose warranty has ended (ADR 0060): warranty
 * account → the seller's wallet, once per order (the job in server/src/jobs/, and tests with their
 * own `now`). Safe with any number of processes, like `autoComplete`: each batch locks its orders
 * with SKIP LOCKED, marks them released under the lock, and the ledger reference moves the money
 * once whatever happens. Returns the ids it released.
 */
export async function releaseWarranties(
  deps: Pick<OrderDeps, 'db'>,
  now: Date = new Date(),
  batch = 100,
): Promise<number[]> {
  const released = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockDueForWarrantyRelease(tx, now, batch);
    const done: number[] = [];
    for (const o of rows) {
      await repo.updateOrder(tx, o.id, { warrantyReleasedAt: now });
      const sellerKopecks = o.totalKopecks - o.commissionKopecks;
      const moved = await ledger.post(tx, {
        kind: 'warranty_release',
        reference: `order:${o.id}:warranty-release`,
        actorUserId: null,
        orderId: o.id,
        legs: ledger.transfer(
          await ledger.warrantyAccountId(tx, o.sellerId),
          await ledger.walletAccountId(tx, o.sellerId),
          sellerKopecks,
        ),
      });
      if (!moved) continue;
      await emit(tx, 'order.warrantyReleased', { ...parties(o), sellerKopecks });
      done.push(o.id);
    }
    return done;
  });
  return released;
}

/**
 * A dispute opened during the warranty (ADR 0060): the held money and the commission go back into
 * escrow, so the dispute is decided as any other (refund, release or split from escrow), and the
 * warranty's release is off until then.
 */
export async function reopenForWarrantyDispute(tx: Db, o: repo.OrderRow): Promise<void> {
  const sellerKopecks = o.totalKopecks - o.commissionKopecks;
  await repo.updateOrder(tx, o.id, { state: 'disputed', warrantyEndsAt: null });
  await ledger.post(tx, {
    kind: 'warranty_dispute',
    reference: `order:${o.id}:warranty-dispute`,
    actorUserId: o.buyerId,
    orderId: o.id,
    legs: [
      { accountId: await ledger.warrantyAccountId(tx, o.sellerId), amountKopecks: -sellerKopecks },
      {
        accountId: await ledger.platformAccountId(tx, 'platform_commission'),
        amountKopecks: -o.commissionKopecks,
      },
      { accountId: await ledger.platformAccountId(tx, 'escrow'), amountKopecks: o.totalKopecks },
    ],
  });
}

/** GET /api/wallet's held warranties: the seller's money still held, order by order. */
export async function warrantyHolds(db: Db, sellerId: number) {
  return (await repo.warrantyHolds(db, sellerId)).map((h) => ({
    orderId: h.orderId,
    offerName: h.offerName,
    amountKopecks: h.totalKopecks - h.commissionKopecks,
    releaseAt: h.warrantyEndsAt!,
  }));
}
