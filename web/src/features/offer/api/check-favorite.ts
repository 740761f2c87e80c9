import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/favoriteOffers/checkIfExist?userId&offerId: whether the user favourited the offer. */
export function checkFavorite(userId: number, offerId: number): Promise<boolean> {
  return apiClient.get<boolean>('/api/favoriteOffers/checkIfExist', { query: { userId, offerId } });
}

export function favoriteQueryKey(userId: number, offerId: number) {
  return ['favorites', 'check', userId, offerId] as const;
}

export function favoriteQueryOptions(userId: number, offerId: number) {
  return queryOptions({
    queryKey: favoriteQueryKey(userId, offerId),
    queryFn: () => checkFavorite(userId, offerId),
  });
}

/** Asked only for a signed-in user who does not own the offer. */
export function useIsFavorite(userId: number | null, offerId: number, enabled: boolean) {
  return useQuery({ ...favoriteQueryOptions(userId ?? 0, offerId), enabled: enabled && userId !== null });
}
