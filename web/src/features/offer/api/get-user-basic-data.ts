import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBasic } from '@gamelot/contract/schemas/profiles';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getBasicData?id (docs/product.md#api): the seller's name, picture and join date. */
export function getUserBasicData(id: number): Promise<UserBasic> {
  return apiClient.get<UserBasic>('/api/users/getBasicData', { query: { id } });
}

export function userBasicDataQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', 'basic', id],
    queryFn: () => getUserBasicData(id),
    staleTime: 60_000,
  });
}

export function useUserBasicData(id: number) {
  return useQuery(userBasicDataQueryOptions(id));
}
