import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferBody, Offer } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** POST /api/offers/create (docs/product.md#api); answers the new offer, whose id the page opens. */
export function createOffer(body: CreateOfferBody): Promise<Offer> {
  return apiClient.post<Offer>('/api/offers/create', body);
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: (offer) => queryClient.setQueryData(['offers', offer.id], offer),
  });
}
