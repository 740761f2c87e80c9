import type { RedirectResponse } from '@gamelot/contract/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOOGLE_LINK_RESULTS } from '@gamelot/contract/google';
import { apiClient } from '@/shared/api-client/api-client';
import { fullPageLoad } from '@/shared/lib/navigation';
import { principalQueryKey } from '@/shared/session/get-principal';
import { setReturnPath, setToken } from '@/shared/session/storage';
import { tokenFrom } from '@/shared/session/token-response';

/** Where the OAuth return brings the owner back to after a successful link. */
export const LINKED_RETURN_PATH = `/settings?google=${GOOGLE_LINK_RESULTS.linked}`;

/**
 * POST /api/settings/linkGoogle: the server binds a Google flow to this session (a signed cookie)
 * and answers where to send the browser. Google's way back ends on /oauth-callback with a fresh
 * token, or on /settings?google={code} when the link was refused.
 */
export async function startGoogleLink(): Promise<string> {
  const answer = await apiClient.post<RedirectResponse>('/api/settings/linkGoogle');
  return answer.redirectUrl;
}

export function useLinkGoogle() {
  return useMutation({
    mutationFn: startGoogleLink,
    onSuccess: (url) => {
      setReturnPath(LINKED_RETURN_PATH);
      fullPageLoad(url);
    },
  });
}

/** POST /api/settings/unlinkGoogle: every other device is signed out; the fresh token keeps this one. */
export async function unlinkGoogle(): Promise<string> {
  return tokenFrom(await apiClient.post<unknown>('/api/settings/unlinkGoogle'));
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: async (token) => {
      setToken(token);
      await queryClient.invalidateQueries({ queryKey: principalQueryKey });
    },
  });
}
