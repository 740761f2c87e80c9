import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/orders/getCountCompleted: orders that reached 'completed' (home stats, docs/product.md#buying). */
export function getCompletedOrdersCount(): Promise<number> {
  return apiClient.get<number>('/api/orders/getCountCompleted');
}

export function completedOrdersCountQueryOptions() {
  return queryOptions({ queryKey: ['home', 'completedOrders'], queryFn: getCompletedOrdersCount });
}

export function useCompletedOrdersCount() {
  return useQuery(completedOrdersCountQueryOptions());
}
