import { deliverByFrom, orderDeliveryMinutes } from '@gamelot/contract/delivery-time';
import {
  ORDER_TRANSITIONS,
  ORDER_AUTO_COMPLETE_MS,
  canTransition,
  type OrderAction,
} from '@gamelot/contract/orders';
import { orderTerms, sameTerms, type OrderTerms } from '@gamelot/contract/order-terms';
import { ORDER_TOTAL_MAX_KOPECKS, orderAmounts } from '@gamelot/contract/rules';
import type { Order, createOrderBodySchema } from '@gamelot/contract/schemas/orders';
import { warrantyEndsAt } from '@gamelot/contract/warranty';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { cancellingSide } from '../../policy/orders.ts';
import { lotAttributes } from '../catalog/index.ts';
import { findOrCreateChat } from '../chats/index.ts';
import * as keys from '../keys/index.ts';
import { claimKey } from '../idempotency/index.ts';
import * as ledger from '../ledger/index.ts';
import { roleOf, toOrder } from './presenter.ts';
import * as repo from './repository.ts';
import { emit } from '../../events/outbox.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Broker } from '../../realtime/broker.ts';
import type { KeyCipher } from '../keys/index.ts';

export type OrderDeps = {
  db: Db;
  realtime: Broker;
  log: FastifyBaseLogger;
  keyCipher: KeyCipher;
  /** The app's clock: what an order offers now (a warranty's dispute) is read against it. */
  clock?: () => Date;
};

export const nowOf = (deps: Pick<OrderDeps, 'clock'>) => deps.clock?.() ?? new Date();

/** The ids every order event carries: who bought, who sold, the order's chat. */
export const parties = (o: repo.OrderRow) => ({
  orderId: o.id,
  buyerId: o.buyerId,
  sellerId: o.sellerId,
  chatId: o.chatId,
});

/**
 * Orders with escrow (docs/decisions/0020-ledger.md). Every move of an order and of its money happens
 * in one database transaction, with the order row (or, when buying, the offer row and the buyer's
 * wallet) locked first, and records its domain event in that transaction. What the parties learn —
 * a system message in the order's chat, a notification — follows from the event after commit
 * (chats/events.ts, notifications/events.ts; docs/decisions/0042-domain-events-and-outbox.md).
 */

type CreateBody = z.output<typeof createOrderBodySchema>;

export async function view(deps: OrderDeps, id: number, principal: Principal | null): Promise<Order> {
  const v = await repo.findView(deps.db, id);
  if (!v) throw notFound('orderNotFound');
  return toOrder(v, roleOf(v, principal), principal, nowOf(deps));
}

/** GET /api/orders/{id}: the buyer, the seller or an administrator. */
export async function getOrder(deps: OrderDeps, principal: Principal | null, id: number): Promise<Order> {
  const v = await repo.findView(deps.db, id);
  if (!v) throw notFound('orderNotFound');
  const role = roleOf(v, principal);
  if (!role) throw forbidden();
  return toOrder(v, role, principal, nowOf(deps));
}

/**
 * POST /api/orders ("Buy Now"). One transaction: the offer row is locked (buyers of one offer take
 * turns, so the last unit goes to one of them), the amounts computed from that locked row and
 * compared with the terms the buyer confirmed (a difference is a 409 with the terms now, ADR 0031),
 * its stock checked and taken, the buyer's wallet locked and debited into escrow, the order and its
 * chat written; a key offer hands over its keys at once. The same idempotency key again returns
 * the first order and moves nothing; with another request it is refused (idempotency/service.ts).
 */
