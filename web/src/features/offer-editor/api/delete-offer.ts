import { useMutation, useQueryClient } from '@tanstack/react-query';
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
