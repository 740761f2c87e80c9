import { MESSAGES } from '@gamelot/contract/messages';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { NOTIFICATION_KIND_HEADER, SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_STATUS,
  type NotificationItem,
  type NotifyInput,
  type sendEventBodySchema,
} from '@gamelot/contract/schemas/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Broker } from '../../realtime/broker.ts';
import { findChat, hasUnreadFrom, userName } from '../chats/repository.ts';
import * as repo from './repository.ts';

/**
 * Notifications: stored per user, pushed live on /queue/notifications/user/{userId}. Every entry
 * point takes the caller's id from the token; a userId in the request must be that id.
 */

export type NotificationDeps = { db: Db; realtime: Broker };

export function toNotificationItem(row: repo.NotificationRow): NotificationItem {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    status: row.status === NOTIFICATION_STATUS.read ? NOTIFICATION_STATUS.read : NOTIFICATION_STATUS.unread,
    notification: {
      id: row.id,
      title: row.title,
      content: row.content,
      eventType: row.eventType,
      url: row.url,
      timestamp: at,
      createdAt: at,
    },
  };
}

/**
 * Stores a notification for `userId` and pushes it with the new unread count — unless the user
 * muted this event type (user_profiles.muted_events). Other modules call this (new follower,
 * new review, orders). Returns the item, or null when muted.
 */
export async function notify(
  deps: NotificationDeps,
  userId: number,
  input: NotifyInput,
): Promise<NotificationItem | null> {
  if ((await repo.mutedEvents(deps.db, userId)).includes(input.eventType)) return null;
  const item = toNotificationItem(await repo.insertNotification(deps.db, userId, input));
  await pushItem(deps, userId, item);
  await pushUnreadCount(deps, userId);
  return item;
}

/**
 * `notify`, unless the user still has the same news unread (same kind, same url): following,
 * unfollowing and following again tells them once.
 */
export async function notifyOnce(
  deps: NotificationDeps,
  userId: number,
  input: NotifyInput,
): Promise<NotificationItem | null> {
  if (await repo.hasUnread(deps.db, userId, input.eventType, input.url)) return null;
  return notify(deps, userId, input);
}

const chatUrl = (chatId: number) => `/chat/${chatId}`;

/**
 * A chat message for `recipientId`: nothing while they have the chat open on any process;
 * otherwise one unread notification per chat, refreshed by each new message rather than
 * repeated. With onlyIfMissing (the original client's sendEvent call), an existing one is left alone.
 */
export async function notifyChatMessage(
  deps: NotificationDeps,
  m: { chatId: number; senderId: number; recipientId: number; preview: string },
  opts: { onlyIfMissing?: boolean } = {},
): Promise<void> {
  if (await deps.realtime.isSubscribed(SUBSCRIBE_DESTINATIONS.chat(m.chatId), m.recipientId)) return;
  if ((await repo.mutedEvents(deps.db, m.recipientId)).includes(NOTIFICATION_EVENT_TYPES.chatMessage)) return;
  const senderName = (await userName(deps.db, m.senderId)) ?? '';
  const result = await repo.upsertChatNotification(
    deps.db,
    m.recipientId,
    {
      url: chatUrl(m.chatId),
      title: MESSAGES.notificationChatTitle,
      content: senderName ? `${senderName}: ${m.preview}` : m.preview,
    },
    { onlyIfMissing: opts.onlyIfMissing ?? false },
  );
  if (!result) return;
  await pushItem(deps, m.recipientId, toNotificationItem(result.row));
  if (result.inserted) await pushUnreadCount(deps, m.recipientId);
}

/** The reader caught up with a chat: its notification is read too. */
export async function markChatNotificationRead(
  deps: NotificationDeps,
  userId: number,
  chatId: number,
): Promise<void> {
  const changed = await repo.markReadByUrl(
    deps.db,
    userId,
    NOTIFICATION_EVENT_TYPES.chatMessage,
    chatUrl(chatId),
  );
  if (changed > 0) await pushUnreadCount(deps, userId);
}