export async function createOrder(
  deps: OrderDeps,
  buyerId: number,
  body: CreateBody,
  now: Date = new Date(),
): Promise<{ order: Order; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    // First, before any lock: the same key sent again waits here for the first request (ADR 0033).
    if ((await claimKey(tx, { userId: buyerId, operation: 'order', request: body })) === 'replay') {
      const first = await repo.findByKey(tx, buyerId, body.idempotencyKey);
      if (!first) throw new Error('order of a claimed idempotency key not found');
      return { order: first, created: false as const };
    }
    const offer = await repo.lockOffer(tx, body.offerId);
    if (!offer || offer.deletedAt) throw notFound('offerNotFound');
    if (offer.userId === buyerId) throw forbidden('orderOwnOffer');
    if (!offer.active || offer.availability < 1) throw conflict('orderOfferUnavailable');
    const lot = lotAttributes(offer.lotAttributes);
    const termsFor = (quantity: number) =>
      orderTerms(
        {
          pricingType: lot.pricingType,
          unitPriceKopecks: offer.unitPriceKopecks,
          offerMinQuantity: offer.attributes.minQuantity,
          lotMinQuantity: lot.minQuantity,
          warrantyDays: offer.warrantyDays,
        },
        quantity,
      );
    const amounts = orderAmounts(offer.unitPriceKopecks, body.quantity);
    if (amounts.totalKopecks > ORDER_TOTAL_MAX_KOPECKS) throw badRequest('orderTotalTooLarge');
    const current = termsFor(body.quantity);
    if (!sameTerms(current, sentTerms(body))) {
      // The terms now, for the quantity asked, raised to a new minimum: what to confirm instead.
      const terms = termsFor(Math.max(body.quantity, current.minQuantity));
      throw conflict('orderTermsChanged', undefined, { terms });
    }
    if (body.quantity < current.minQuantity) {
      const params = { min: current.minQuantity };
      throw badRequest(
        'orderQuantityBelowMin',
        { quantity: { code: 'orderQuantityBelowMin', params } },
        params,
      );
    }
    if (body.quantity > offer.availability) {
      throw conflict('orderQuantityAboveStock', { available: offer.availability });
    }
    const autoDelivery = await keys.hasKeys(tx, offer.id);
    // The seller's time to deliver runs from payment (docs/product.md#delivery-time); keys from
    // stock are delivered in this transaction, with no deadline to keep.
    const deliveryMinutes = autoDelivery ? null : orderDeliveryMinutes(offer.deliveryMinutes);

    const wallet = await ledger.lockWalletFor(tx, buyerId, amounts.totalKopecks);
    await repo.takeStock(tx, offer.id, body.quantity);
    const chat = await findOrCreateChat(tx, {
      userA: buyerId,
      userB: offer.userId,
      offerId: offer.id,
      chatType: 'USER_TO_USER',
      callerId: buyerId,
    });
    const order = await repo.insertOrder(tx, {
      buyerId,
      sellerId: offer.userId,
      offerId: offer.id,
      offerName: offer.name,
      quantity: body.quantity,
      totalKopecks: amounts.totalKopecks,
      commissionKopecks: amounts.commissionKopecks,
      autoDelivery,
      chatId: chat.id,
      idempotencyKey: body.idempotencyKey,
      createdAt: now,
      deliveryMinutes,
      deliverBy: deliveryMinutes === null ? null : deliverByFrom(now, deliveryMinutes),
      warrantyDays: offer.warrantyDays,
    });
    await ledger.post(tx, {
      kind: 'order_payment',
      reference: `order:${order.id}:payment`,
      actorUserId: buyerId,
      orderId: order.id,
      legs: ledger.transfer(wallet, await ledger.platformAccountId(tx, 'escrow'), amounts.totalKopecks),
    });
    if (autoDelivery) {
      const taken = await keys.takeKeys(tx, offer.id, order.id, body.quantity);
      if (taken !== body.quantity) throw conflict('orderOfferUnavailable');
      await repo.updateOrder(tx, order.id, { state: 'delivered', deliveredAt: now });
    }
    await emit(tx, 'order.created', {
      ...parties(order),
      offerName: order.offerName,
      quantity: order.quantity,
      totalKopecks: order.totalKopecks,
      autoDelivery,
    });
    return { order, created: true as const };
  });

  const o = result.order;
  const principal: Principal = {
    kind: 'user',
    id: buyerId,
    roles: [],
    suspended: false,
    emailVerified: true,
    // Built for the view only: no session acts with it.
    sessionId: '',
  };
  return { order: await view(deps, o.id, principal), created: result.created };
}

/** The terms the buyer confirmed in Buy Now, as the request carries them. */
function sentTerms(body: CreateBody): OrderTerms {
  const { pricingType, unitPrice, minQuantity, quantity, total, warrantyDays } = body;
  return { pricingType, unitPrice, minQuantity, quantity, total, warrantyDays };
}

/** Locks the order and checks the caller may take `action` on it now. */
export async function lockFor(tx: Db, id: number, principal: Principal | null, action: OrderAction) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound('orderNotFound');
  const role = roleOf(order, principal);
  if (!role || role !== ORDER_TRANSITIONS[action].by) throw forbidden();
  if (!canTransition(action, order.state, role)) throw conflict('orderWrongState', { state: order.state });
  return order;
}

/** The seller marks a paid order delivered, with a message the buyer reads in the order and its chat. */
export async function deliver(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  message: string,
  now: Date = new Date(),
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const o = await lockFor(tx, id, principal, 'deliver');
    await repo.updateOrder(tx, o.id, {
      state: 'delivered',
      deliveredAt: now,
      deliveryMessage: message || null,
    });
    await emit(tx, 'order.delivered', { ...parties(o), message });
  });
  return view(deps, id, principal);
}

/** Escrow → buyer's wallet: the whole total, or the buyer's part of a split. */
export async function refundToBuyer(
  tx: Db,
  o: repo.OrderRow,
  actorUserId: number | null,
  amountKopecks: number = o.totalKopecks,
): Promise<void> {
  await ledger.post(tx, {
    kind: 'order_refund',
    reference: `order:${o.id}:refund`,
    actorUserId,
    orderId: o.id,
    legs: ledger.transfer(
      await ledger.platformAccountId(tx, 'escrow'),
      await ledger.walletAccountId(tx, o.buyerId),
      amountKopecks,
    ),
  });
}

/**
 * A cancelled sale, inside the caller's transaction with the order locked: the order cancelled, the
 * whole total back to the buyer, and the stock (or a key order's unrevealed keys) back to the offer.
 */
