import type { Chat, ChatDetails, ChatListItem, ChatMessage } from '@gamelot/contract/schemas/chats';
import type { ChatListRow, ChatRow, MessageRow } from './repository.ts';

/** Rows to the shapes of docs/product.md#entities, the same for REST answers and real-time pushes. */

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

export function toChatMessage(row: MessageRow, tempId?: string): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    content: row.content,
    attachments: row.attachments,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    ...(tempId !== undefined ? { tempId } : {}),
  };
}

export function toChatListItem(row: ChatListRow): ChatListItem {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    partnerAvatar: row.partnerAvatar,
    chatName: row.ownName ?? row.partnerName,
    offerId: row.offerId,
    offerName: row.offerName,
    lastMessage: lastMessageText(row),
    lastMessageTime: row.lastAt ? row.lastAt.toISOString() : null,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toChatDetails(row: ChatListRow): ChatDetails {
  return { ...toChatListItem(row), user1Id: row.user1Id, user2Id: row.user2Id, chatType: row.chatType };
}

/** A message with only files reads as its first file's name in the list. */
function lastMessageText(row: ChatListRow): string | null {
  if (row.lastAt === null) return null;
  if (row.lastContent) return row.lastContent;
  const file = row.lastAttachments?.[0];
  return file ? `📎 ${file.fileName}` : '';
}

/** A short preview for a notification's content. */
export function messagePreview(content: string, attachments: { fileName: string }[], max = 140): string {
  const text = content.trim() || (attachments[0] ? `📎 ${attachments[0].fileName}` : '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
