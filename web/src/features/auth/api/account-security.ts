import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailChangeBody, SecureAccountBody } from '@gamelot/contract/schemas/auth';
import { apiClient } from '@/shared/api-client/api-client';
import { principalQueryKey } from '@/shared/session/get-principal';

/** POST /api/auth/email/change/confirm: 204, or 400/409/410 with a `code` the page explains (ADR 0055). */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeBody) =>
      apiClient.post<void>('/api/auth/email/change/confirm', body, { auth: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: principalQueryKey }),
  });
}

/** POST /api/auth/secure-account: every session ends and a reset link is mailed (ADR 0055). */
export function useSecureAccount() {
  return useMutation({
    mutationFn: (body: SecureAccountBody) =>
      apiClient.post<void>('/api/auth/secure-account', body, { auth: false }),
  });
}
