import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CHAT_TYPE_USER_TO_USER } from '@gamelot/contract/rules';
import type { Chat, FindOrCreateChatBody } from '@gamelot/contract/schemas/chats';
import { apiClient } from '../api-client/api-client';
import { useSession } from '../session/session-context';

/** POST /api/chats/findOrCreate: the chat of the signed-in user and `partnerId` about an offer. */
export function findOrCreateChat(body: FindOrCreateChatBody): Promise<Chat> {
  return apiClient.post<Chat>('/api/chats/findOrCreate', body);
}

/**
 * 'Contact' on an offer and 'message' on a profile (docs/product.md#screens): find or create the chat, then open
 * it; a failure or an unexpected answer opens /chat (docs/product.md#errors).
 */
export function useOpenChat() {
  const navigate = useNavigate();
  const { userId } = useSession();
  return useMutation({
    mutationFn: ({ partnerId, offerId }: { partnerId: number; offerId: number | null }) =>
      findOrCreateChat({
        user1Id: userId ?? 0,
        user2Id: partnerId,
        offerId,
        chatType: CHAT_TYPE_USER_TO_USER,
      }),
    onSuccess: (chat) => void navigate(typeof chat?.id === 'number' ? `/chat/${chat.id}` : '/chat'),
    onError: (error) => {
      console.warn('Could not open the chat', error);
      void navigate('/chat');
    },
  });
}
