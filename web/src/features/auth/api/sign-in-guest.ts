import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';
import { startGuestSession } from '@/shared/session/session-flow';
import { tokenFrom } from '@/shared/session/token-response';

/** POST /api/auth/singIn?provider=anonymous with an empty body (docs/product.md#api). */
export async function signInGuest(): Promise<string> {
  const response = await apiClient.post<unknown>(
    '/api/auth/singIn',
    {},
    {
      query: { provider: 'anonymous' },
      auth: false,
    },
  );
  return tokenFrom(response);
}

/** Starts a guest session and loads `to` afresh (docs/product.md#states Guest). */
export function useGuestSignIn(to: string) {
  return useMutation({
    mutationFn: async () => startGuestSession(await signInGuest(), to),
  });
}
