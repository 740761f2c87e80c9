import type { Chat, ChatDetails, ChatListItem, ChatMessage } from '@gamelot/contract/schemas/chats';
import { renderSystem } from '@gamelot/contract/notices';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { ChatListRow, ChatRow, MessageRow, SystemLine } from './repository.ts';

/**
 * Rows to the shapes of docs/product.md#entities, the same for REST answers and real-time pushes.
 * A system message is written in `lng`, the reader's language (ADR 0065).
 */

/** A system line's text in `lng`; a line stored before (no notice) keeps its stored text. */
function systemText(system: SystemLine | null, stored: string, lng: Language): string {
  return (system && renderSystem(system, lng)) ?? stored;
}

/** users.language as a Language. */
export const asLanguage = (language: string): Language => (language === 'en' ? 'en' : 'ru');

export function toChat(row: ChatRow): Chat {
  return {
    id: row.id,
    user1Id: row.user1Id,
    user2Id: row.user2Id,
    offerId: row.offerId,
    chatType: row.chatType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toChatMessage(row: MessageRow, lng: Language, tempId?: string): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    content: systemText(row.system, row.content, lng),
    system: row.system,
    attachments: row.attachments,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    ...(tempId !== undefined ? { tempId } : {}),
  };
}

export function toChatListItem(row: ChatListRow, lng: Language): ChatListItem {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    partnerAvatar: row.partnerAvatar,
    chatName: row.ownName ?? row.partnerName,
    offerId: row.offerId,
    offerName: row.offerName,
    lastMessage: lastMessageText(row, lng),
    lastMessageTime: row.lastAt ? row.lastAt.toISOString() : null,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toChatDetails(row: ChatListRow, lng: Language): ChatDetails {
  return { ...toChatListItem(row, lng), user1Id: row.user1Id, user2Id: row.user2Id, chatType: row.chatType };
}

/** A message with only files reads as its first file's name in the list. */
function lastMessageText(row: ChatListRow, lng: Language): string | null {
  if (row.lastAt === null) return null;
  const text = systemText(row.lastSystem, row.lastContent ?? '', lng);
  if (text) return text;
  const file = row.lastAttachments?.[0];
  return file ? `📎 ${file.fileName}` : '';
}

/** A short preview for a notification's content. */
export function messagePreview(content: string, attachments: { fileName: string }[], max = 140): string {
  const text = content.trim() || (attachments[0] ? `📎 ${attachments[0].fileName}` : '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
