import { useMutation } from '@tanstack/react-query';
import type { AuthenticationOptionsResponse } from '@gamelot/contract/schemas/passkeys';
import { apiClient } from '@/shared/api-client/api-client';
import { signWithPasskey } from '@/shared/passkeys/ceremony';
import { completeSignIn } from '@/shared/session/session-flow';
import { tokenFrom } from '@/shared/session/token-response';

/**
 * A password-less sign-in (docs/product.md#passkeys): POST signin/options, the device signs the
 * challenge with a passkey of this site the person picks, POST signin/verify answers the token a
 * password sign-in answers.
 */
export async function signInWithPasskey(): Promise<string> {
  const { challengeId, options } = await apiClient.post<AuthenticationOptionsResponse>(
    '/api/auth/passkeys/signin/options',
    undefined,
    { auth: false },
  );
  const response = await signWithPasskey(options);
  return tokenFrom(
    await apiClient.post<unknown>(
      '/api/auth/passkeys/signin/verify',
      { challengeId, response },
      { auth: false },
    ),
  );
}

/** Signs in, stores the session and loads `to` afresh; stays pending until the page leaves. */
export function usePasskeySignIn(to: string) {
  return useMutation({ mutationFn: async () => completeSignIn(await signInWithPasskey(), to) });
}
