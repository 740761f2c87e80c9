import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@gamelot/contract/paging';
import type { OfferCard } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * POST /api/offers/searchAllByUser?page&size&sort=createdAt,desc, body {userId} (docs/product.md#api): a
 * user's offers, newest first. The profile asks for page 0 of 6, the stats list for pages of 20.
 */
export function getUserOffers(userId: number, page: number, size: number, signal?: AbortSignal) {
  return apiClient.post<Paged<OfferCard>>(
    '/api/offers/searchAllByUser',
    { userId },
    { query: { page, size, sort: 'createdAt,desc' }, signal },
  );
}

export function userOffersQueryOptions(userId: number, page: number, size: number) {
  return queryOptions({
    queryKey: ['profile', 'offers', userId, page, size],
    queryFn: ({ signal }) => getUserOffers(userId, page, size, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserOffers(userId: number, page: number, size: number, enabled = true) {
  return useQuery({ ...userOffersQueryOptions(userId, page, size), enabled });
}
