import type { ChatListItem } from '@gamelot/contract/schemas/chats';

function activity(chat: ChatListItem): number {
  const time = Date.parse(chat.lastMessageTime ?? chat.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Latest activity first, as the server lists them; a pushed row replaces its old self. */
export function withChatUpdate(list: ChatListItem[] | undefined, update: ChatListItem): ChatListItem[] {
  const rest = (list ?? []).filter((chat) => chat.id !== update.id);
  return [update, ...rest].sort((a, b) => activity(b) - activity(a) || b.id - a.id);
}

/** docs/product.md#states: the unread badge is 0 for the open chat. */
export function unreadShown(chat: ChatListItem, openChatId: number | null): number {
  return chat.id === openChatId ? 0 : chat.unreadCount;
}

export function isChatListItem(body: unknown): body is ChatListItem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ChatListItem).id === 'number' &&
    typeof (body as ChatListItem).partnerId === 'number'
  );
}
