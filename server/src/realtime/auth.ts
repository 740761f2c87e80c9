import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { InvalidTokenError } from '../modules/auth/tokens.ts';
import type { StompHeaders } from './stomp.ts';
import type { RealtimeUser } from './types.ts';

/**
 * The CONNECT frame's bearer token, checked as the HTTP auth plugin checks a request's: the
 * signature and expiry, then that the user still exists and the token's version is current
 * ("sign out everywhere"). Null means refuse.
 */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<RealtimeUser | null> {
  let claims;
  try {
    claims = await app.tokens.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) return null;
    throw err;
  }
  if (claims.kind === 'guest') return { kind: 'guest', guestId: claims.guestId };
  const [row] = await app.db
    .select({ tokenVersion: users.tokenVersion, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.deletedAt || row.tokenVersion !== claims.tokenVersion) return null;
  return { kind: 'user', id: claims.userId };
}

/** Authorization: Bearer <jwt>, or the authorization/token variants clients send. */
export function bearerToken(headers: StompHeaders): string | null {
  const raw = headers.Authorization ?? headers.authorization ?? headers.token ?? '';
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}
