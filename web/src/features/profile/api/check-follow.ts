import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/followers/checkFollow?followerId&followedId (docs/product.md#api): whether the first follows the second. */
export async function checkFollow(followerId: number, followedId: number, signal?: AbortSignal) {
  const answer = await apiClient.get<boolean>('/api/followers/checkFollow', {
    query: { followerId, followedId },
    signal,
  });
  return answer === true;
}

export const followStateQueryKey = (followerId: number, followedId: number) =>
  ['profile', 'follows', followerId, followedId] as const;

export function checkFollowQueryOptions(followerId: number, followedId: number) {
  return queryOptions({
    queryKey: followStateQueryKey(followerId, followedId),
    queryFn: ({ signal }) => checkFollow(followerId, followedId, signal),
  });
}

/**
 * docs/product.md#roles: the follow state is asked for only when signed in (not a guest) and not one's own
 * profile; pass viewerId null otherwise.
 */
export function useCheckFollow(viewerId: number | null, followedId: number) {
  return useQuery({
    ...checkFollowQueryOptions(viewerId ?? 0, followedId),
    enabled: viewerId !== null && viewerId !== followedId,
  });
}
