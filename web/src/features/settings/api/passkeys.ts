import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey, RegistrationOptionsResponse } from '@gamelot/contract/schemas/passkeys';
import { apiClient } from '@/shared/api-client/api-client';
import { createPasskey } from '@/shared/passkeys/ceremony';

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
export async function addPasskey(name: string): Promise<Passkey> {
  const { challengeId, options } = await apiClient.post<RegistrationOptionsResponse>(
    '/api/auth/passkeys/register/options',
  );
  const response = await createPasskey(options);
  return apiClient.post<Passkey>('/api/auth/passkeys/register/verify', { challengeId, name, response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** DELETE /api/auth/passkeys/{id}. */
export function removePasskey(id: number): Promise<unknown> {
  return apiClient.delete(`/api/auth/passkeys/${id}`);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
