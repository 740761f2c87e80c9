import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationDecision, MyReport } from '@gamelot/contract/schemas/moderation';
import { apiClient } from '@/shared/api-client/api-client';
import { moderationKeys } from '@/shared/moderation/api';

/** The user's side of moderation (docs/product.md#reports-and-moderation). */

export const getDecisions = () => apiClient.get<ModerationDecision[]>('/api/moderation/decisions');
export const getMyReports = () => apiClient.get<MyReport[]>('/api/reports/mine');
export const appeal = (id: number, text: string) =>
  apiClient.post<ModerationDecision>(`/api/moderation/decisions/${id}/appeal`, { text });

export const decisionsQuery = () =>
  queryOptions({ queryKey: moderationKeys.decisions, queryFn: getDecisions });
export const myReportsQuery = () => queryOptions({ queryKey: moderationKeys.reports, queryFn: getMyReports });

export const useDecisions = (enabled: boolean) => useQuery({ ...decisionsQuery(), enabled });
export const useMyReports = (enabled: boolean) => useQuery({ ...myReportsQuery(), enabled });
