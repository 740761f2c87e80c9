import { NOTIFICATION_STATUS } from '@gamelot/contract/notifications';
import type { NotificationItem } from '@gamelot/contract/schemas/notifications';

/** docs/product.md#states: a pushed notification goes to the front; one with a known id replaces it there. */
export function withPushed(
  list: NotificationItem[] | undefined,
  pushed: NotificationItem,
): NotificationItem[] {
  return [pushed, ...(list ?? []).filter((item) => item.id !== pushed.id)];
}

/** Unread becomes READ, never back (docs/product.md#states). */
export function markedRead(list: NotificationItem[] | undefined, ids: readonly number[]): NotificationItem[] {
  const marked = new Set(ids);
  return (list ?? []).map((item) =>
    marked.has(item.id) ? { ...item, status: NOTIFICATION_STATUS.read } : item,
  );
}

export function isUnread(item: NotificationItem): boolean {
  return item.status !== NOTIFICATION_STATUS.read;
}

/** A pushed body is either a notification item or the unread count (contract/realtime.ts). */
export function isNotificationItem(body: unknown): body is NotificationItem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as NotificationItem).id === 'number' &&
    typeof (body as NotificationItem).notification === 'object'
  );
}
