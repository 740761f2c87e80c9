import type { CreateReportBody, MyReport } from '@gamelot/contract/schemas/moderation';
import { apiClient } from '../api-client/api-client';

/** POST /api/reports (docs/product.md#reports-and-moderation): a report of an offer, a user or a message. */
export const createReport = (body: CreateReportBody) => apiClient.post<MyReport>('/api/reports', body);

/** The query keys of the moderation page (its reports and decisions), refreshed after a report. */
export const moderationKeys = {
  all: ['moderation'] as const,
  decisions: ['moderation', 'decisions'] as const,
  reports: ['moderation', 'reports'] as const,
};
