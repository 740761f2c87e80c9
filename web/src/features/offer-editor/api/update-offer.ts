import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, UpdateOfferBody } from '@gamelot/contract/schemas/offers';
import { apiClient } from '@/shared/api-client/api-client';

/** PATCH /api/offers/update (docs/product.md#api): the owner's edit; answers the offer as stored. */
export function updateOffer(body: UpdateOfferBody): Promise<Offer> {
  return apiClient.patch<Offer>('/api/offers/update', body);
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: (offer) => {
      queryClient.setQueryData(['offers', offer.id], offer);
      void queryClient.invalidateQueries({ queryKey: ['offers', offer.id, 'withProduct'] });
    },
  });
}
