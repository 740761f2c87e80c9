import { queryOptions, useQueries } from '@tanstack/react-query';
import type { UserBasic } from '@gamelot/contract/schemas/profiles';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getBasicData?id (SPEC §7): a seller's name and picture. */
export function getUserBasic(id: number): Promise<UserBasic> {
  return apiClient.get<UserBasic>('/api/users/getBasicData', { query: { id } });
}

export function userBasicQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['home', 'user', id],
    queryFn: () => getUserBasic(id),
    staleTime: 5 * 60_000,
  });
}

/** The sellers of the offers shown, by id; a failed one is simply missing from the map. */
export function useUsersBasic(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => userBasicQueryOptions(id)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = ids[index];
          return result.data && id !== undefined ? [[id, result.data] as const] : [];
        }),
      ),
  });
}
