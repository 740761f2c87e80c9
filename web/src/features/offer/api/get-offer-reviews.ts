import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@gamelot/contract/schemas/reviews';
import { apiClient } from '@/shared/api-client/api-client';
import { isApiError } from '@/shared/api-client/api-error';

/** GET /api/reviews/getAllByOfferId?offerId (docs/product.md#api); a 404 means no reviews. */
export async function getOfferReviews(offerId: number): Promise<Review[]> {
  try {
    const reviews = await apiClient.get<Review[] | undefined>('/api/reviews/getAllByOfferId', {
      query: { offerId },
    });
    return Array.isArray(reviews) ? reviews : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function offerReviewsQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: ['reviews', 'byOffer', offerId],
    queryFn: () => getOfferReviews(offerId),
  });
}

export function useOfferReviews(offerId: number) {
  return useQuery(offerReviewsQueryOptions(offerId));
}
