import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeState } from '@gamelot/contract/schemas/mail';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * The unsubscribe page's calls (docs/decisions/0056-notification-mail.md): the mailed link's signed
 * token is the proof, so neither sends a session.
 */
const path = (token: string) => `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET: which notification type's e-mail the link stops, and whether it is still on. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['mail', 'unsubscribe', token],
    queryFn: ({ signal }) => apiClient.get<UnsubscribeState>(path(token), { signal, auth: false }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST, as a mail client's one-click button does (RFC 8058): that type stops coming by e-mail. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.post<UnsubscribeState>(path(token), { 'List-Unsubscribe': 'One-Click' }, { auth: false }),
  });
}
