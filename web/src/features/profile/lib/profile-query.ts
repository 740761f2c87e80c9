import { isApiError } from '@/shared/api-client/api-error';

/** A profile that does not exist: 404, or an id the server rejects (400). */
export function isMissingProfile(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
