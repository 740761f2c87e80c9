import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferKeyStock } from '@gamelot/contract/schemas/orders';
import { apiClient } from '@/shared/api-client/api-client';

/** The owner's stock of keys for automatic delivery (docs/product.md#keys): counts only, never the keys. */
const stockKey = (offerId: number) => ['offers', offerId, 'keys'] as const;

/** POST /api/offers/{id}/keys: the pasted keys join the stock; the offer's availability follows it. */
export const addKeys = (offerId: number, keys: string) =>
  apiClient.post<OfferKeyStock>(`/api/offers/${offerId}/keys`, { keys });

export function useKeyStock(offerId: number) {
  return useQuery({
    queryKey: stockKey(offerId),
    queryFn: () => apiClient.get<OfferKeyStock>(`/api/offers/${offerId}/keys`),
  });
}

export function useAddKeys(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string) => addKeys(offerId, keys),
    onSuccess: (stock) => {
      queryClient.setQueryData(stockKey(offerId), stock);
      // Availability follows the stock: the offer's own data changed too.
      void queryClient.invalidateQueries({ queryKey: ['offers', offerId] });
    },
  });
}
