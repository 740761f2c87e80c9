import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineStatus } from '@gamelot/contract/schemas/presence';
import { apiClient } from '@/shared/api-client/api-client';

/** Re-polled every 10 s on the offer page (docs/product.md#states, #limits). */
export const ONLINE_STATUS_POLL_MS = 10_000;

/** GET /api/online/status?userId. */
export function getOnlineStatus(userId: number): Promise<OnlineStatus> {
  return apiClient.get<OnlineStatus>('/api/online/status', { query: { userId } });
}

export function onlineStatusQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['online', 'status', userId],
    queryFn: () => getOnlineStatus(userId),
    refetchInterval: ONLINE_STATUS_POLL_MS,
    retry: false,
  });
}

export function useOnlineStatus(userId: number) {
  return useQuery(onlineStatusQueryOptions(userId));
}
