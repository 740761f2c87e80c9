import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';
import { followKeys } from '@/shared/entities/follow/follow-state';

/** GET /api/followers/countFollowing?followerId (docs/product.md#api): how many users this one follows. */
export function countFollowing(followerId: number, signal?: AbortSignal): Promise<number> {
  return apiClient.get<number>('/api/followers/countFollowing', { query: { followerId }, signal });
}

export function followingCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: followKeys.followingCount(userId),
    queryFn: ({ signal }) => countFollowing(userId, signal),
  });
}

export function useFollowingCount(userId: number) {
  return useQuery(followingCountQueryOptions(userId));
}
