import type { Paged } from '@gamelot/contract/paging';
import { NOTIFICATIONS_PAGE_SIZE } from '@gamelot/contract/rules';
import type { MarksAsReadBody, NotificationItem } from '@gamelot/contract/schemas/notifications';
import { apiClient } from '@/shared/api-client/api-client';

/** docs/product.md#api "Notifications": the panel's four calls. */

export function notificationsQueryKey(userId: number) {
  return ['notifications', 'list', userId] as const;
}

export function unreadCountQueryKey(userId: number) {
  return ['notifications', 'unread', userId] as const;
}

/** GET getUserNotifications: page 0, size 20, newest first; the panel reads `content`. */
export async function getUserNotifications(userId: number): Promise<NotificationItem[]> {
  const page = await apiClient.get<Paged<NotificationItem>>('/api/notifications/getUserNotifications', {
    query: { userId, page: 0, size: NOTIFICATIONS_PAGE_SIZE, sort: 'createdAt,desc' },
  });
  return page.content;
}

export function getUnreadCount(userId: number): Promise<number> {
  return apiClient.get<number>('/api/notifications/getUnreadCount', { query: { userId } });
}

/** PATCH markAsRead?notificationId&userId, no body. */
export function markAsRead(userId: number, notificationId: number): Promise<unknown> {
  return apiClient.patch('/api/notifications/markAsRead', undefined, {
    query: { notificationId, userId },
  });
}

/** PATCH marksAsRead {notificationIds, userId}: only unread ids, only when there are some. */
export function marksAsRead(userId: number, notificationIds: number[]): Promise<unknown> {
  return apiClient.patch('/api/notifications/marksAsRead', {
    notificationIds,
    userId,
  } satisfies MarksAsReadBody);
}
