import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { InvalidTokenError, type TokenService } from '../modules/auth/index.ts';

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
    }
  | { kind: 'guest'; guestId: string };

/**
 * The one way a bearer token becomes a principal, for HTTP requests (plugins/auth.ts) and STOMP
 * CONNECT frames (realtime/auth.ts) alike: the signature and expiry, then that the user still
 * exists and the token's version is current ("sign out everywhere", ADR 0004). A token that fails
 * any of these throws a 401 AppError.
 */
export async function resolvePrincipal(
  deps: { db: Db; tokens: TokenService },
  token: string,
): Promise<Principal> {
  let claims;
  try {
    claims = await deps.tokens.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw unauthorized(MESSAGES.sessionExpired);
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
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.deletedAt || row.tokenVersion !== claims.tokenVersion)
    throw unauthorized(MESSAGES.sessionExpired);
  return {
    kind: 'user',
    id: claims.userId,
    roles: row.roles,
    suspended: row.suspendedAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
