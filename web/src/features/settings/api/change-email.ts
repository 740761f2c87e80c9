import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailBody } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';
import { withStepUp } from '@/shared/security/step-up';

/**
 * POST /api/settings/email {email}: mails a confirmation link to the new address and a notice to
 * the current one; the address changes when the link is followed (ADR 0055). It asks for
 * step-up first: the second factor when one is set up, else the password (ADR 0053).
 */
export function changeEmail(body: ChangeEmailBody): Promise<void> {
  return withStepUp((headers) => apiClient.post<void>('/api/settings/email', body, { headers }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
