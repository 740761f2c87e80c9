import type { AuthenticationOptionsResponse } from '@gamelot/contract/schemas/passkeys';
import type { StepUpResponse } from '@gamelot/contract/schemas/mfa';
import { apiClient } from '../api-client/api-client';
import { tokenFrom } from '../session/token-response';
import { signWithPasskey } from './ceremony';

/**
 * A passkey as the second factor (docs/decisions/0054-passkeys.md): the server's options for one
 * of the account's passkeys, the device signs, the answer goes where a code would.
 */

/** Step-up: POST step-up/passkey/options, then POST /api/auth/step-up { passkey }. */
export async function stepUpWithPasskey(): Promise<StepUpResponse> {
  const { challengeId, options } = await apiClient.post<AuthenticationOptionsResponse>(
    '/api/auth/step-up/passkey/options',
  );
  const response = await signWithPasskey(options);
  return apiClient.post<StepUpResponse>('/api/auth/step-up', { passkey: { challengeId, response } });
}

/** The sign-in's second step: POST 2fa/passkey/options { mfaToken }, then 2fa/verify { mfaToken, passkey }. */
export async function verifySecondFactorWithPasskey(mfaToken: string): Promise<string> {
  const { challengeId, options } = await apiClient.post<AuthenticationOptionsResponse>(
    '/api/auth/2fa/passkey/options',
    { mfaToken },
    { auth: false },
  );
  const response = await signWithPasskey(options);
  return tokenFrom(
    await apiClient.post<unknown>(
      '/api/auth/2fa/verify',
      { mfaToken, passkey: { challengeId, response } },
      { auth: false },
    ),
  );
}
