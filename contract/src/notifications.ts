/** Notification event types and states (zod-free: server and web import the values). */

/** Event types the server sends; the web shows a default icon for any other (docs/product.md#entities). */
export const NOTIFICATION_EVENT_TYPES = {
  chatMessage: 'chat_message',
  orderCreated: 'order_created',
  paymentSuccess: 'payment_success',
  newFollower: 'new_follower',
  newReview: 'new_review',
  orderDelivered: 'order_delivered',
  orderCompleted: 'order_completed',
  orderCancelled: 'order_cancelled',
  orderRefunded: 'order_refunded',
  walletTopUp: 'wallet_top_up',
  orderDisputed: 'order_disputed',
  disputeMessage: 'dispute_message',
  disputeResolved: 'dispute_resolved',
  withdrawalDecided: 'withdrawal_decided',
  moderation: 'moderation',
} as const;

export const NOTIFICATION_STATUS = { read: 'READ', unread: 'UNREAD' } as const;

/** The notification types a user can mute, in the order the settings page lists them. */
export const MUTABLE_NOTIFICATION_TYPES = [
  NOTIFICATION_EVENT_TYPES.chatMessage,
  NOTIFICATION_EVENT_TYPES.newFollower,
  NOTIFICATION_EVENT_TYPES.newReview,
  NOTIFICATION_EVENT_TYPES.orderCreated,
  NOTIFICATION_EVENT_TYPES.paymentSuccess,
] as const;
export type MutableNotificationType = (typeof MUTABLE_NOTIFICATION_TYPES)[number];
