import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NotificationItem } from '@gamelot/contract/schemas/notifications';
import { SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import { useSubscription } from '@/shared/realtime/realtime-context';
import { useReconnected } from '@/shared/realtime/useReconnected';
import {
  getUnreadCount,
  getUserNotifications,
  markAsRead,
  marksAsRead,
  notificationsQueryKey,
  unreadCountQueryKey,
} from '../api/notifications';
import { isNotificationItem, isUnread, markedRead, withPushed } from '../lib/notification-list';

/**
 * The signed-in user's notifications: the badge count from the server, the panel's list (loaded
 * when the panel opens), and live pushes on the user's queue, which carry either a notification
 * or the new unread count (docs/product.md#api).
 */
export function useNotifications(userId: number | null, panelOpen: boolean) {
  const queryClient = useQueryClient();
  const listKey = notificationsQueryKey(userId ?? 0);
  const countKey = unreadCountQueryKey(userId ?? 0);

  const count = useQuery({
    queryKey: countKey,
    queryFn: () => getUnreadCount(userId!),
    enabled: userId !== null,
  });
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => getUserNotifications(userId!),
    enabled: userId !== null && panelOpen,
    // docs/product.md#errors: a load failure shows its text at once, no silent retries.
    retry: false,
    staleTime: 0,
  });

  // Pushes missed while the link was down: ask for the count again once it is back.
  useReconnected(() => void count.refetch());

  useSubscription(userId === null ? null : SUBSCRIBE_DESTINATIONS.notifications(userId), (body) => {
    if (typeof body === 'number') queryClient.setQueryData(countKey, body);
    else if (isNotificationItem(body)) {
      if (queryClient.getQueryData(listKey))
        queryClient.setQueryData<NotificationItem[]>(listKey, (old) => withPushed(old, body));
    }
  });

  const applyRead = useCallback(
    (ids: number[]) => {
      const before = queryClient.getQueryData<NotificationItem[]>(listKey) ?? [];
      const newlyRead = before.filter((item) => ids.includes(item.id) && isUnread(item)).length;
      queryClient.setQueryData<NotificationItem[]>(listKey, (old) => markedRead(old, ids));
      queryClient.setQueryData<number>(countKey, (old) => Math.max(0, (old ?? 0) - newlyRead));
    },
    [queryClient, listKey, countKey],
  );

  const markOne = useCallback(
    async (item: NotificationItem) => {
      if (userId === null || !isUnread(item)) return;
      applyRead([item.id]);
      await markAsRead(userId, item.id).catch((error: unknown) => console.warn('markAsRead failed', error));
    },
    [userId, applyRead],
  );

  const markAll = useCallback(async () => {
    if (userId === null) return;
    const unreadIds = (list.data ?? []).filter(isUnread).map((item) => item.id);
    if (unreadIds.length === 0) return;
    applyRead(unreadIds);
    await marksAsRead(userId, unreadIds).catch((error: unknown) => console.warn('marksAsRead failed', error));
  }, [userId, list.data, applyRead]);

  return { unread: count.data ?? 0, list, markOne, markAll };
}
