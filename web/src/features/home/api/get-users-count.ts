import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getCountAll: how many users are registered (home stats). */
export function getUsersCount(): Promise<number> {
  return apiClient.get<number>('/api/users/getCountAll');
}

export function usersCountQueryOptions() {
  return queryOptions({ queryKey: ['home', 'usersCount'], queryFn: getUsersCount });
}

export function useUsersCount() {
  return useQuery(usersCountQueryOptions());
}
