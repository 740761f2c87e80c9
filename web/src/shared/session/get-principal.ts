import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Principal } from '@gamelot/contract/schemas/user';
import { apiClient } from '../api-client/api-client';

/** GET /api/users/getUserPrincipalData: the signed-in user (docs/product.md#api Users). */
export function getPrincipal(options: { signOutOn401?: boolean } = {}): Promise<Principal> {
  return apiClient.get<Principal>('/api/users/getUserPrincipalData', options);
}

export const principalQueryKey = ['session', 'principal'] as const;

export function principalQueryOptions() {
  return queryOptions({ queryKey: principalQueryKey, queryFn: () => getPrincipal(), staleTime: 5 * 60_000 });
}

export function usePrincipal(enabled: boolean) {
  return useQuery({ ...principalQueryOptions(), enabled });
}
