import { apiClient } from '../api-client/api-client';

/** POST /api/online/ping (docs/product.md#api Presence): marks the signed-in user as seen now. No body. */
export function pingPresence(): Promise<unknown> {
  return apiClient.post('/api/online/ping');
}
