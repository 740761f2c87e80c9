import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@gamelot/contract/schemas/sessions';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/settings/sessions: the caller's live sign-in sessions, this one marked (ADR 0055). */
export function getSessions(signal?: AbortSignal): Promise<SessionList> {
  return apiClient.get<SessionList>('/api/settings/sessions', { signal });
}

export const sessionsQueryKey = ['settings', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /api/settings/sessions/{id}: that device is signed out at its next request. */
export function endSession(id: string): Promise<void> {
  return apiClient.delete<void>(`/api/settings/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/settings/sessions/signOutOthers: every session but this one ends. */
export function endOtherSessions(): Promise<void> {
  return apiClient.post<void>('/api/settings/sessions/signOutOthers');
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
