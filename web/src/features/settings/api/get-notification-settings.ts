import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/settings/notifications: the event types the user muted, and each type's e-mail choice. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiClient.get<NotificationSettings>('/api/settings/notifications', { signal });
}

export const notificationSettingsQueryKey = ['settings', 'notifications'] as const;

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}
