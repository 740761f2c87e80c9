import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, userSessions } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { InvalidTokenError, type TokenService } from '../modules/auth/index.ts';
import type { ActivityTracker } from '../modules/sessions/index.ts';

export type { TokenService };

/**
 * The caller of a request or of a real-time session. A user's roles and suspension are read from
 * the database when the caller is resolved, never taken from the token.
 */
export type Principal =
  | {
      kind: 'user';
      id: number;
      roles: string[];
      suspended: boolean;
      /** Proved they receive mail at the account's address (ADR 0052). */
      emailVerified: boolean;
      /** The sign-in session the token names (ADR 0055): ending it ends this caller. */
      sessionId: string;
    }
  | { kind: 'guest'; guestId: string };

/**
 * The one way a bearer token becomes a principal, for HTTP requests (plugins/auth.ts) and STOMP
 * CONNECT frames (realtime/auth.ts) alike: the signature and expiry, then that the user still
 * exists, the token's version is current ("sign out everywhere", ADR 0004) and its session is
 * neither revoked nor unknown (ADR 0055), all in one query. A token that fails any of these throws
 * a 401 AppError. The session's last-active time moves on at most once a minute (`activity`).
 */
export async function resolvePrincipal(
  deps: { db: Db; tokens: TokenService; sessionActivity?: ActivityTracker },
  token: string,
): Promise<Principal> {
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw unauthorized('sessionExpired');
    throw err;
  }
  if (claims.kind === 'guest') return { kind: 'guest', guestId: claims.guestId };
  const [row] = await deps.db
    .select({
      roles: users.roles,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      revokedAt: userSessions.revokedAt,
      lastActiveAt: userSessions.lastActiveAt,
    })
    .from(users)
    .innerJoin(userSessions, and(eq(userSessions.id, claims.sessionId), eq(userSessions.userId, users.id)))
    .where(eq(users.id, claims.userId));
  if (!row || row.deletedAt || row.revokedAt || row.tokenVersion !== claims.tokenVersion)
    throw unauthorized('sessionExpired');
  await deps.sessionActivity?.seen(claims.sessionId, row.lastActiveAt);
  return {
    kind: 'user',
    id: claims.userId,
    roles: row.roles,
    suspended: row.suspendedAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId: claims.sessionId,
  };
}
