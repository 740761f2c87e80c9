import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@gamelot/contract/schemas/auth';
import { apiClient } from '@/shared/api-client/api-client';
import { completeSignIn } from '@/shared/session/session-flow';
import { tokenFrom } from '@/shared/session/token-response';

/** POST /api/auth/register?provider=local (docs/product.md#api). */
export async function register(body: RegisterBody): Promise<string> {
  const response = await apiClient.post<unknown>('/api/auth/register', body, {
    query: { provider: 'local' },
    auth: false,
  });
  return tokenFrom(response);
}

/** docs/product.md#states: local registration stores the token and the user, then loads / afresh. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => completeSignIn(await register(body), '/'),
  });
}
