import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@gamelot/contract/schemas/auth';
import { apiClient } from '../api-client/api-client';
import { principalQueryKey } from '../session/get-principal';

/** POST /api/auth/email/verify: 204, or 400/409/410 with a `code` the page explains (ADR 0052). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) =>
      apiClient.post<void>('/api/auth/email/verify', body, { auth: false }),
    // The principal says whether the address is proven: the notices go once it is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: principalQueryKey }),
  });
}

/** POST /api/auth/email/resend: a new link (older ones stop working); 429 past 3 an hour. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiClient.post<void>('/api/auth/email/resend', undefined),
  });
}
