import { renderNotification } from '@gamelot/contract/notices';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { NOTIFICATION_KIND_HEADER, SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_STATUS,
  type NotificationItem,
  type NotifyInput,
  type sendEventBodySchema,
} from '@gamelot/contract/schemas/notifications';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Broker } from '../../realtime/broker.ts';
import { findChat, hasUnreadFrom } from '../chats/index.ts';
import * as repo from './repository.ts';
import { mailNotification, type NoticeMail, type NotificationMailDeps } from './email.ts';

/**
 * Notifications: stored per user, pushed live on /queue/notifications/user/{userId}. Every entry
 * point takes the caller's id from the token; a userId in the request must be that id.
 */

/** `mail`: where notification mail goes (ADR 0056); without it nothing is mailed. */
export type NotificationDeps = { db: Db; realtime: Broker; mail?: NotificationMailDeps };

/**
 * A stored row as the reader sees it: a notice written in `lng` (ADR 0065); a row stored before
 * notices were codes, or of a kind this server no longer knows, keeps its stored text.
 */
export function toNotificationItem(row: repo.NotificationRow, lng: Language): NotificationItem {
  const at = row.createdAt.toISOString();
  const params = row.params ?? {};
  const texts = row.kind ? renderNotification({ kind: row.kind, params }, lng) : null;
  return {
    id: row.id,
    status: row.status === NOTIFICATION_STATUS.read ? NOTIFICATION_STATUS.read : NOTIFICATION_STATUS.unread,
    notification: {
      id: row.id,
      title: texts?.title ?? row.title,
      content: texts?.content ?? row.content,
      kind: row.kind,
      params: row.kind ? params : null,
      eventType: row.eventType,
      url: row.url,
      timestamp: at,
      createdAt: at,
    },
  };
}

/** What to push once the transaction that stored a notification has committed. */
export type Push = () => Promise<void>;

/**
 * Stores a notification for `userId` in `db` (the caller's transaction) unless the user muted this
 * event type (user_profiles.muted_events). With `mail`, the mail it owes the user who takes this
 * type by e-mail is requested in the same transaction (ADR 0056). Returns the item and the push of
 * it with the new unread count to run after commit, or null when muted. Event processors
 * (events.ts) call it.
 */
export async function storeNotification(
  deps: NotificationDeps,
  tx: Db,
  userId: number,
  input: NotifyInput,
  mail?: NoticeMail,
): Promise<{ item: NotificationItem; push: Push } | null> {
  if ((await repo.mutedEvents(tx, userId)).includes(input.eventType)) return null;
  const row = await repo.insertNotification(tx, userId, input);
  const item = toNotificationItem(row, await repo.userLanguage(tx, userId));
  const mailed = deps.mail && mail ? await mailNotification(deps.mail, tx, userId, row, mail) : false;
  return {
    item,
    push: async () => {
      if (mailed) deps.mail?.mailer.kick();
      await pushItem(deps, userId, item);
      await pushUnreadCount(deps, userId);
    },
  };
}

/** Stores and pushes a notification at once; null when muted. The item reads in the user's language. */
export async function notify(
  deps: NotificationDeps,
  userId: number,
  input: NotifyInput,
): Promise<NotificationItem | null> {
  const stored = await storeNotification(deps, deps.db, userId, input);
  await stored?.push();
  return stored?.item ?? null;
}

/**
 * `storeNotification`, unless the user still has the same news unread (same kind, same url):
 * following, unfollowing and following again tells them once.
 */
export async function storeNotificationOnce(
  deps: NotificationDeps,
  tx: Db,
  userId: number,
  input: NotifyInput,
  mail?: NoticeMail,
): Promise<{ item: NotificationItem; push: Push } | null> {
  if (await repo.hasUnread(tx, userId, input.eventType, input.url)) return null;
  return storeNotification(deps, tx, userId, input, mail);
}

const chatUrl = (chatId: number) => `/chat/${chatId}`;

/**
 * A chat message for `recipientId`: nothing while they have the chat open on any process;
 * otherwise one unread notification per chat, refreshed by each new message rather than
 * repeated. With onlyIfMissing (the original client's sendEvent call), an existing one is left alone.
 * Stored in `deps.db`; returns the push to run after commit.
 */
export async function storeChatNotification(
  deps: NotificationDeps,
  tx: Db,
  m: { chatId: number; senderId: number; recipientId: number; preview: string },
  opts: { onlyIfMissing?: boolean } = {},
): Promise<Push | null> {
  if (await deps.realtime.isSubscribed(SUBSCRIBE_DESTINATIONS.chat(m.chatId), m.recipientId)) return null;
  if ((await repo.mutedEvents(tx, m.recipientId)).includes(NOTIFICATION_EVENT_TYPES.chatMessage)) return null;
  const senderName = (await repo.userName(tx, m.senderId)) ?? '';
  const result = await repo.upsertChatNotification(
    tx,
    m.recipientId,
    {
      url: chatUrl(m.chatId),
      notice: { kind: 'chatMessage', params: { name: senderName, preview: m.preview } },
    },
    { onlyIfMissing: opts.onlyIfMissing ?? false },
  );
  if (!result) return null;
  const item = toNotificationItem(result.row, await repo.userLanguage(tx, m.recipientId));
  return async () => {
    await pushItem(deps, m.recipientId, item);
    if (result.inserted) await pushUnreadCount(deps, m.recipientId);
  };
}

/** The reader caught up with a chat: its notification is read too. Returns the push after commit. */
export async function markChatNotificationRead(
  deps: NotificationDeps,
  tx: Db,
  userId: number,
  chatId: number,
): Promise<Push | null> {
  const changed = await repo.markReadByUrl(tx, userId, NOTIFICATION_EVENT_TYPES.chatMessage, chatUrl(chatId));
  return changed > 0 ? () => pushUnreadCount(deps, userId) : null;
}

export async function listNotifications(
  deps: NotificationDeps,
  callerId: number,
  q: { userId: number; page: number; size: number; sort: 'asc' | 'desc' },
  lng: Language,
): Promise<Paged<NotificationItem>> {
  assertSelf(callerId, q.userId);
  const { rows, total } = await repo.pageForUser(deps.db, callerId, {
    page: q.page,
    size: q.size,
    newestFirst: q.sort === 'desc',
  });
  return toPaged(
    rows.map((row) => toNotificationItem(row, lng)),
    total,
    q.page,
    q.size,
  );
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
  if (owners.length !== ids.length) throw notFound('notificationNotFound');
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
  if (metadata?.chatId !== undefined && metadata.chatId !== payload.chatId) throw badRequest('invalidInput');
  const chat = await findChat(deps.db, payload.chatId);
  if (!chat) throw notFound('chatNotFound');
  if (chat.user1Id !== callerId && chat.user2Id !== callerId) throw forbidden();
  const recipientId = chat.user1Id === callerId ? chat.user2Id : chat.user1Id;
  if (payload.userId !== recipientId) throw badRequest('invalidInput', { 'payload.userId': 'invalidInput' });
  if (!(await hasUnreadFrom(deps.db, chat.id, callerId))) return;
  const preview =
    payload.messageContent.length > 140 ? `${payload.messageContent.slice(0, 139)}…` : payload.messageContent;
  const push = await storeChatNotification(
    deps,
    deps.db,
    { chatId: chat.id, senderId: callerId, recipientId, preview },
    { onlyIfMissing: true },
  );
  await push?.();
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
