/** Notification event types and states (zod-free: server and web import the values). */

/** Event types the server sends; the web shows a default icon for any other (docs/product.md#entities). */
export const NOTIFICATION_EVENT_TYPES = {
  chatMessage: 'chat_message',
  orderCreated: 'order_created',
  paymentSuccess: 'payment_success',
  newFollower: 'new_follower',
  newReview: 'new_review',
  reviewReply: 'review_reply',
  orderDelivered: 'order_delivered',
  orderCompleted: 'order_completed',
  orderCancelled: 'order_cancelled',
  orderRefunded: 'order_refunded',
  orderDeadlineSoon: 'order_deadline_soon',
  walletTopUp: 'wallet_top_up',
  orderDisputed: 'order_disputed',
  disputeMessage: 'dispute_message',
  disputeResolved: 'dispute_resolved',
  withdrawalDecided: 'withdrawal_decided',
  /** To administrators: a withdrawal request waits for their decision (their mail: ADR 0056). */
  withdrawalRequested: 'withdrawal_requested',
  moderation: 'moderation',
  /** A reporter learns what became of their report (docs/product.md#reports-and-moderation). */
  reportOutcome: 'report_outcome',
  warrantyReleased: 'warranty_released',
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

export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[keyof typeof NOTIFICATION_EVENT_TYPES];

/**
 * Where a notification reaches its user (docs/decisions/0056-notification-mail.md): in the app
 * only, or in the app and by e-mail (chat messages: one digest mail for what stayed unread).
 */
export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Every notification type with the channel a user has until they choose, in the order the
 * settings page lists them: deals, money, disputes and moderation by e-mail; chat messages as a
 * digest; followers and reviews in the app only.
 */
export const NOTIFICATION_EMAIL_DEFAULTS = {
  [NOTIFICATION_EVENT_TYPES.orderCreated]: 'email',
  [NOTIFICATION_EVENT_TYPES.paymentSuccess]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderDelivered]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderCompleted]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderCancelled]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderRefunded]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderDeadlineSoon]: 'email',
  [NOTIFICATION_EVENT_TYPES.walletTopUp]: 'email',
  [NOTIFICATION_EVENT_TYPES.withdrawalDecided]: 'email',
  [NOTIFICATION_EVENT_TYPES.orderDisputed]: 'email',
  [NOTIFICATION_EVENT_TYPES.disputeMessage]: 'email',
  [NOTIFICATION_EVENT_TYPES.disputeResolved]: 'email',
  [NOTIFICATION_EVENT_TYPES.moderation]: 'email',
  [NOTIFICATION_EVENT_TYPES.reportOutcome]: 'inApp',
  [NOTIFICATION_EVENT_TYPES.warrantyReleased]: 'email',
  [NOTIFICATION_EVENT_TYPES.chatMessage]: 'email',
  [NOTIFICATION_EVENT_TYPES.newReview]: 'inApp',
  [NOTIFICATION_EVENT_TYPES.reviewReply]: 'inApp',
  [NOTIFICATION_EVENT_TYPES.newFollower]: 'inApp',
  // Administrators' mail about it is sent apart, to every administrator (ADR 0056).
  [NOTIFICATION_EVENT_TYPES.withdrawalRequested]: 'inApp',
} as const satisfies Record<NotificationEventType, NotificationChannel>;

/** The notification types, in the settings page's order. */
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_EMAIL_DEFAULTS) as NotificationEventType[];

/** Chat messages unread this long while their reader is away go out in one digest mail. */
export const CHAT_DIGEST_DELAY_MS = 15 * 60_000;
