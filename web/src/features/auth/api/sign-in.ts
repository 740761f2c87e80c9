import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@gamelot/contract/schemas/auth';
import { apiClient } from '@/shared/api-client/api-client';
import { completeSignIn } from '@/shared/session/session-flow';
import { tokenFrom } from '@/shared/session/token-response';

/** POST /api/auth/singIn?provider=local (docs/product.md#api; the path keeps the original client's spelling). */
export async function signIn(body: SignInBody): Promise<string> {
  const response = await apiClient.post<unknown>('/api/auth/singIn', body, {
    query: { provider: 'local' },
    auth: false,
  });
  return tokenFrom(response);
}

/** Signs in, stores the session and loads `to` afresh; stays pending until the page leaves. */
export function useSignIn(to: string) {
  return useMutation({
    mutationFn: async (body: SignInBody) => completeSignIn(await signIn(body), to),
  });
}
