import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@gamelot/contract/schemas/auth';
import type { MfaRequiredResponse } from '@gamelot/contract/schemas/mfa';
import { apiClient } from '@/shared/api-client/api-client';
import { mfaChallenge } from '@/shared/security/mfa-api';
import { completeSignIn } from '@/shared/session/session-flow';
import { tokenFrom } from '@/shared/session/token-response';

/**
 * POST /api/auth/singIn?provider=local (docs/product.md#api; the path keeps the original client's
 * spelling): a session token, or the second step's challenge when the account has a second factor.
 */
export async function signIn(body: SignInBody): Promise<string | MfaRequiredResponse> {
  const response = await apiClient.post<unknown>('/api/auth/singIn', body, {
    query: { provider: 'local' },
    auth: false,
  });
  return mfaChallenge(response) ?? tokenFrom(response);
}

/**
 * Signs in, stores the session and loads `to` afresh (stays pending until the page leaves); or
 * answers the challenge of an account with a second factor, for the form's second step.
 */
export function useSignIn(to: string) {
  return useMutation({
    mutationFn: async (body: SignInBody): Promise<MfaRequiredResponse | null> => {
      const answer = await signIn(body);
      if (typeof answer !== 'string') return answer;
      await completeSignIn(answer, to);
      return null;
    },
  });
}
