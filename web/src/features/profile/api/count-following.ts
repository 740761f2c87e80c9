import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/followers/countFollowing?followerId (docs/product.md#api): how many users this one follows. */
export function countFollowing(followerId: number, signal?: AbortSignal): Promise<number> {
  return apiClient.get<number>('/api/followers/countFollowing', { query: { followerId }, signal });
}

export const followingCountQueryKey = (userId: number) => ['profile', 'count', 'following', userId] as const;

export function followingCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: followingCountQueryKey(userId),
    queryFn: ({ signal }) => countFollowing(userId, signal),
  });
}

export function useFollowingCount(userId: number) {
  return useQuery(followingCountQueryOptions(userId));
}
