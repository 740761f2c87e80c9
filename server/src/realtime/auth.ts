import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { resolvePrincipal, type Principal } from '../policy/principal.ts';
import type { StompHeaders } from './stomp.ts';

/**
 * The CONNECT frame's bearer token, resolved as an HTTP request's is (policy/principal.ts), so
 * both see the same caller, suspension included. Null means refuse.
 */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<Principal | null> {
  try {
    return await resolvePrincipal(app, token);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401) return null;
    throw err;
  }
}

/** Authorization: Bearer <jwt>, or the authorization/token variants clients send. */
export function bearerToken(headers: StompHeaders): string | null {
  const raw = headers.Authorization ?? headers.authorization ?? headers.token ?? '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}
