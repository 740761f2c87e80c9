import { canTransition, type OrderActor, type OrderState } from '@gamelot/contract/orders';
import type { Order } from '@gamelot/contract/schemas/orders';
import { conflict, forbidden } from '../errors.ts';
import { refusal, type Action } from './actions.ts';
import type { Principal } from './principal.ts';

/**
 * The policy's rules that need the order itself (ADR 0032): who cancels, who may decide a
 * dispute, and which of an order's actions its reader is offered.
 */

/** Whether the order's seller may still sell: a suspended or deleted seller may not. */
export type SellerStanding = { sellerSuspended: boolean; sellerDeleted: boolean };

export const sellerMayNotSell = (s: SellerStanding) => s.sellerSuspended || s.sellerDeleted;

type Parties = { buyerId: number; sellerId: number; state: OrderState };

/**
 * Who is cancelling `order`: its seller, while it is paid (cancelling only gives the buyer their
 * money back, so a suspended seller may too), or its buyer, while it is paid or delivered and the
 * seller may no longer sell. Anyone else is refused; a move the state does not allow is a 409.
 */
export function cancellingSide(
  principal: Principal | null,
  order: Parties,
  standing: SellerStanding,
): 'seller' | 'buyer' {
  if (principal?.kind !== 'user') throw forbidden();
  if (principal.id === order.sellerId) {
    if (!canTransition('cancel', order.state, 'seller')) throw wrongState(order.state);
    return 'seller';
  }
  if (principal.id !== order.buyerId) throw forbidden();
  if (!sellerMayNotSell(standing)) throw forbidden('orderBuyerCancelSellerActive');
  if (!canTransition('buyerCancel', order.state, 'buyer')) throw wrongState(order.state);
  return 'buyer';
}

const wrongState = (state: OrderState) => conflict('orderWrongState', { state });

type Deadline = Parties & { deliverBy: Date | null; deadlineExtendedAt: Date | null };

/** Why `principal` may not wait longer for `order` (docs/product.md#delivery-time), or null when they may. */
export function waitLongerRefusal(principal: Principal | null, order: Deadline) {
  if (principal?.kind !== 'user') return forbidden();
  if (principal.id !== order.buyerId) return forbidden('orderWaitLongerBuyerOnly');
  if (order.state !== 'paid') return wrongState(order.state);
  if (!order.deliverBy) return conflict('orderWaitLongerNoDeadline');
  if (order.deadlineExtendedAt) return conflict('orderWaitLongerUsed');
  return null;
}

/**
 * The buyer of a paid order with a deadline may move it once, by its delivery time again; only they,
 * and only once. Anyone else is refused (403), as is a second time or another state (409).
 */
export function assertMayWaitLonger(principal: Principal | null, order: Deadline): void {
  const refused = waitLongerRefusal(principal, order);
  if (refused) throw refused;
}

/** An administrator decides disputes about other people's orders only. */
export function assertMayResolveDispute(adminId: number, order: { buyerId: number; sellerId: number }): void {
  if (adminId === order.buyerId || adminId === order.sellerId) throw forbidden('adminOwnDispute');
}

/** What decides whether a completed order is still under its warranty (ADR 0060). */
type WarrantyState = {
  state: OrderState;
  warrantyDays: number;
  warrantyEndsAt: Date | null;
  warrantyReleasedAt: Date | null;
};

/** A completed order whose seller's part is held and whose warranty has not ended by `now`. */
export function underWarranty(order: WarrantyState, now: Date): boolean {
  return (
    order.state === 'completed' &&
    order.warrantyEndsAt !== null &&
    order.warrantyReleasedAt === null &&
    now.getTime() < order.warrantyEndsAt.getTime()
  );
}

/**
 * Over which money the buyer of `order` may open a dispute now: its escrow, while it is paid or
 * delivered, or its held money, while it is completed and under warranty (ADR 0060). Otherwise a
 * 409: the warranty has ended, or the state allows no dispute.
 */
export function disputeOver(order: WarrantyState, now: Date): 'escrow' | 'warranty' {
  if (canTransition('dispute', order.state, 'buyer')) return 'escrow';
  if (underWarranty(order, now)) return 'warranty';
  if (order.state === 'completed' && order.warrantyDays > 0) throw conflict('disputeWarrantyOver');
  throw wrongState(order.state);
}

/** The policy action behind each action an order page offers. */
const ORDER_PAGE_ACTIONS: Record<Order['actions'][number], Action> = {
  deliver: 'order.deliver',
  cancel: 'order.cancel',
  buyerCancel: 'order.cancel',
  confirm: 'order.confirm',
  autoComplete: 'admin.decide',
  refundKey: 'order.refundKey',
  dispute: 'dispute.open',
  resolveRefund: 'admin.decide',
  resolveRelease: 'admin.decide',
  resolveSplit: 'admin.decide',
  revealKeys: 'order.revealKeys',
  review: 'order.review',
  replyReview: 'order.replyReview',
  waitLonger: 'order.waitLonger',
};

/** Of the moves the order's state allows `role`, those the policy lets `viewer` take now. */
export function offeredActions(
  viewer: Principal | null,
  role: OrderActor,
  order: Parties & SellerStanding,
  candidates: Order['actions'],
): Order['actions'] {
  return candidates.filter((a: Order['actions'][number]) => {
    if (a === 'buyerCancel' && (role !== 'buyer' || !sellerMayNotSell(order))) return false;
    return refusal(viewer, ORDER_PAGE_ACTIONS[a]) === null;
  });
}
