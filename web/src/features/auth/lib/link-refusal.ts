import { isApiError } from '@/shared/api-client/api-error';

/**
 * The catalogue key for a mailed link's refusal (invalid, expired or used), found by the code the
 * server answered with beside its message; null for any other failure.
 */
export function linkRefusal<K extends string>(error: unknown, refusals: Record<string, K>): K | null {
  const code = isApiError(error) ? error.body.code : undefined;
  return typeof code === 'string' && Object.hasOwn(refusals, code) ? refusals[code]! : null;
}
