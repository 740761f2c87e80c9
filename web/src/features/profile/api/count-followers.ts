import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';
import { followKeys } from '@/shared/entities/follow/follow-state';

/** GET /api/followers/countFollowers?followedId (docs/product.md#api): how many users follow this one. */
export function countFollowers(followedId: number, signal?: AbortSignal): Promise<number> {
  return apiClient.get<number>('/api/followers/countFollowers', { query: { followedId }, signal });
}

export function followersCountQueryOptions(userId: number) {
  return queryOptions({
    queryKey: followKeys.followersCount(userId),
    queryFn: ({ signal }) => countFollowers(userId, signal),
  });
}

export function useFollowersCount(userId: number) {
  return useQuery(followersCountQueryOptions(userId));
}
