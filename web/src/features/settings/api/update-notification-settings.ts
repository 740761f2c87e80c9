import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/**
 * PATCH /api/settings/notifications {mutedEvents, email}: replaces the muted list, records the
 * e-mail choice of each type named; answers the saved settings.
 */
export function updateNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
  return apiClient.patch<NotificationSettings>('/api/settings/notifications', body);
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => client.setQueryData(notificationSettingsQueryKey, saved),
  });
}
