import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferWithProduct } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/offers/getWithProduct?offerId: the offer and its product's attributes (edit page). */
export function getOfferWithProduct(offerId: number): Promise<OfferWithProduct> {
  return apiClient.get<OfferWithProduct>('/api/offers/getWithProduct', { query: { offerId } });
}

export function offerWithProductQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: ['offers', offerId, 'withProduct'],
    queryFn: () => getOfferWithProduct(offerId),
  });
}

export function useOfferWithProduct(offerId: number) {
  return useQuery({
    ...offerWithProductQueryOptions(offerId),
    enabled: Number.isInteger(offerId) && offerId > 0,
  });
}
