import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopLikedOffer } from '@gamelot/contract/schemas/favorites';
import { TOP_LIKED_DEFAULT_LIMIT } from '@gamelot/contract/rules';
import { apiClient } from '@/shared/api-client/api-client';

/**
 * GET /api/favoriteOffers/getTopLikedOffers?limit=20 (ADR 0025): the 20 most liked offers, most
 * liked first, each with what its card shows (lot, seller, likes): one request for all the cards.
 */
export async function getBestOffers(limit = TOP_LIKED_DEFAULT_LIMIT): Promise<TopLikedOffer[]> {
  const items = await apiClient.get<TopLikedOffer[]>('/api/favoriteOffers/getTopLikedOffers', {
    query: { limit },
  });
  return Array.isArray(items) ? items : [];
}

export function bestOffersQueryOptions() {
  return queryOptions({ queryKey: ['home', 'bestOffers'], queryFn: () => getBestOffers() });
}

export function useBestOffers() {
  return useQuery(bestOffersQueryOptions());
}
