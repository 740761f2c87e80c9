import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineStatus } from '@gamelot/contract/schemas/presence';
import { apiClient } from '../api-client/api-client';

/** docs/product.md#limits: the profile and offer pages re-poll every 10 s, the chat partner every 30 s. */
export const ONLINE_STATUS_PAGE_POLL_MS = 10_000;
export const ONLINE_STATUS_CHAT_POLL_MS = 30_000;

/** GET /api/online/status?userId: {isOnline, lastSeenAt} (lastSeenAt is UTC ISO 8601, ADR 0008). */
export function getOnlineStatus(userId: number, signal?: AbortSignal): Promise<OnlineStatus> {
  return apiClient.get<OnlineStatus>('/api/online/status', { query: { userId }, signal });
}

export const onlineStatusQueryKey = (userId: number) => ['presence', 'status', userId] as const;

export function onlineStatusQueryOptions(userId: number, intervalMs: number) {
  return queryOptions({
    queryKey: onlineStatusQueryKey(userId),
    queryFn: ({ signal }) => getOnlineStatus(userId, signal),
    refetchInterval: intervalMs,
    // docs/product.md#errors: online-status failures are logged only; the next poll tries again.
    retry: false,
  });
}

/** A user's online status, polled every `intervalMs` while the component is shown. */
export function useOnlineStatus(userId: number | null, intervalMs: number = ONLINE_STATUS_PAGE_POLL_MS) {
  return useQuery({
    ...onlineStatusQueryOptions(userId ?? 0, intervalMs),
    enabled: userId !== null && userId > 0,
  });
}
