import type { Paged } from '@gamelot/contract/paging';
import type {
  Payment,
  TopUpBody,
  Wallet,
  WalletEntry,
  Withdrawal,
  WithdrawalBody,
} from '@gamelot/contract/schemas/wallet';
import { apiClient } from '@/shared/api-client/api-client';
import { withStepUp } from '@/shared/security/step-up';

/** The wallet's calls (docs/product.md#wallet). Amounts are roubles. */

export const WALLET_PAGE_SIZE = 10;

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  history: (page: number) => ['wallet', 'history', page] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  topUp: (id: string) => ['wallet', 'top-up', id] as const,
};

export const getWallet = () => apiClient.get<Wallet>('/api/wallet');

export const getHistory = (page: number) =>
  apiClient.get<Paged<WalletEntry>>('/api/wallet/history', { query: { page, size: WALLET_PAGE_SIZE } });

export const getWithdrawals = () =>
  apiClient.get<Paged<Withdrawal>>('/api/wallet/withdrawals', { query: { page: 0, size: 20 } });

export const startTopUp = (body: TopUpBody) => apiClient.post<Payment>('/api/wallet/top-ups', body);

export const getTopUp = (id: string) =>
  apiClient.get<Payment>(`/api/wallet/top-ups/${encodeURIComponent(id)}`);

/** Asks the owner to prove it is them first (step-up, ADR 0053): the dialog opens when needed. */
export const requestWithdrawal = (body: WithdrawalBody) =>
  withStepUp((headers) => apiClient.post<Withdrawal>('/api/wallet/withdrawals', body, { headers }));