export async function undoSale(
  tx: Db,
  o: repo.OrderRow,
  actorUserId: number | null,
  now: Date,
): Promise<void> {
  await repo.updateOrder(tx, o.id, { state: 'cancelled', cancelledAt: now });
  await refundToBuyer(tx, o, actorUserId);
  if (o.autoDelivery) {
    await keys.returnKeys(tx, o.id);
    await keys.syncAvailability(tx, o.offerId);
  } else await repo.returnStock(tx, o.offerId, o.quantity);
}

/**
 * Cancels with a full refund, in one transaction: the seller before delivery, or the buyer while
 * the seller may no longer sell (policy/orders.ts). The stock returns (a held offer stays off the
 * market, ADR 0032) and so do a key order's unrevealed keys. The buyer asking again gets the
 * cancelled order back; the ledger reference refunds once whatever happens.
 */
export async function cancel(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  now: Date = new Date(),
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const o = await repo.lockOrder(tx, id);
    if (!o) throw notFound('orderNotFound');
    const standing = await repo.sellerStanding(tx, o.sellerId);
    if (o.state === 'cancelled' && principal?.kind === 'user' && principal.id === o.buyerId)
      return { o, by: null };
    const by = cancellingSide(principal, o, standing);
    await undoSale(tx, o, by === 'seller' ? o.sellerId : o.buyerId, now);
    await emit(tx, 'order.cancelled', { ...parties(o), totalKopecks: o.totalKopecks, by });
    return { o, by };
  });
  return view(deps, id, principal);
}

/**
 * Escrow → seller's wallet and the platform's commission account: total − commission and the
 * commission, or the seller's part of a split and the commission on it. With `heldUntil` (an order
 * completing with a warranty, ADR 0060) the seller's part goes to their warranty account instead,
 * for `releaseWarranties` to pay out when the warranty ends. An order completed once before (its
 * warranty disputed, the money back in escrow) is released under a reference of its own.
 */
export async function release(
  tx: Db,
  o: repo.OrderRow,
  actorUserId: number | null,
  part: { sellerKopecks: number; commissionKopecks: number } = {
    sellerKopecks: o.totalKopecks - o.commissionKopecks,
    commissionKopecks: o.commissionKopecks,
  },
  heldUntil: Date | null = null,
): Promise<boolean> {
  const escrow = await ledger.platformAccountId(tx, 'escrow');
  const seller = heldUntil
    ? await ledger.warrantyAccountId(tx, o.sellerId)
    : await ledger.walletAccountId(tx, o.sellerId);
  return ledger.post(tx, {
    kind: 'order_release',
    reference: o.completedAt === null ? `order:${o.id}:release` : `order:${o.id}:release-after-dispute`,
    actorUserId,
    orderId: o.id,
    legs: [
      { accountId: escrow, amountKopecks: -(part.sellerKopecks + part.commissionKopecks) },
      { accountId: seller, amountKopecks: part.sellerKopecks },
      {
        accountId: await ledger.platformAccountId(tx, 'platform_commission'),
        amountKopecks: part.commissionKopecks,
      },
    ],
  });
}

/**
 * Completes an order (the buyer's confirmation or the 72 h rule) and releases its money: to the
 * seller at once, or held until its warranty ends (ADR 0060).
 */
async function complete(tx: Db, o: repo.OrderRow, actorUserId: number | null, now: Date): Promise<void> {
  const heldUntil = o.warrantyDays > 0 ? warrantyEndsAt(now, o.warrantyDays) : null;
  await repo.updateOrder(tx, o.id, { state: 'completed', completedAt: now, warrantyEndsAt: heldUntil });
  await release(tx, o, actorUserId, undefined, heldUntil);
}

/** The buyer confirms receipt: the seller is paid the price minus the commission. */
export async function confirm(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  now: Date = new Date(),
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const o = await lockFor(tx, id, principal, 'confirm');
    await complete(tx, o, o.buyerId, now);
    await emit(tx, 'order.confirmed', { ...parties(o), sellerKopecks: o.totalKopecks - o.commissionKopecks });
  });
  return view(deps, id, principal);
}

/**
 * Completes delivered orders 72 hours after delivery (the job in server/src/jobs/, and tests with
 * their own `now`). Safe with any number of processes: each batch locks its orders with SKIP
 * LOCKED, and the state is checked under the lock. Returns the ids it completed.
 */
export async function autoComplete(
  deps: Pick<OrderDeps, 'db'>,
  now: Date = new Date(),
  batch = 100,
): Promise<number[]> {
  const due = await deps.db.transaction(async (tx) => {
    const rows = await repo.lockDueForCompletion(tx, new Date(now.getTime() - ORDER_AUTO_COMPLETE_MS), batch);
    for (const o of rows) {
      await complete(tx, o, null, now);
      await emit(tx, 'order.autoCompleted', {
        ...parties(o),
        sellerKopecks: o.totalKopecks - o.commissionKopecks,
      });
    }
    return rows;
  });
  return due.map((o) => o.id);
}

export const countCompleted = repo.countCompleted;
