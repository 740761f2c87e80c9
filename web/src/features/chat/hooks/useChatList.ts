import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatListItem } from '@gamelot/contract/schemas/chats';
import { SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import { useSubscription } from '@/shared/realtime/realtime-context';
import { useReconnected } from '@/shared/realtime/useReconnected';
import { chatListQueryKey, getChats } from '../api/chats';
import { isChatListItem, withChatUpdate } from '../lib/chat-list';

/** The user's chats, kept current by the pushes on /queue/chat-updates/{userId}. */
export function useChatList(userId: number) {
  const queryClient = useQueryClient();
  const key = chatListQueryKey(userId);
  const list = useQuery({ queryKey: key, queryFn: () => getChats(userId), retry: false });

  useSubscription(SUBSCRIBE_DESTINATIONS.chatUpdates(userId), (body) => {
    if (isChatListItem(body))
      queryClient.setQueryData<ChatListItem[]>(key, (old) => withChatUpdate(old, body));
  });

  // Whatever changed while the link was down comes back with the list.
  useReconnected(() => void list.refetch());

  return list;
}
