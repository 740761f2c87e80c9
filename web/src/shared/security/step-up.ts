import { isApiError } from '@/shared/api-client/api-error';
import type { StepUpMethod } from './step-up-api';

/**
 * The header a stepUpToken travels in (contract/src/schemas/mfa.ts STEP_UP_HEADER; spelled here so
 * that this small module, imported by the forms that need step-up, brings no schema with it).
 */
export const STEP_UP_HEADER = 'X-Step-Up';

export type { StepUpMethod } from './step-up-api';

/** A 403 whose route asks the caller to prove it is them again (ADR 0053). */
export function stepUpMethods(error: unknown): StepUpMethod[] | null {
  if (!isApiError(error) || error.status !== 403 || error.body.code !== 'stepUpRequired') return null;
  const methods = error.body.methods;
  return Array.isArray(methods) ? (methods.filter((m) => typeof m === 'string') as StepUpMethod[]) : [];
}

/**
 * Runs an API call that may need step-up ("sudo mode", docs/decisions/0053-second-factor-and-step-up.md):
 * on 403 `stepUpRequired` it opens the step-up dialog (its own chunk), gets a stepUpToken and
 * repeats the call once with it. Closing the dialog leaves the first refusal as the call's error.
 */
export async function withStepUp<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await call({});
  } catch (error) {
    const methods = stepUpMethods(error);
    if (methods === null) throw error;
    const { askForStepUp } = await import('./step-up-host');
    const token = await askForStepUp(methods);
    if (token === null) throw error;
    return call({ [STEP_UP_HEADER]: token });
  }
}
