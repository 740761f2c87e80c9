import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/followers/checkFollow?followerId&followedId: whether the first user follows the second. */
export async function checkFollow(followerId: number, followedId: number): Promise<boolean> {
  return (
    (await apiClient.get<boolean>('/api/followers/checkFollow', { query: { followerId, followedId } })) ===
    true
  );
}

export const followQueryKey = (followerId: number, followedId: number) =>
  ['home', 'follows', followerId, followedId] as const;

export function checkFollowQueryOptions(followerId: number, followedId: number, enabled: boolean) {
  return queryOptions({
    queryKey: followQueryKey(followerId, followedId),
    queryFn: () => checkFollow(followerId, followedId),
    enabled,
  });
}

export function useCheckFollow(followerId: number | null, followedId: number, enabled: boolean) {
  return useQuery(checkFollowQueryOptions(followerId ?? 0, followedId, enabled && followerId !== null));
}
