import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@gamelot/contract/paging';
import type { FollowUser } from '@gamelot/contract/schemas/follows';
import { apiClient } from '@/shared/api-client/api-client';
import { followKeys } from '@/shared/entities/follow/follow-state';
import { pageOfAll } from '../lib/paged';

export type FollowDirection = 'followers' | 'following';

/**
 * GET /api/followers/getFollowers?followedId (who follows the user) or getFollowing?followerId
 * (whom the user follows), with page and size: a paged result, newest first (docs/product.md#api).
 */
export async function getFollowUsers(
  direction: FollowDirection,
  userId: number,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Paged<FollowUser>> {
  const path = direction === 'followers' ? '/api/followers/getFollowers' : '/api/followers/getFollowing';
  const idKey = direction === 'followers' ? 'followedId' : 'followerId';
  const data = await apiClient.get<FollowUser[] | Paged<FollowUser>>(path, {
    query: { [idKey]: userId, page, size },
    signal,
  });
  return Array.isArray(data) ? pageOfAll(data, page, size) : data;
}

export function followUsersQueryOptions(
  direction: FollowDirection,
  userId: number,
  page: number,
  size: number,
) {
  return queryOptions({
    queryKey: followKeys.users(direction, userId, page, size),
    queryFn: ({ signal }) => getFollowUsers(direction, userId, page, size, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFollowUsers(
  direction: FollowDirection,
  userId: number,
  page: number,
  size: number,
  enabled = true,
) {
  return useQuery({ ...followUsersQueryOptions(direction, userId, page, size), enabled });
}
