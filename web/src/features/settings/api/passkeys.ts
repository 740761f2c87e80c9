import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey, RegistrationOptionsResponse } from '@gamelot/contract/schemas/passkeys';
import { apiClient } from '@/shared/api-client/api-client';
import { createPasskey } from '@/shared/passkeys/ceremony';
import { withStepUp } from '@/shared/security/step-up';

/** The signed-in account's passkeys (docs/product.md#passkeys). */
export const passkeysQueryKey = ['passkeys'] as const;

/** GET /api/auth/passkeys: oldest first. */
export function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return apiClient.get<Passkey[]>('/api/auth/passkeys', { signal });
}

export const passkeysQuery = () =>
  queryOptions({ queryKey: passkeysQueryKey, queryFn: ({ signal }) => fetchPasskeys(signal) });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}

/**
 * Adds a passkey: POST register/options, the device creates the key (its prompt), POST
 * register/verify with the name. Rejects with the device's error when the person cancels.
 */
export function addPasskey(name: string): Promise<Passkey> {
  // Once the account has a second factor, adding one needs step-up: asked before the device's prompt.
  return withStepUp(async (headers) => {
    const { challengeId, options } = await apiClient.post<RegistrationOptionsResponse>(
      '/api/auth/passkeys/register/options',
      undefined,
      { headers },
    );
    const response = await createPasskey(options);
    return apiClient.post<Passkey>(
      '/api/auth/passkeys/register/verify',
      { challengeId, name, response },
      { headers },
    );
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** DELETE /api/auth/passkeys/{id}: needs step-up (the dialog opens on the first refusal). */
export function removePasskey(id: number): Promise<unknown> {
  return withStepUp((headers) => apiClient.delete(`/api/auth/passkeys/${id}`, undefined, { headers }));
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
