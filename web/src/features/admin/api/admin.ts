import type { Paged } from '@gamelot/contract/paging';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import type { AdminOffer, AdminUser, AdminWithdrawal } from '@gamelot/contract/schemas/admin';
import type { AdminMailPage } from '@gamelot/contract/schemas/mail';
import type { Withdrawal } from '@gamelot/contract/schemas/wallet';
import { apiClient } from '@/shared/api-client/api-client';

/** Administration (docs/product.md#disputes). Every decision carries a reason the affected user sees. */

export type AdminDispute = Omit<Dispute, 'messages'>;
export type { AdminOffer, AdminUser, AdminWithdrawal };

export const adminKeys = {
  all: ['admin'] as const,
  disputes: (status: string) => ['admin', 'disputes', status] as const,
  withdrawals: (status: string) => ['admin', 'withdrawals', status] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  offers: (query: string) => ['admin', 'offers', query] as const,
  mail: (page: number) => ['admin', 'mail', page] as const,
};

const page = { page: 0, size: 50 };

export const listDisputes = (status: 'open' | 'resolved') =>
  apiClient.get<Paged<AdminDispute>>('/api/admin/disputes', { query: { ...page, status } });

export const listWithdrawals = (status: 'pending' | 'approved' | 'rejected') =>
  apiClient.get<Paged<AdminWithdrawal>>('/api/admin/withdrawals', { query: { ...page, status } });

export const decideWithdrawal = (id: number, decision: 'approve' | 'reject', reason: string) =>
  apiClient.post<Withdrawal>(`/api/admin/withdrawals/${id}/${decision}`, { reason });

export const listUsers = (query: string) =>
  apiClient.get<Paged<AdminUser>>('/api/admin/users', { query: { ...page, query: query || undefined } });

export const setSuspended = (id: number, suspend: boolean, reason: string) =>
  apiClient.post<unknown>(`/api/admin/users/${id}/${suspend ? 'suspend' : 'unsuspend'}`, { reason });

export const listOffers = (query: string) =>
  apiClient.get<Paged<AdminOffer>>('/api/admin/offers', { query: { ...page, query: query || undefined } });

export const setBlocked = (id: number, block: boolean, reason: string) =>
  apiClient.post<unknown>(`/api/admin/offers/${id}/${block ? 'block' : 'unblock'}`, { reason });

/** GET /api/admin/mail: outgoing mail, newest first (kept when the server has no SMTP_URL). */
export const listMail = (pageNumber: number) =>
  apiClient.get<AdminMailPage>('/api/admin/mail', { query: { page: pageNumber, size: 20 } });
