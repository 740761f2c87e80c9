import { REALTIME_HEARTBEAT_MS } from './rules.ts';
import type {
  AllReads,
  ChatListItem,
  ChatMessage,
  MessageRead,
  MessageReadEvent,
  SendMessage,
} from './schemas/chats.ts';
import type { NotificationItem } from './schemas/notifications.ts';

/**
 * The real-time contract (docs/product.md#api "Real-time", docs/ARCHITECTURE.md#real-time): STOMP 1.2 over
 * SockJS. Every MESSAGE body is JSON with `content-type: application/json`.
 *
 * Connecting: CONNECT (or STOMP) with `Authorization: Bearer <jwt>` (`authorization` and `token`
 * are accepted too, with or without "Bearer "), `accept-version` including 1.2, and
 * `heart-beat: 10000,10000`. A `userId` header is allowed only if it equals the token's user.
 * No or a bad token: ERROR and close. A guest token connects but can neither send nor subscribe.
 *
 * Errors: any refused frame (forbidden SUBSCRIBE, invalid SEND, flooding, malformed or oversized
 * frame) gets an ERROR frame (a short `message` header without colons or EOLs, the full text as
 * the body, `receipt-id` when the frame asked for a receipt) and the server closes the
 * connection, as STOMP prescribes. Validation texts are MESSAGES' (e.g. messageTooLong). Reconnect after
 * CHAT_RECONNECT_DELAY_MS. A frame with a `receipt` header gets a RECEIPT once it took effect
 * (for chat.send: stored and published).
 */

/** SockJS endpoints on the API host. */
export const REALTIME_ENDPOINT = '/ws';
export const REALTIME_ENDPOINT_ALIAS = '/chat-ws';

export const REALTIME_HEARTBEAT = `${REALTIME_HEARTBEAT_MS},${REALTIME_HEARTBEAT_MS}`;

/** What the server accepts; the client should stay well inside. */
export const REALTIME_LIMITS = {
  /** One STOMP frame, headers and body, in bytes (UTF-8). */
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxHeaderLineBytes: 8 * 1024,
  /** Subscriptions one connection may hold at once. */
  maxSubscriptions: 50,
  /** SEND frames: a bucket of `sendBurst` refilled at `sendPerSecond`. */
  sendBurst: 30,
  sendPerSecond: 10,
  /** Any frame (SUBSCRIBE, UNSUBSCRIBE, SEND…): bucket size and refill per second. */
  frameBurst: 100,
  framePerSecond: 50,
  /** CONNECT must arrive this soon after the SockJS session opens. */
  connectTimeoutMs: 10_000,
} as const;

/** SEND destinations (client → server). Bodies: see the schemas in schemas/chats.ts. */
export const SEND_DESTINATIONS = {
  chatSend: '/app/chat.send',
  messageRead: '/app/message.read',
  allReads: '/app/message.allReads',
} as const;

export type SendBodies = {
  '/app/chat.send': SendMessage;
  '/app/message.read': MessageRead;
  '/app/message.allReads': AllReads;
};

/** SUBSCRIBE destinations (server → client) and who may subscribe. */
export const SUBSCRIBE_DESTINATIONS = {
  /** The chat's messages as stored, in stored order. Its two participants only. */
  chat: (chatId: number) => `/topic/chat/${chatId}`,
  /** The subscriber's chat list row, whenever a chat of theirs changes. That user only. */
  chatUpdates: (userId: number) => `/queue/chat-updates/${userId}`,
  /** Read receipts for the subscribing user's own messages (per connection user). */
  messageRead: '/queue/message-read',
  /** That user's notifications and unread count. That user only. */
  notifications: (userId: number) => `/queue/notifications/user/${userId}`,
} as const;

/**
 * The notifications queue carries two kinds of MESSAGE, told apart by the `kind` header or by
 * the body's JSON type: a NotificationItem object (new, or refreshed: same id → replace it in
 * the list and move it to the front) and the unread count as a bare JSON number for the badge.
 */
export const NOTIFICATION_KIND_HEADER = 'kind';
export type NotificationPush =
  { kind: 'notification'; body: NotificationItem } | { kind: 'unreadCount'; body: number };

/** MESSAGE bodies per destination pattern. */
export type RealtimePayloads = {
  '/topic/chat/{chatId}': ChatMessage;
  '/queue/chat-updates/{userId}': ChatListItem;
  '/queue/message-read': MessageReadEvent;
  '/queue/notifications/user/{userId}': NotificationItem | number;
};
