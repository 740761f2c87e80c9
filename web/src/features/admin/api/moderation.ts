import type { Paged } from '@gamelot/contract/paging';
import type {
  AdminAppeal,
  DecideAppealBody,
  DecideReportBody,
  Report,
} from '@gamelot/contract/schemas/moderation';
import { apiClient } from '@/shared/api-client/api-client';

/** The administrators' report and appeal queues (docs/product.md#reports-and-moderation). */

export const moderationAdminKeys = {
  reports: (status: string) => ['admin', 'reports', status] as const,
  appeals: (status: string) => ['admin', 'appeals', status] as const,
};

const page = { page: 0, size: 50 };

export const listReports = (status: 'open' | 'decided') =>
  apiClient.get<Paged<Report>>('/api/admin/reports', { query: { ...page, status } });

export const decideReport = (id: number, body: DecideReportBody) =>
  apiClient.post<Report>(`/api/admin/reports/${id}/decide`, body);

export const listAppeals = (status: 'pending' | 'decided') =>
  apiClient.get<Paged<AdminAppeal>>('/api/admin/appeals', { query: { ...page, status } });

export const decideAppeal = (id: number, body: DecideAppealBody) =>
  apiClient.post<AdminAppeal>(`/api/admin/appeals/${id}/decide`, body);
