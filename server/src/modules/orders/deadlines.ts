import {
  DEADLINE_WARNING_MIN_MS,
  DEADLINE_WARNING_SHARE,
  deliverByFrom,
  orderDeliveryMinutes,
} from '@gamelot/contract/delivery-time';
import type { Order } from '@gamelot/contract/schemas/orders';
import { notFound } from '../../errors.ts';
import { emit } from '../../events/outbox.ts';
import type { Principal } from '../../plugins/auth.ts';
import { assertMayWaitLonger } from '../../policy/orders.ts';
import * as repo from './repository.ts';
import { parties, undoSale, view, type OrderDeps } from './service.ts';

/*
 * Delivery deadlines (docs/decisions/0059-delivery-deadlines.md): the buyer's one extension, and the
 * sweeps the jobs in server/src/jobs/order-deadlines.ts run: the seller's warning, then the refund.
 */

/**
 * The buyer waits longer (docs/product.md#delivery-time): once, while the order is paid, its
 * deadline moves by its delivery time again, from the deadline or from now if that has passed
 * unswept; the seller will be warned again before the new one.
 */
export async function waitLonger(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  now: Date = new Date(),
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const o = await repo.lockOrder(tx, id);
    if (!o) throw notFound('orderNotFound');
    assertMayWaitLonger(principal, o);
    const from = new Date(Math.max(o.deliverBy!.getTime(), now.getTime()));
    const deliverBy = deliverByFrom(from, o.deliveryMinutes ?? orderDeliveryMinutes(0));
    await repo.updateOrder(tx, o.id, { deliverBy, deadlineExtendedAt: now, deadlineWarnedAt: null });
    await emit(tx, 'order.deadlineExtended', { ...parties(o), deliverBy: deliverBy.toISOString() });
  });
  return view(deps, id, principal);
}

/**
 * Cancels and refunds paid orders not delivered by their deadline (the job in server/src/jobs/, and
 * tests with their own `now`), one transaction per order, as the seller's cancellation does.
 * Safe with any number of processes: each order is locked with SKIP LOCKED and checked again
 * under the lock, and its refund has one ledger reference. Returns the ids it cancelled.
 */
export async function expireOverdue(
  deps: Pick<OrderDeps, 'db'>,
  now: Date = new Date(),
  batch = 100,
): Promise<number[]> {
  const expired: number[] = [];
  for (const id of await repo.overdueIds(deps.db, now, batch)) {
    const done = await deps.db.transaction(async (tx) => {
      const o = await repo.lockIfOverdue(tx, id, now);
      if (!o) return false;
      await undoSale(tx, o, null, now);
      await emit(tx, 'order.expired', { ...parties(o), totalKopecks: o.totalKopecks });
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/**
 * Warns sellers whose paid orders' deadlines are near (contract/src/delivery-time.ts), once per
 * deadline: the order is marked in the transaction that records the warning, and locked with SKIP
 * LOCKED so two sweeps never warn twice. Returns the ids it warned about.
 */
export async function warnDeadlines(
  deps: Pick<OrderDeps, 'db'>,
  now: Date = new Date(),
  batch = 100,
): Promise<number[]> {
  const warned = await deps.db.transaction(async (tx) => {
    const lead = { minMs: DEADLINE_WARNING_MIN_MS, share: DEADLINE_WARNING_SHARE };
    const rows = await repo.lockDueForWarning(tx, now, lead, batch);
    for (const o of rows) {
      await repo.updateOrder(tx, o.id, { deadlineWarnedAt: now });
      await emit(tx, 'order.deadlineSoon', { ...parties(o), deliverBy: o.deliverBy!.toISOString() });
    }
    return rows;
  });
  return warned.map((o) => o.id);
}
