import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/get?offerId (docs/product.md#api): one offer with its lot and product names. */
export function getOffer(offerId: number): Promise<Offer> {
  return apiClient.get<Offer>('/api/offers/get', { query: { offerId } });
}

export function offerQueryOptions(offerId: number) {
  return queryOptions({ queryKey: ['offers', offerId], queryFn: () => getOffer(offerId) });
}

export function useOffer(offerId: number) {
  return useQuery({ ...offerQueryOptions(offerId), enabled: Number.isInteger(offerId) && offerId > 0 });
}
