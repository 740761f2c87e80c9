import { z } from 'zod';
import { pagedSchema } from './paging.ts';
import { MESSAGE_MAX_LENGTH, NOTIFICATIONS_PAGE_SIZE } from '../rules.ts';
import { idSchema } from './chats.ts';
import { line, text } from './text.ts';
import { noticeSchema } from './notice.ts';
import type { NotificationNotice } from '../notices.ts';

/** Notifications (docs/product.md#screens "Notifications panel", #entities "Notification item", #api "Notifications"). */

export { NOTIFICATION_EVENT_TYPES, NOTIFICATION_STATUS } from '../notifications.ts';
import { NOTIFICATION_STATUS } from '../notifications.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  /**
   * Written in the request's language (the recipient's for a push) from kind and params; rows
   * stored before notices were codes carry their stored text and a null kind (ADR 0065).
   */
  title: z.string(),
  content: z.string(),
  kind: noticeSchema.shape.kind.nullable().optional(),
  params: noticeSchema.shape.params.nullable().optional(),
  eventType: z.string(),
  /** Where a click leads, by full page load (docs/product.md#screens); null when nowhere. */
  url: z.string().nullable(),
  /**
   * When the event happened (equal to createdAt). A chat's unread notification is refreshed by
   * each new message of that chat rather than repeated, and then both move to that message.
   */
  timestamp: z.string(),
  createdAt: z.string(),
});

/** One item of the panel: GET getUserNotifications content and the pushes on the user's queue. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  status: z.enum([NOTIFICATION_STATUS.read, NOTIFICATION_STATUS.unread]),
  notification: notificationSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationPageSchema = pagedSchema(notificationItemSchema);

export const userNotificationsQuerySchema = z.object({
  userId: idSchema,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  /** Spring-style `createdAt,desc` (the default) or `createdAt,asc`; the direction is case-blind. */
  sort: line()
    .regex(/^createdAt(,(asc|desc))?$/i)
    .default('createdAt,desc')
    .transform((s): 'asc' | 'desc' => (s.toLowerCase().endsWith(',asc') ? 'asc' : 'desc')),
});

export const markAsReadQuerySchema = z.object({ notificationId: idSchema, userId: idSchema });

export const marksAsReadBodySchema = z.object({
  notificationIds: z.array(idSchema).min(1).max(500),
  userId: idSchema,
});
export type MarksAsReadBody = z.input<typeof marksAsReadBodySchema>;

export const unreadCountQuerySchema = z.object({ userId: idSchema });

/**
 * POST /api/notifications/sendEvent, as the original client sends it after a chat message: payload
 * userId is the recipient, senderId the caller. The server already notifies on every stored
 * message, so this call never makes a second notification for the same chat (see the service).
 */
export const sendEventBodySchema = z.object({
  eventType: z.literal('chat_message_send'),
  payload: z.object({
    userId: idSchema,
    messageContent: text().max(MESSAGE_MAX_LENGTH).default(''),
    chatId: idSchema,
    senderId: idSchema,
  }),
  metadata: z.object({ chatId: idSchema.optional() }).passthrough().optional(),
});
export type SendEventBody = z.input<typeof sendEventBodySchema>;

/** What other modules hand to notify(userId, …): a notice, never its words (ADR 0065). */
export type NotifyInput = { eventType: string; notice: NotificationNotice; url: string | null };
