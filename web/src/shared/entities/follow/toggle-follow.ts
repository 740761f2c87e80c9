import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FollowBody } from '@gamelot/contract/schemas/follows';
import { apiClient } from '@/shared/api-client/api-client';
import { followKeys } from './follow-state';

/** POST /api/followers/follow, body {followerId, followedId, followStatus: null}. */
export function follow(followerId: number, followedId: number): Promise<unknown> {
  const body: FollowBody = { followerId, followedId, followStatus: null };
  return apiClient.post('/api/followers/follow', body);
}

/** DELETE /api/followers/unfollow, body {followerId, followedId, followStatus: null}: 204. */
export function unfollow(followerId: number, followedId: number): Promise<unknown> {
  const body: FollowBody = { followerId, followedId, followStatus: null };
  return apiClient.delete('/api/followers/unfollow', body);
}

type Snapshot = [QueryKey, unknown][];

/**
 * The one follow toggle: the button flips and the counts move by one at once, without a re-fetch
 * (the followed user's followers, the viewer's following, when loaded). A failure puts every value
 * back and is logged only. Once settled, every follow query is marked stale without being fetched
 * again now, so the next screen that shows one asks the server (ADR 0045).
 */
export function useToggleFollow(viewerId: number, followedId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => (following ? unfollow : follow)(viewerId, followedId),
    onMutate: async (following: boolean): Promise<Snapshot> => {
      const keys = [
        followKeys.state(viewerId, followedId),
        followKeys.followersCount(followedId),
        followKeys.followingCount(viewerId),
      ];
      await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
      const snapshot: Snapshot = keys.map((key) => [key, client.getQueryData(key)]);
      const step = following ? -1 : 1;
      client.setQueryData(keys[0]!, !following);
      for (const key of keys.slice(1)) {
        client.setQueryData<number>(key, (n) => (n === undefined ? n : Math.max(0, n + step)));
      }
      return snapshot;
    },
    onError: (error, _following, snapshot) => {
      console.warn('Follow toggle failed', error);
      for (const [key, value] of snapshot ?? []) client.setQueryData(key, value);
    },
    onSettled: () => client.invalidateQueries({ queryKey: followKeys.all, refetchType: 'none' }),
  });
}
