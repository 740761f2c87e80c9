import type { CreateOrderBody, Order } from '@gamelot/contract/schemas/orders';
import type { Wallet } from '@gamelot/contract/schemas/wallet';
import { apiClient } from '@/shared/api-client/api-client';

/** POST /api/orders: pays from the wallet into escrow (docs/product.md#orders). */
export const createOrder = (body: CreateOrderBody) => apiClient.post<Order>('/api/orders', body);

/** GET /api/wallet: the buyer's balance, shown before paying. */
export const getWalletBalance = () => apiClient.get<Wallet>('/api/wallet');
