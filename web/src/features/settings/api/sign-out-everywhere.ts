import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';
import { signOut } from '@/shared/session/session-flow';
import { setToken } from '@/shared/session/storage';

/** POST /api/settings/signOutEverywhere: ends every session; may answer a fresh token for this device. */
export async function signOutEverywhere(): Promise<string | null> {
  const answer = await apiClient.post<unknown>('/api/settings/signOutEverywhere');
  if (answer && typeof answer === 'object' && 'token' in answer && typeof answer.token === 'string') {
    return answer.token || null;
  }
  return null;
}

/** Keeps this device signed in with the fresh token, or signs it out too when there is none. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: (token) => {
      if (token) setToken(token);
      else signOut();
    },
  });
}
