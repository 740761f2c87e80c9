import { ApiError } from '../api-client/api-error';

/** The token of an auth response `{token}` (docs/product.md#entities); anything else is a bad response. */
export function tokenFrom(response: unknown): string {
  if (response && typeof response === 'object' && 'token' in response && typeof response.token === 'string') {
    if (response.token) return response.token;
  }
  throw new ApiError({ kind: 'bad-response', message: 'Bad response' });
}
