import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, UserFull } from '@gamelot/contract/schemas/profiles';
import type { Principal } from '@gamelot/contract/schemas/user';
import { apiClient } from '@/shared/api-client/api-client';
import { principalQueryKey } from '@/shared/session/get-principal';
import { getStoredUser, setStoredUser } from '@/shared/session/storage';
import { userFullQueryKey } from './get-user-full';

/** PATCH /api/profile/update, body {id, name, profile {...}} (docs/product.md#api): answers the updated profile. */
export function updateProfile(body: ProfileUpdateBody): Promise<UserFull> {
  return apiClient.patch<UserFull>('/api/profile/update', body);
}

/** Keeps the stored user (docs/product.md#entities `user`) and the top bar's principal in step with the saved profile. */
function rememberSaved(client: ReturnType<typeof useQueryClient>, saved: UserFull): void {
  const imageUrl = saved.profile.imageUrl ?? saved.imageUrl;
  const stored = getStoredUser();
  if (stored && stored.id === saved.id) {
    setStoredUser({ ...stored, name: saved.name, profile: { imageUrl } });
  }
  client.setQueryData<Principal>(principalQueryKey, (principal) =>
    principal && principal.id === saved.id
      ? { ...principal, name: saved.name, imageUrl: saved.imageUrl, profile: saved.profile }
      : principal,
  );
  client.setQueryData(userFullQueryKey(saved.id), saved);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => rememberSaved(client, saved),
  });
}
