import type {
  MfaRequiredResponse,
  MfaStatus,
  RecoveryCodesResponse,
  TotpSetupResponse,
} from '@gamelot/contract/schemas/mfa';
import { apiClient } from '@/shared/api-client/api-client';
import { tokenFrom } from '@/shared/session/token-response';
import { withStepUp } from './step-up';

/** The second factor's calls (docs/decisions/0053-second-factor-and-step-up.md). */

export const mfaKeys = { status: ['mfa', 'status'] as const };

export const getMfaStatus = () => apiClient.get<MfaStatus>('/api/auth/2fa');

export const setupTotp = () => apiClient.post<TotpSetupResponse>('/api/auth/2fa/totp/setup');

export const enableTotp = (code: string) =>
  apiClient.post<RecoveryCodesResponse>('/api/auth/2fa/totp/enable', { code });

export const disableTotp = () =>
  withStepUp((headers) => apiClient.delete<null>('/api/auth/2fa/totp', undefined, { headers }));

export const regenerateRecoveryCodes = () =>
  withStepUp((headers) =>
    apiClient.post<RecoveryCodesResponse>('/api/auth/2fa/recovery-codes', undefined, { headers }),
  );

/** The sign-in's second step: the session token once the code proves the factor. */
export async function verifySecondFactor(mfaToken: string, code: string): Promise<string> {
  return tokenFrom(
    await apiClient.post<unknown>('/api/auth/2fa/verify', { mfaToken, code }, { auth: false }),
  );
}

/** The sign-in answer of an account with a second factor, or null for a plain `{token}`. */
export function mfaChallenge(response: unknown): MfaRequiredResponse | null {
  if (response && typeof response === 'object' && 'mfaRequired' in response && response.mfaRequired === true)
    return response as MfaRequiredResponse;
  return null;
}
