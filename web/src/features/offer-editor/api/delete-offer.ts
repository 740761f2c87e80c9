import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPEN_ORDER_STATES } from '@gamelot/contract/orders';
import type { Paged } from '@gamelot/contract/paging';
import type { Order } from '@gamelot/contract/schemas/orders';
import { apiClient } from '@/shared/api-client/api-client';

/** DELETE /api/offers/delete, body {id} (docs/product.md#api): the owner only. */
export function deleteOffer(id: number): Promise<void> {
  return apiClient.delete<void>('/api/offers/delete', { id });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: ['offers', id] }),
  });
}

/**
 * How many of the offer's sales are still open (paid, delivered or disputed): a delete keeps them
 * whole, and the confirmation says how many there are. Asked fresh each time the dialog opens.
 */
export function useOpenOrderCount(offerId: number) {
  return useQuery({
    queryKey: ['orders', 'sales', 'open', offerId],
    queryFn: async () =>
      (
        await apiClient.get<Paged<Order>>('/api/orders/sales', {
          query: { offerId, state: OPEN_ORDER_STATES.join(','), size: 1 },
        })
      ).totalElements,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
