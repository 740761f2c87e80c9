import type { DisputeStats } from '@gamelot/contract/schemas/disputes';
import { apiClient } from '@/shared/api-client/api-client';

/** GET /api/disputes/stats: the public time from a dispute's opening to its decision. */
export const disputeStatsKey = ['disputes', 'stats'] as const;

export const getDisputeStats = () => apiClient.get<DisputeStats>('/api/disputes/stats');
