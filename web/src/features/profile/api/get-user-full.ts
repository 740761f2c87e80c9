import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getFullData?id (docs/product.md#api Users): the public profile; 404 when there is none. */
export function getUserFull(id: number, signal?: AbortSignal): Promise<UserFull> {
  return apiClient.get<UserFull>('/api/users/getFullData', { query: { id }, signal });
}

export const userFullQueryKey = (id: number) => ['profile', 'full', id] as const;

export function userFullQueryOptions(id: number) {
  return queryOptions({ queryKey: userFullQueryKey(id), queryFn: ({ signal }) => getUserFull(id, signal) });
}

export function useUserFull(id: number | null) {
  return useQuery({ ...userFullQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
