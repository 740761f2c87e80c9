import type { OrderState } from '@gamelot/contract/orders';
import type { Paged } from '@gamelot/contract/paging';
import type { Order, RevealedKey } from '@gamelot/contract/schemas/orders';
import { apiClient } from '@/shared/api-client/api-client';

/** The orders' calls (docs/product.md#orders, #keys). */

export type OrderSide = 'purchases' | 'sales';
export const ORDERS_PAGE_SIZE = 10;

/** The lists' filters (docs/product.md#orders): one state or all, and a search by number or offer. */
export type OrderFilters = { state: OrderState | null; q: string };

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderSide, page: number, filters: OrderFilters) =>
    ['orders', side, page, filters.state, filters.q] as const,
  one: (id: number) => ['orders', 'one', id] as const,
};

export const listOrders = (side: OrderSide, page: number, filters: OrderFilters) =>
  apiClient.get<Paged<Order>>(`/api/orders/${side}`, {
    query: {
      page,
      size: ORDERS_PAGE_SIZE,
      ...(filters.state ? { state: filters.state } : {}),
      ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    },
  });

export const getOrder = (id: number) => apiClient.get<Order>(`/api/orders/${id}`);

export const deliverOrder = (id: number, message: string) =>
  apiClient.post<Order>(`/api/orders/${id}/deliver`, { message });

export type SimpleOrderAction = 'cancel' | 'confirm' | 'refund-key' | 'wait-longer';
export const orderAction = (id: number, action: SimpleOrderAction) =>
  apiClient.post<Order>(`/api/orders/${id}/${action}`);

export type { RevealedKey };
export const revealKeys = (id: number) => apiClient.post<RevealedKey[]>(`/api/orders/${id}/keys/reveal`);
