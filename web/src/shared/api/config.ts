import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@gamelot/contract/schemas/config';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/config: what this server supports (e.g. whether Google sign-in is set up). */
export function getConfig(): Promise<PublicConfig> {
  return apiClient.get<PublicConfig>('/api/config', { auth: false });
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity, retry: false });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}

/** Google is offered unless the server says it is not configured. */
export function useGoogleEnabled(): boolean {
  return useConfig().data?.googleEnabled !== false;
}
