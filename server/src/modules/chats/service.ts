import { toPaged, type Paged } from '@gamelot/contract/paging';
import { SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import {
  allReadsSchema,
  messageReadSchema,
  sendMessageSchema,
  type Chat,
  type ChatDetails,
  type ChatListItem,
  type ChatMessage,
  type MessageReadEvent,
} from '@gamelot/contract/schemas/chats';
import type { SystemNotice } from '@gamelot/contract/notices';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { emit } from '../../events/outbox.ts';
import type { Broker } from '../../realtime/broker.ts';
import { assertChatReader, chatReader, type ChatReader } from '../../policy/chats.ts';
import type { Principal } from '../../policy/principal.ts';
import {
  asLanguage,
  messagePreview,
  toChat,
  toChatDetails,
  toChatListItem,
  toChatMessage,
} from './presenter.ts';
import * as repo from './repository.ts';
import { insertMessage } from './message-repository.ts';

/**
 * Chats between two users (docs/product.md#api "Chats", "Real-time"). A chat is writable by its
 * two participants alone, and readable by them and, for an order's chat under dispute, by the
 * administrators who arbitrate it (policy/chats.ts); every id in a request is checked against the
 * caller's token.
 */

export type ChatDeps = { db: Db; realtime: Broker };

/** The chat, if `userId` takes part in it: 404 when there is no such chat, 403 when not theirs. */
export async function participantChat(deps: ChatDeps, chatId: number, userId: number): Promise<repo.ChatRow> {
  const chat = await repo.findChat(deps.db, chatId);
  if (!chat) throw notFound('chatNotFound');
  if (chat.user1Id !== userId && chat.user2Id !== userId) throw forbidden();
  return chat;
}

export async function isParticipant(deps: ChatDeps, chatId: number, userId: number): Promise<boolean> {
  const chat = await repo.findChat(deps.db, chatId);
  return chat !== undefined && (chat.user1Id === userId || chat.user2Id === userId);
}

/**
 * How `principal` reads the chat (policy/chats.ts): a participant, or an administrator
 * arbitrating the dispute of an order talked about in it; 404 / 403 otherwise. The participant
 * is decided from the chat row alone, the dispute read only for anyone else.
 */
async function readerOf(deps: ChatDeps, chatId: number, principal: Principal | null): Promise<ChatReader> {
  const chat = await repo.findChat(deps.db, chatId);
  if (chat && chatReader(principal, { ...chat, disputed: false }) === 'participant') return 'participant';
  return assertChatReader(principal, chat && (await repo.findChatForReading(deps.db, chatId)));
}

/** Whether `principal` may subscribe to the chat's topic (the STOMP check of /topic/chat/{id}). */
export async function mayReadChat(deps: ChatDeps, chatId: number, principal: Principal): Promise<boolean> {
  try {
    await readerOf(deps, chatId, principal);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

function assertSelf(callerId: number, userId: number): void {
  if (callerId !== userId) throw forbidden();
}

export async function findOrCreate(
  deps: ChatDeps,
  callerId: number,
  body: { user1Id: number; user2Id: number; offerId?: number | null | undefined; chatType: string },
): Promise<Chat> {
  if (body.user1Id !== callerId && body.user2Id !== callerId) throw forbidden();
  if (body.user1Id === body.user2Id) throw badRequest('chatWithSelf');
  const partnerId = body.user1Id === callerId ? body.user2Id : body.user1Id;
  if (!(await repo.activeUserExists(deps.db, partnerId))) throw notFound('chatPartnerNotFound');
  const offerId = body.offerId ?? null;
  if (offerId !== null && !(await repo.offerExists(deps.db, offerId))) throw notFound('chatOfferNotFound');
  const chat = await repo.findOrCreateChat(deps.db, {
    userA: body.user1Id,
    userB: body.user2Id,
    offerId,
    chatType: body.chatType,
    callerId,
  });
  return toChat(chat);
}

export async function listChats(
  deps: ChatDeps,
  callerId: number,
  userId: number,
  lng: Language,
): Promise<ChatListItem[]> {
  assertSelf(callerId, userId);
  return (await repo.listChatRows(deps.db, callerId)).map((row) => toChatListItem(row, lng));
}

/**
 * GET /api/chats/getById: the caller's row of the chat; an arbitrating administrator reads it as
 * its first participant sees it, with nothing unread (they are no participant).
 */
export async function getChat(
  deps: ChatDeps,
  principal: Principal | null,
  callerId: number,
  q: { id: number; userId: number },
  lng: Language,
): Promise<ChatDetails> {
  assertSelf(callerId, q.userId);
  const reader = await readerOf(deps, q.id, principal);
  const [row] =
    reader === 'participant'
      ? await repo.listChatRows(deps.db, callerId, q.id)
      : [await repo.chatRowAsFirstParticipant(deps.db, q.id)];
  if (!row) throw notFound('chatNotFound');
  const details = toChatDetails(row, lng);
  return reader === 'participant' ? details : { ...details, unreadCount: 0 };
}

export async function getChatName(
  deps: ChatDeps,
  principal: Principal | null,
  callerId: number,
  q: { id: number; userId: number },
): Promise<string> {
  return (await getChat(deps, principal, callerId, q, 'ru')).chatName;
}

export async function renameChat(
  deps: ChatDeps,
  callerId: number,
  body: { chatId: number; userId: number; chatName: string },
): Promise<ChatListItem> {
  assertSelf(callerId, body.userId);
  await participantChat(deps, body.chatId, callerId);
  await repo.renameForUser(deps.db, body.chatId, callerId, body.chatName);
  const item = await listItem(deps, body.chatId, callerId);
  await deps.realtime.publish(SUBSCRIBE_DESTINATIONS.chatUpdates(callerId), item, { userId: callerId });
  return item;
}

/** Removes the chat from the caller's list only; a new message brings it back. */
export async function deleteChat(deps: ChatDeps, callerId: number, chatId: number): Promise<void> {
  await participantChat(deps, chatId, callerId);
  await repo.hideForUser(deps.db, chatId, callerId);
}

export async function history(
  deps: ChatDeps,
  principal: Principal | null,
  q: { chatId: number; page: number; size: number },
  lng: Language,
): Promise<Paged<ChatMessage>> {
  await readerOf(deps, q.chatId, principal);
  const { rows, total } = await repo.historyPage(deps.db, q.chatId, q.page, q.size);
  return toPaged(
    rows.map((r) => toChatMessage(r, lng)),
    total,
    q.page,
    q.size,
  );
}

/**
 * STOMP /app/chat.send. Stored first, with its 'chat.messageSent' event in the same statement, then
 * published in stored order to the chat's topic and the two participants' chat lists. The
 * recipient's notification follows from the event (notifications/events.ts).
 */
export async function sendMessage(deps: ChatDeps, senderId: number, raw: unknown): Promise<ChatMessage> {
  const input = sendMessageSchema.parse(raw);
  if (input.senderId !== senderId) throw forbidden();
  const stored = await insertMessage(deps.db, {
    chatId: input.chatId,
    senderId,
    recipientId: input.recipientId,
    content: input.content.trim(),
    attachments: input.attachments,
    preview: messagePreview(input.content, input.attachments),
  });
  if (!stored) throw await refusalOf(deps, input.chatId, senderId);
  const { message, prevId } = stored;
  // A participant's message has no system line: its text reads the same in any language.
  const payload = toChatMessage(message, 'ru', input.tempId);
  const order = { id: message.id, prevId };
  await deps.realtime.publish(SUBSCRIBE_DESTINATIONS.chat(input.chatId), payload, {
    order: { ...order, stream: `chat:${input.chatId}` },
  });
  // Both participants' list rows come from one query.
  for (const row of await repo.chatRowsOfBoth(deps.db, input.chatId)) {
    await publishListItem(deps, toChatListItem(row, asLanguage(row.viewerLanguage)), row.viewerId, order);
  }
  return payload;
}

/** Why the store refused a message: no such chat (404), not the sender's (403), or a wrong recipient. */
async function refusalOf(deps: ChatDeps, chatId: number, senderId: number): Promise<Error> {
  await participantChat(deps, chatId, senderId);
  return badRequest('invalidInput');
}

/**
 * A system message (an order's state change): no sender, stored in `tx` like a participant's
 * message. Returns its publication to the chat's topic and both participants' chat lists, to run
 * after commit. No chat notification: the event that caused it brings its own, more specific one.
 */
export async function storeSystemMessage(
  deps: ChatDeps,
  tx: Db,
  chatId: number,
  system: SystemNotice,
): Promise<() => Promise<void>> {
  const stored = await insertMessage(tx, {
    chatId,
    senderId: null,
    content: '',
    system,
    attachments: [],
  });
  if (!stored) throw notFound('chatNotFound');
  const { message, prevId } = stored;
  return async () => {
    const order = { id: message.id, prevId };
    const rows = await repo.chatRowsOfBoth(deps.db, chatId);
    const languages = [...new Set(rows.map((row) => asLanguage(row.viewerLanguage)))];
    const publish = (lng: Language, userId?: number) =>
      deps.realtime.publish(SUBSCRIBE_DESTINATIONS.chat(chatId), toChatMessage(message, lng), {
        ...(userId !== undefined ? { userId } : {}),
        order: { ...order, stream: `chat:${chatId}` },
      });
    // Each participant reads the line in their language: one push when they share it, else one
    // each (ADR 0065).
    if (languages.length === 1) await publish(languages[0]!);
    else for (const row of rows) await publish(asLanguage(row.viewerLanguage), row.viewerId);
    for (const row of rows) {
      await publishListItem(deps, toChatListItem(row, asLanguage(row.viewerLanguage)), row.viewerId, order);
    }
  };
}

/** STOMP /app/message.read: one message of the partner's is read; its sender is told. */
export async function readMessage(deps: ChatDeps, readerId: number, raw: unknown): Promise<void> {
  const input = messageReadSchema.parse(raw);
  if (input.readerId !== readerId) throw forbidden();
  await participantChat(deps, input.chatId, readerId);
  const message = await repo.findMessage(deps.db, input.messageId);
  if (!message || message.chatId !== input.chatId) throw notFound('chatMessageNotFound');
  const changed = await repo.markRead(deps.db, {
    chatId: input.chatId,
    readerId,
    messageId: input.messageId,
  });
  await afterRead(deps, input.chatId, readerId, changed);
}

/** STOMP /app/message.allReads: everything the partner sent in the chat is read. */
export async function readAll(deps: ChatDeps, readerId: number, raw: unknown): Promise<void> {
  const input = allReadsSchema.parse(raw);
  if (input.readerId !== readerId) throw forbidden();
  await participantChat(deps, input.chatId, readerId);
  const changed = await deps.db.transaction(async (tx) => {
    const read = await repo.markRead(tx, { chatId: input.chatId, readerId });
    // Its notification is read too (notifications/events.ts).
    await emit(tx, 'chat.read', { chatId: input.chatId, readerId });
    return read;
  });
  await afterRead(deps, input.chatId, readerId, changed);
}

/** Read receipts to each sender on their /queue/message-read, the reader's list row refreshed. */
async function afterRead(
  deps: ChatDeps,
  chatId: number,
  readerId: number,
  changed: { id: number; senderId: number | null }[],
): Promise<void> {
  if (changed.length === 0) return;
  const bySender = new Map<number, number[]>();
  for (const { id, senderId } of changed) {
    if (senderId !== null) bySender.set(senderId, [...(bySender.get(senderId) ?? []), id]);
  }
  for (const [senderId, ids] of bySender) {
    ids.sort((a, b) => a - b);
    const event: MessageReadEvent = { chatId, readerId, messageId: ids[ids.length - 1]!, messageIds: ids };
    await deps.realtime.publish(SUBSCRIBE_DESTINATIONS.messageRead, event, { userId: senderId });
  }
  await pushListItem(deps, chatId, readerId);
}

/** The chat's row in `userId`'s list, in their language (it is pushed to them). */
async function listItem(deps: ChatDeps, chatId: number, userId: number): Promise<ChatListItem> {
  const [row] = await repo.listChatRows(deps.db, userId, chatId);
  if (!row) throw notFound('chatNotFound');
  return toChatListItem(row, asLanguage(row.viewerLanguage));
}

async function pushListItem(
  deps: ChatDeps,
  chatId: number,
  userId: number,
  order?: { id: number; prevId: number | null },
): Promise<void> {
  await publishListItem(deps, await listItem(deps, chatId, userId), userId, order);
}

async function publishListItem(
  deps: ChatDeps,
  item: ChatListItem,
  userId: number,
  order?: { id: number; prevId: number | null },
): Promise<void> {
  await deps.realtime.publish(SUBSCRIBE_DESTINATIONS.chatUpdates(userId), item, {
    userId,
    ...(order ? { order: { ...order, stream: `chat-updates:${item.id}:${userId}` } } : {}),
  });
}
