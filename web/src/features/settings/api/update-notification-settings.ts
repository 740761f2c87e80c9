import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** PATCH /api/settings/notifications {mutedEvents}: replaces the whole list; answers the saved one. */
export function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  return apiClient.patch<NotificationSettings>('/api/settings/notifications', body);
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => client.setQueryData(notificationSettingsQueryKey, saved),
  });
}
