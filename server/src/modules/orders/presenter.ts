import {
  KEY_REFUND_WINDOW_MS,
  OPEN_ORDER_STATES,
  ORDER_AUTO_COMPLETE_MS,
  allowedActions,
  type OrderActor,
} from '@gamelot/contract/orders';
import { ROLE_ADMIN, kopecksToRoubles } from '@gamelot/contract/rules';
import type { Order } from '@gamelot/contract/schemas/orders';
import type { Principal } from '../../plugins/auth.ts';
import { offeredActions, underWarranty, waitLongerRefusal } from '../../policy/orders.ts';
import type * as repo from './repository.ts';

/** An order as its reader sees it: their role in it and the actions that role may take now. */

/** Who the caller is to this order; null when nobody (then they may not even read it). */
export function roleOf(
  order: { buyerId: number; sellerId: number },
  principal: Principal | null,
): OrderActor | null {
  if (principal?.kind !== 'user') return null;
  if (order.buyerId === principal.id) return 'buyer';
  if (order.sellerId === principal.id) return 'seller';
  if (principal.roles.includes(ROLE_ADMIN)) return 'admin';
  return null;
}

export function refundableKey(o: repo.OrderView | repo.OrderRow, keysRevealed: boolean, now: Date): boolean {
  return (
    o.autoDelivery &&
    o.state === 'delivered' &&
    !keysRevealed &&
    now.getTime() - o.createdAt.getTime() <= KEY_REFUND_WINDOW_MS
  );
}

/**
 * An order's money as it moved (ADR 0031): while open, what completion will move (the seller gets
 * total − commission); once settled, what the ledger moved for it, so a split, a cancellation or a
 * refund reads as it happened, never as the price it started from.
 */
function moneyOf(v: repo.OrderView): Pick<Order, 'total' | 'commission' | 'sellerAmount' | 'refunded'> {
  const open = OPEN_ORDER_STATES.includes(v.state);
  return {
    total: kopecksToRoubles(v.totalKopecks),
    commission: kopecksToRoubles(open ? v.commissionKopecks : v.moved.commissionKopecks),
    sellerAmount: kopecksToRoubles(open ? v.totalKopecks - v.commissionKopecks : v.moved.sellerKopecks),
    refunded: kopecksToRoubles(open ? 0 : v.moved.refundedKopecks),
  };
}

/** The order as `viewer` (in `role`) sees it, offered the actions the policy lets them take now. */
export function toOrder(
  v: repo.OrderView,
  role: OrderActor | null,
  viewer: Principal | null,
  now: Date = new Date(),
): Order {
  let actions: Order['actions'] = [];
  if (role) {
    for (const a of allowedActions(v.state, role)) {
      if (a === 'autoComplete') continue;
      if (a === 'refundKey' && !refundableKey(v, v.keysRevealed, now)) continue;
      if (a === 'deliver' && v.autoDelivery) continue;
      actions.push(a);
    }
    if (role === 'buyer' && v.autoDelivery && (v.state === 'delivered' || v.state === 'completed'))
      actions.push('revealKeys');
    if (role === 'buyer' && underWarranty(v, now)) actions.push('dispute');
    if (role === 'buyer' && v.state === 'completed' && v.reviewId === null) actions.push('review');
    if (role === 'seller' && v.reviewId !== null && !v.reviewReplied) actions.push('replyReview');
    if (role === 'buyer' && v.state === 'paid' && waitLongerRefusal(viewer, v) === null)
      actions.push('waitLonger');
    actions = offeredActions(viewer, role, v, actions);
  }
  return {
    id: v.id,
    state: v.state,
    offer: { id: v.offerId, name: v.offerName, pictureUrl: v.pictureUrl },
    buyer: { id: v.buyerId, name: v.buyerName, imageUrl: v.buyerImage },
    seller: { id: v.sellerId, name: v.sellerName, imageUrl: v.sellerImage },
    quantity: v.quantity,
    ...moneyOf(v),
    autoDelivery: v.autoDelivery,
    keysRevealed: v.keysRevealed,
    deliveryMessage: v.deliveryMessage,
    chatId: v.chatId,
    actions,
    reviewId: v.reviewId === null ? null : Number(v.reviewId),
    createdAt: v.createdAt.toISOString(),
    deliveredAt: v.deliveredAt?.toISOString() ?? null,
    autoCompleteAt:
      v.state === 'delivered' && v.deliveredAt
        ? new Date(v.deliveredAt.getTime() + ORDER_AUTO_COMPLETE_MS).toISOString()
        : null,
    completedAt: v.completedAt?.toISOString() ?? null,
    cancelledAt: v.cancelledAt?.toISOString() ?? null,
    deliveryMinutes: v.deliveryMinutes,
    deliverBy: v.deliverBy?.toISOString() ?? null,
    deadlineExtendedAt: v.deadlineExtendedAt?.toISOString() ?? null,
    warrantyDays: v.warrantyDays,
    warrantyEndsAt: v.warrantyEndsAt?.toISOString() ?? null,
    warrantyReleasedAt: v.warrantyReleasedAt?.toISOString() ?? null,
  };
}
