import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteBody } from '@gamelot/contract/schemas/favorites';
import { apiClient } from '@/shared/api-client/api-client';
import { favoriteQueryKey } from './check-favorite';

/** DELETE /api/favoriteOffers/delete, body {userId, offerId}: answers 204, no body. */
export function removeFavorite(body: { userId: number; offerId: number }): Promise<void> {
  return apiClient.delete<void>('/api/favoriteOffers/delete', body satisfies FavoriteBody);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_data, { userId, offerId }) =>
      queryClient.setQueryData(favoriteQueryKey(userId, offerId), false),
  });
}
