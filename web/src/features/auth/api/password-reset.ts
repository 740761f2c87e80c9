import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@gamelot/contract/schemas/auth';
import { apiClient } from '@/shared/api-client/api-client';

/** POST /api/auth/password/forgot: 204 whether or not the address has an account (docs/product.md#password-reset). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiClient.post<void>('/api/auth/password/forgot', body, { auth: false }),
  });
}

/** POST /api/auth/password/reset: 204, or 400/409/410 with a `code` the page explains. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiClient.post<void>('/api/auth/password/reset', body, { auth: false }),
  });
}
