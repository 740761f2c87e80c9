import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Follow, FollowBody } from '@gamelot/contract/schemas/follows';
import { apiClient } from '@/shared/api-client/api-client';
import { followsQueryKey } from './check-follow';

/** POST /api/followers/follow, body {followerId, followedId}: answers the follow. */
export function follow(body: FollowBody): Promise<Follow> {
  return apiClient.post<Follow>('/api/followers/follow', body);
}

/** DELETE /api/followers/unfollow, body {followerId, followedId}: answers 204, no body. */
export function unfollow(body: FollowBody): Promise<void> {
  return apiClient.delete<void>('/api/followers/unfollow', body);
}

/**
 * Follows or unfollows one of the `listed` users, showing the new state at once (docs/product.md#states: no
 * re-fetch) and putting the old one back if the call fails (docs/product.md#errors: follow failures are logged
 * only). The state lives in the list's one follows query (`useFollows`).
 */
export function useToggleFollow(followerId: number, followedId: number, listed: readonly number[]) {
  const client = useQueryClient();
  const key = followsQueryKey(followerId, listed);
  const set = (following: boolean) =>
    client.setQueryData<number[]>(key, (ids = []) =>
      following
        ? [...ids.filter((id) => id !== followedId), followedId]
        : ids.filter((id) => id !== followedId),
    );
  return useMutation({
    // The answer is not used: the cache already holds the new state.
    mutationFn: (following: boolean): Promise<unknown> =>
      (following ? unfollow : follow)({ followerId, followedId }),
    onMutate: (following: boolean) => {
      set(!following);
      return { following };
    },
    onError: (error, _following, context) => {
      console.warn('Follow toggle failed', error);
      if (context) set(context.following);
    },
  });
}
