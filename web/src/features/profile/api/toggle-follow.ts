import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FollowBody } from '@gamelot/contract/schemas/follows';
import { apiClient } from '@/shared/api-client/api-client';
import { followStateQueryKey } from './check-follow';
import { followersCountQueryKey } from './count-followers';
import { followingCountQueryKey } from './count-following';

/** POST /api/followers/follow, body {followerId, followedId, followStatus: null} (docs/product.md#api). */
export function follow(followerId: number, followedId: number): Promise<unknown> {
  const body: FollowBody = { followerId, followedId, followStatus: null };
  return apiClient.post('/api/followers/follow', body);
}

/** DELETE /api/followers/unfollow, body {followerId, followedId, followStatus: null}. */
export function unfollow(followerId: number, followedId: number): Promise<unknown> {
  const body: FollowBody = { followerId, followedId, followStatus: null };
  return apiClient.delete('/api/followers/unfollow', body);
}

type Snapshot = [QueryKey, unknown][];

/**
 * Follow toggle of docs/product.md#states: the button flips and the followers count moves by one at once,
 * without re-fetching (the viewer's own following count too, when loaded). A failure puts every
 * value back and is logged only (docs/product.md#errors).
 */
export function useToggleFollow(viewerId: number, followedId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => (following ? unfollow : follow)(viewerId, followedId),
    onMutate: async (following: boolean): Promise<Snapshot> => {
      const keys = [
        followStateQueryKey(viewerId, followedId),
        followersCountQueryKey(followedId),
        followingCountQueryKey(viewerId),
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
  });
}
