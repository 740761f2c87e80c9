import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favorite, FavoriteBody } from '@gamelot/contract/schemas/favorites';
import { apiClient } from '@/shared/api-client/api-client';
import { favoriteQueryKey } from './check-favorite';

/**
 * POST /api/favoriteOffers/add, body {userId, offerId}: userId is the signed-in user. The ids are
 * numbers here, narrower than FavoriteBody, because the cache key is built from them.
 */
export function addFavorite(body: { userId: number; offerId: number }): Promise<Favorite> {
  return apiClient.post<Favorite>('/api/favoriteOffers/add', body satisfies FavoriteBody);
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (_data, { userId, offerId }) =>
      queryClient.setQueryData(favoriteQueryKey(userId, offerId), true),
  });
}
