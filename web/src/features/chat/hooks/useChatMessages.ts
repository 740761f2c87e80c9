import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Attachment, ChatDetails, ChatListItem } from '@gamelot/contract/schemas/chats';
import { SEND_DESTINATIONS, SUBSCRIBE_DESTINATIONS, type SendBodies } from '@gamelot/contract/realtime';
import { useRealtime, useSubscription } from '@/shared/realtime/realtime-context';
import { chatListQueryKey, getHistory, historyQueryKey } from '../api/chats';
import {
  isChatMessage,
  isReadEvent,
  withIncoming,
  withPendingFailed,
  withReadReceipt,
  type WindowMessage,
} from '../lib/messages';

/**
 * The open chat's messages: the latest 100 from history, then the chat topic's pushes (the
 * subscription follows the open chat), read receipts for my messages, and sending with a
 * temporary message until the server's echo replaces it. Opening the chat marks all its
 * messages read; a message arriving while it is open is marked read at once (docs/product.md#states).
 */
export function useChatMessages(chat: ChatDetails, userId: number) {
  const queryClient = useQueryClient();
  // An administrator arbitrating the order's dispute reads without taking part: no read receipts.
  const participant = chat.user1Id === userId || chat.user2Id === userId;
  const { status, publish } = useRealtime();
  const key = historyQueryKey(chat.id);
  const history = useQuery({
    queryKey: key,
    queryFn: () => getHistory(chat.id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const update = useCallback(
    (change: (list: WindowMessage[]) => WindowMessage[]) =>
      queryClient.setQueryData<WindowMessage[]>(key, (old) => (old ? change(old) : old)),
    [queryClient, key],
  );

  const clearUnread = useCallback(
    () =>
      queryClient.setQueryData<ChatListItem[]>(chatListQueryKey(userId), (old) =>
        old?.map((row) => (row.id === chat.id ? { ...row, unreadCount: 0 } : row)),
      ),
    [queryClient, userId, chat.id],
  );

  useSubscription(SUBSCRIBE_DESTINATIONS.chat(chat.id), (body) => {
    if (!isChatMessage(body) || body.chatId !== chat.id) return;
    update((list) => withIncoming(list, body));
    if (participant && body.senderId !== null && body.senderId !== userId) {
      publish(SEND_DESTINATIONS.messageRead, {
        messageId: body.id,
        chatId: chat.id,
        readerId: userId,
      } satisfies SendBodies['/app/message.read']);
      clearUnread();
    }
  });

  useSubscription(SUBSCRIBE_DESTINATIONS.messageRead, (body) => {
    if (isReadEvent(body) && body.chatId === chat.id) update((list) => withReadReceipt(list, body));
  });

  // Opening the chat (and coming back online in it) reads everything; a reconnect also
  // reloads the window, since pushes sent while the link was down are gone.
  const { refetch } = history;
  useEffect(() => {
    if (status === 'connected') {
      if (participant) {
        publish(SEND_DESTINATIONS.allReads, {
          chatId: chat.id,
          readerId: userId,
        } satisfies SendBodies['/app/message.allReads']);
        clearUnread();
      }
      void refetch();
    } else update(withPendingFailed);
  }, [status, chat.id, userId, participant, publish, clearUnread, refetch, update]);

  const send = useCallback(
    (content: string, attachments: Attachment[]): boolean => {
      const tempId = crypto.randomUUID();
      const body: SendBodies['/app/chat.send'] = {
        chatId: chat.id,
        senderId: userId,
        offerId: chat.offerId,
        recipientId: chat.partnerId,
        content,
        attachments,
        tempId,
      };
      const temporary: WindowMessage = {
        id: -Date.now(),
        chatId: chat.id,
        senderId: userId,
        content,
        attachments,
        isRead: false,
        createdAt: new Date().toISOString(),
        tempId,
        pending: true,
      };
      update((list) => [...list, temporary]);
      const sent = publish(SEND_DESTINATIONS.chatSend, body);
      if (!sent) update(withPendingFailed);
      return sent;
    },
    [chat.id, chat.offerId, chat.partnerId, userId, publish, update],
  );

  return { history, send, connected: status === 'connected' };
}
