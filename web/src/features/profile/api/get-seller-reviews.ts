import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@gamelot/contract/paging';
import { PROFILE_REVIEWS_PAGE_SIZE } from '@gamelot/contract/rules';
import type { Review } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';
import { pageOfAll } from '../lib/paged';

/**
 * POST /api/reviews/searchAllBySellerId?page&size=3&sort=createdAt,desc, body {sellerId}
 * (docs/product.md#api): a seller's reviews, newest first, each with its buyer and offer. A plain array is
 * accepted too (docs/product.md#api "or a plain array").
 */
export async function getSellerReviews(sellerId: number, page: number, signal?: AbortSignal) {
  const size = PROFILE_REVIEWS_PAGE_SIZE;
  const data = await apiClient.post<Paged<Review> | Review[]>(
    '/api/reviews/searchAllBySellerId',
    { sellerId },
    { query: { page, size, sort: 'createdAt,desc' }, signal },
  );
  return Array.isArray(data) ? pageOfAll(data, 0, size) : data;
}

export function sellerReviewsQueryOptions(sellerId: number, page: number) {
  return queryOptions({
    queryKey: ['profile', 'reviews', sellerId, page],
    queryFn: ({ signal }) => getSellerReviews(sellerId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSellerReviews(sellerId: number, page: number) {
  return useQuery(sellerReviewsQueryOptions(sellerId, page));
}