export async function listNotifications(
  deps: NotificationDeps,
  callerId: number,
  q: { userId: number; page: number; size: number; sort: 'asc' | 'desc' },
): Promise<Paged<NotificationItem>> {
  assertSelf(callerId, q.userId);
  const { rows, total } = await repo.pageForUser(deps.db, callerId, {
    page: q.page,
    size: q.size,
    newestFirst: q.sort === 'desc',
  });
  return toPaged(rows.map(toNotificationItem), total, q.page, q.size);
}

export async function unreadCount(deps: NotificationDeps, callerId: number, userId: number): Promise<number> {
  assertSelf(callerId, userId);
  return repo.countUnread(deps.db, callerId);
}

/**
 * Marks the caller's notifications read. Someone else's id refuses the whole request (403) and
 * an unknown one too (404), so nothing changes on bad input.
 */
export async function markAsRead(
  deps: NotificationDeps,
  callerId: number,
  input: { userId: number; ids: number[] },
): Promise<void> {
  assertSelf(callerId, input.userId);
  const ids = [...new Set(input.ids)];
  const owners = await repo.ownersOf(deps.db, ids);
  if (owners.some((o) => o.userId !== callerId)) throw forbidden();
  if (owners.length !== ids.length) throw notFound(MESSAGES.notificationNotFound);
  if ((await repo.markRead(deps.db, callerId, ids)) > 0) await pushUnreadCount(deps, callerId);
}

/**
 * POST /api/notifications/sendEvent: the original client asks for the recipient to be told about
 * its message. The server already does that when it stores a message, so this only fills a gap
 * — unread messages from the caller, no notification yet, recipient not in the chat.
 */
export async function sendEvent(
  deps: NotificationDeps,
  callerId: number,
  body: SendEventBodyParsed,
): Promise<void> {
  const { payload, metadata } = body;
  if (payload.senderId !== callerId) throw forbidden();
  if (metadata?.chatId !== undefined && metadata.chatId !== payload.chatId)
    throw badRequest(MESSAGES.invalidInput);
  const chat = await findChat(deps.db, payload.chatId);
  if (!chat) throw notFound(MESSAGES.chatNotFound);
  if (chat.user1Id !== callerId && chat.user2Id !== callerId) throw forbidden();
  const recipientId = chat.user1Id === callerId ? chat.user2Id : chat.user1Id;
  if (payload.userId !== recipientId)
    throw badRequest(MESSAGES.invalidInput, { 'payload.userId': MESSAGES.invalidInput });
  if (!(await hasUnreadFrom(deps.db, chat.id, callerId))) return;
  const preview =
    payload.messageContent.length > 140 ? `${payload.messageContent.slice(0, 139)}…` : payload.messageContent;
  await notifyChatMessage(
    deps,
    { chatId: chat.id, senderId: callerId, recipientId, preview },
    { onlyIfMissing: true },
  );
}

type SendEventBodyParsed = z.output<typeof sendEventBodySchema>;

function assertSelf(callerId: number, userId: number): void {
  if (callerId !== userId) throw forbidden();
}

function pushItem(deps: NotificationDeps, userId: number, item: NotificationItem): Promise<void> {
  return deps.realtime.publish(SUBSCRIBE_DESTINATIONS.notifications(userId), item, {
    userId,
    headers: { [NOTIFICATION_KIND_HEADER]: 'notification' },
  });
}

async function pushUnreadCount(deps: NotificationDeps, userId: number): Promise<void> {
  const count = await repo.countUnread(deps.db, userId);
  await deps.realtime.publish(SUBSCRIBE_DESTINATIONS.notifications(userId), count, {
    userId,
    headers: { [NOTIFICATION_KIND_HEADER]: 'unreadCount' },
  });
}
