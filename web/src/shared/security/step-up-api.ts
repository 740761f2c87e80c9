import type { StepUpBody, StepUpResponse } from '@gamelot/contract/schemas/mfa';
import { apiClient } from '@/shared/api-client/api-client';

/** POST /api/auth/step-up: a code (or, without a second factor, the password) for a stepUpToken. */
export const stepUp = (body: StepUpBody) => apiClient.post<StepUpResponse>('/api/auth/step-up', body);

/** The ways a refusal offers to step up (ADR 0053). */
export type StepUpMethod = 'totp' | 'recovery' | 'passkey' | 'password';
