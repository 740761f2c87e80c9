/**
 * Every domain event, its type and its payload: the facts an action records in its own transaction
 * (outbox.ts `emit`) for processors to react to after commit (docs/decisions/0042-domain-events-and-outbox.md).
 * Payloads are plain JSON: ids, amounts in kopecks and the parameters processors need to word a
 * notification or a chat line; never a sentence.
 */

import type { DisputeRule } from '@gamelot/contract/disputes';

type OrderParties = { orderId: number; buyerId: number; sellerId: number; chatId: number | null };

export type DomainEvents = {
  /** Buy Now committed: escrow paid; a key offer's keys handed over at once (`autoDelivery`). */
  'order.created': OrderParties & {
    offerName: string;
    quantity: number;
    totalKopecks: number;
    autoDelivery: boolean;
  };
  'order.delivered': OrderParties & { message: string };
  /** The buyer confirmed receipt; the seller was paid `sellerKopecks`. */
  'order.confirmed': OrderParties & { sellerKopecks: number };
  /** The 72 h rule completed a delivered order. */
  'order.autoCompleted': OrderParties & { sellerKopecks: number };
  /** An order's warranty ended: its held money went to the seller's wallet (ADR 0060). */
  'order.warrantyReleased': OrderParties & { sellerKopecks: number };
  'order.cancelled': OrderParties & { totalKopecks: number; by: 'buyer' | 'seller' };
  /** A key order refunded on the buyer's request. */
  'order.refunded': OrderParties & { totalKopecks: number };
  /** A paid order not delivered by its deadline was cancelled and refunded (jobs/order-deadlines.ts). */
  'order.expired': OrderParties & { totalKopecks: number };
  /** Little of the seller's time to deliver is left (jobs/order-deadlines.ts). */
  'order.deadlineSoon': OrderParties & { deliverBy: string };
  /** The buyer chose to wait longer: the deadline moved to `deliverBy`. */
  'order.deadlineExtended': OrderParties & { deliverBy: string };
  'payment.credited': { paymentId: string; userId: number; amountKopecks: number };
  'review.posted': { reviewId: number; orderId: number; buyerId: number; sellerId: number; rating: number };
  'review.replied': { reviewId: number; orderId: number; buyerId: number; sellerId: number };
  'follow.followed': { followerId: number; followedId: number; followerName: string };
  /** sellerAnswerBy: when the seller must answer (ISO); absent from events recorded before deadlines. */
  'dispute.opened': OrderParties & { reason: string; sellerAnswerBy?: string };
  'dispute.message': OrderParties & { authorId: number };
  'dispute.resolved': OrderParties & {
    outcome: 'refund' | 'release' | 'split';
    buyerKopecks: number;
    sellerKopecks: number;
    reason: string;
    /** The rule the decision names, and who decided: null for the system (absent before ADR 0061). */
    rule?: DisputeRule;
    decidedBy?: number | null;
  };
  'moderation.offerBlocked': {
    offerId: number;
    ownerId: number;
    offerName: string;
    blocked: boolean;
    reason: string;
  };
  'moderation.userSuspended': {
    userId: number;
    reason: string;
    /** The suspended seller's open sales: their buyers may now cancel. */
    openSales: { orderId: number; buyerId: number; totalKopecks: number }[];
  };
  'moderation.userReinstated': { userId: number; reason: string };
  /** A user reported an offer, a user or a message: administrators have until `dueAt`. */
  'moderation.reported': { reportId: number; reporterId: number; targetOwnerId: number; dueAt: string };
  /** An administrator decided a report: its reporter learns the outcome. */
  'moderation.reportDecided': {
    reportId: number;
    reporterId: number;
    outcome: 'actionTaken' | 'noViolation';
  };
  /** A user appealed a decision: another administrator than `decidedBy` must decide. */
  'moderation.appealed': { decisionId: number; userId: number; decidedBy: number | null };
  /** A second administrator decided an appeal (an overturn also lifts the restriction). */
  'moderation.appealDecided': {
    decisionId: number;
    userId: number;
    outcome: 'upheld' | 'overturned';
    reason: string;
  };
  'withdrawal.requested': { withdrawalId: number; userId: number; amountKopecks: number };
  'withdrawal.decided': {
    withdrawalId: number;
    userId: number;
    amountKopecks: number;
    decision: 'approved' | 'rejected';
    reason: string;
  };
  /** A participant's chat message (system messages are not events of their own). */
  'chat.messageSent': {
    chatId: number;
    messageId: number;
    senderId: number;
    recipientId: number;
    preview: string;
  };
  /** The reader caught up with everything in a chat. */
  'chat.read': { chatId: number; readerId: number };
};

export type EventType = keyof DomainEvents;

export const EVENT_TYPES = [
  'order.created',
  'order.delivered',
  'order.confirmed',
  'order.autoCompleted',
  'order.warrantyReleased',
  'order.cancelled',
  'order.refunded',
  'order.expired',
  'order.deadlineSoon',
  'order.deadlineExtended',
  'payment.credited',
  'review.posted',
  'review.replied',
  'follow.followed',
  'dispute.opened',
  'dispute.message',
  'dispute.resolved',
  'moderation.offerBlocked',
  'moderation.userSuspended',
  'moderation.userReinstated',
  'moderation.reported',
  'moderation.reportDecided',
  'moderation.appealed',
  'moderation.appealDecided',
  'withdrawal.requested',
  'withdrawal.decided',
  'chat.messageSent',
  'chat.read',
] as const satisfies readonly EventType[];

/** A stored event as processors receive it. */
export type DomainEvent<K extends EventType = EventType> = {
  [T in K]: { id: number; type: T; payload: DomainEvents[T]; createdAt: Date };
}[K];
