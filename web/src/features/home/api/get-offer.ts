import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/get?offerId: one offer, with its lot's name (which places it under a tab). */
export function getOffer(offerId: number): Promise<Offer> {
  return apiClient.get<Offer>('/api/offers/get', { query: { offerId } });
}

export function offerQueryOptions(offerId: number) {
  return queryOptions({ queryKey: ['home', 'offer', offerId], queryFn: () => getOffer(offerId) });
}

/** Loads the offers in parallel; the result keeps the ids' order and leaves out any that failed. */
export function useOffers(offerIds: readonly number[]) {
  return useQueries({
    queries: offerIds.map((id) => offerQueryOptions(id)),
    combine: (results) => ({
      offers: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
