import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@gamelot/contract/paging';
import { PLAYERS_PAGE_SIZE } from '@gamelot/contract/rules';
import type { PlayerCard } from '@gamelot/contract/schemas/profiles';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/users/getAllBasicData?page&size=24&sort=createdAt,desc (docs/product.md#api): every player, newest first. */
export function getPlayers(page: number, signal?: AbortSignal): Promise<Paged<PlayerCard>> {
  return apiClient.get<Paged<PlayerCard>>('/api/users/getAllBasicData', {
    query: { page, size: PLAYERS_PAGE_SIZE, sort: 'createdAt,desc' },
    signal,
  });
}

export function playersQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['players', page],
    queryFn: ({ signal }) => getPlayers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlayers(page: number) {
  return useQuery(playersQueryOptions(page));
}
