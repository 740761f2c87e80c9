import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';
import { withStepUp } from '@/shared/security/step-up';
import { setToken } from '@/shared/session/storage';
import { tokenFrom } from '@/shared/session/token-response';

/**
 * POST /api/settings/changePassword {currentPassword, newPassword}: e-mail accounts only. Every
 * other device is signed out; the answer's fresh token keeps this one signed in.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  // With a second factor the current password is not enough: step-up asks for its code (ADR 0053).
  return tokenFrom(
    await withStepUp((headers) => apiClient.post<unknown>('/api/settings/changePassword', body, { headers })),
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (token) => setToken(token),
  });
}
