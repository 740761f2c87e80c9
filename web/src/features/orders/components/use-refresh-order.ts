import { useQueryClient } from '@tanstack/react-query';
import { disputeKey } from '../api/disputes';
import { orderKeys } from '../api/orders';

/** After a dispute opens or resolves, the order itself changed state. */
export function useRefreshOrder(orderId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) });
    void queryClient.invalidateQueries({ queryKey: disputeKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
}
