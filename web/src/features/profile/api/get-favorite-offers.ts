import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@gamelot/contract/paging';
import type { OfferCard } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** POST /api/favoriteOffers/getAllByUserId?page&size, body {userId} (docs/product.md#api): liked offers, newest first. */
export function getFavoriteOffers(userId: number, page: number, size: number, signal?: AbortSignal) {
  return apiClient.post<Paged<OfferCard>>(
    '/api/favoriteOffers/getAllByUserId',
    { userId },
    { query: { page, size }, signal },
  );
}

export function favoriteOffersQueryOptions(userId: number, page: number, size: number) {
  return queryOptions({
    queryKey: ['profile', 'favorites', userId, page, size],
    queryFn: ({ signal }) => getFavoriteOffers(userId, page, size, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFavoriteOffers(userId: number, page: number, size: number, enabled = true) {
  return useQuery({ ...favoriteOffersQueryOptions(userId, page, size), enabled });
}
