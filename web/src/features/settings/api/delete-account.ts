import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@gamelot/contract/schemas/settings';
import { apiClient } from '@/shared/api-client/api-client';
import { signOut } from '@/shared/session/session-flow';

/** DELETE /api/settings/account {confirmation}: the phrase must be exactly ACCOUNT_DELETE_CONFIRMATION. */
export function deleteAccount(body: DeleteAccountBody): Promise<unknown> {
  return apiClient.delete('/api/settings/account', body);
}

/** Deletes the account, then signs out to '/' (a full load clears every trace of the session). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => signOut() });
}
