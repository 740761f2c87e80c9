import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * GET /api/followers/checkFollowMany?followerId&followedIds=a,b,c (ADR 0028, an extension over the
 * original checkFollow): which of the given users the follower follows, in one call for the whole
 * Top Seller list instead of one per seller.
 */
export function checkFollowMany(followerId: number, followedIds: readonly number[]): Promise<number[]> {
  return apiClient.get<number[]>('/api/followers/checkFollowMany', {
    query: { followerId, followedIds: followedIds.join(',') },
  });
}

export const followsQueryKey = (followerId: number, followedIds: readonly number[]) =>
  ['home', 'follows', followerId, followedIds.join(',')] as const;

export function followsQueryOptions(followerId: number, followedIds: readonly number[], enabled: boolean) {
  return queryOptions({
    queryKey: followsQueryKey(followerId, followedIds),
    queryFn: () => checkFollowMany(followerId, followedIds),
    enabled: enabled && followedIds.length > 0,
  });
}

/** The ids among `followedIds` the viewer follows; nothing is asked for a visitor who cannot follow. */
export function useFollows(viewerId: number | null, followedIds: readonly number[]) {
  return useQuery(followsQueryOptions(viewerId ?? 0, followedIds, viewerId !== null));
}
