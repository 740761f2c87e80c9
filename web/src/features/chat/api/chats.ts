import type { Paged } from '@gamelot/contract/paging';
import { MESSAGE_HISTORY_SIZE } from '@gamelot/contract/rules';
import type { ChatDetails, ChatListItem, ChatMessage, RenameChatBody } from '@gamelot/contract/schemas/chats';
import { apiClient } from '@/shared/api-client/api-client';

/** docs/product.md#api "Chats": the calls the chat page makes. */

export const chatListQueryKey = (userId: number) => ['chats', 'list', userId] as const;
export const chatQueryKey = (chatId: number) => ['chats', 'details', chatId] as const;
export const historyQueryKey = (chatId: number) => ['chats', 'history', chatId] as const;

export function getChats(userId: number): Promise<ChatListItem[]> {
  return apiClient.get<ChatListItem[]>('/api/chats/getAllByUserId', { query: { userId } });
}

export function getChat(chatId: number, userId: number): Promise<ChatDetails> {
  return apiClient.get<ChatDetails>('/api/chats/getById', { query: { id: chatId, userId } });
}

/** Page 0 holds the latest 100 messages, oldest first. */
export async function getHistory(chatId: number): Promise<ChatMessage[]> {
  const page = await apiClient.get<Paged<ChatMessage>>('/api/messages/history', {
    query: { chatId, page: 0, size: MESSAGE_HISTORY_SIZE },
  });
  return page.content;
}

export function renameChat(body: RenameChatBody): Promise<ChatListItem> {
  return apiClient.patch<ChatListItem>('/api/chats/renameById', body);
}

export function deleteChat(chatId: number): Promise<void> {
  return apiClient.delete<void>('/api/chats/deleteById', undefined, { query: { id: chatId } });
}
