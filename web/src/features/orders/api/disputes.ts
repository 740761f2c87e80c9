import type { Attachment } from '@gamelot/contract/schemas/chats';
import type { Dispute } from '@gamelot/contract/schemas/disputes';
import type { DisputeRule } from '@gamelot/contract/disputes';
import type { DisputeOutcome } from '@gamelot/contract/orders';
import { apiClient } from '@/shared/api-client/api-client';

/** An order's dispute (docs/product.md#disputes): the buyer opens it, both sides and administrators write. */

export const disputeKey = (orderId: number) => ['orders', 'dispute', orderId] as const;

export const getDispute = (orderId: number) => apiClient.get<Dispute>(`/api/orders/${orderId}/dispute`);

export const openDispute = (orderId: number, reason: string) =>
  apiClient.post<Dispute>(`/api/orders/${orderId}/dispute`, { reason });

export const addDisputeMessage = (orderId: number, content: string, attachments: Attachment[]) =>
  apiClient.post<Dispute>(`/api/orders/${orderId}/dispute/messages`, { content, attachments });

export const resolveDispute = (
  disputeId: number,
  body: { outcome: DisputeOutcome; buyerAmount?: number; rule: DisputeRule; reason: string },
) => apiClient.post<Dispute>(`/api/admin/disputes/${disputeId}/resolve`, body);
