import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailBody } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * POST /api/settings/email {email}: mails a confirmation link to the new address and a notice to
 * the current one; the address changes when the link is followed (ADR 0055).
 */
export function changeEmail(body: ChangeEmailBody): Promise<void> {
  return apiClient.post<void>('/api/settings/email', body);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
