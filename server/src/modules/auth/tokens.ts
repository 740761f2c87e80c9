import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ROLE_GUEST } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import type { ClientInfo, Sessions } from '../sessions/index.ts';

/** Who a verified token speaks for. Guests have no row in the database. */
export type TokenClaims =
  | { kind: 'user'; userId: number; roles: string[]; tokenVersion: number; sessionId: string }
  | { kind: 'guest'; guestId: string };

export class InvalidTokenError extends Error {}

export type TokenSubject = { id: number; roles: string[]; tokenVersion: number };

/**
 * HS256 JWTs (docs/ARCHITECTURE.md#identity): sub = user id, role, exp 30 days, tv = token
 * version, sid = the session (docs/decisions/0055-sessions-and-account-security.md). A user token
 * is never issued without its `user_sessions` row: `signUser` opens one (or renews the caller's).
 */
export function createTokenService(
  secret: string,
  ttlDays: number,
  sessions: Pick<Sessions, 'open' | 'renew'>,
) {
  const key = new TextEncoder().encode(secret);
  const ttl = `${ttlDays}d`;

  /** Signs a token for a session already recorded. */
  function signSession(user: TokenSubject, sessionId: string): Promise<string> {
    return new SignJWT({
      role: user.roles[0] ?? 'USER',
      roles: user.roles,
      tv: user.tokenVersion,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(key);
  }

  return {
    signSession,

    /**
     * A token for `user`: a new session recorded from `client` (in `tx` when given), or, with
     * `sessionId`, a fresh token for that session of the caller (its device stays signed in
     * after a token version bump); 401 when that session ended meanwhile.
     */
    async signUser(
      user: TokenSubject,
      opts: { client?: ClientInfo; sessionId?: string; tx?: Db } = {},
    ): Promise<string> {
      if (opts.sessionId) {
        if (!(await sessions.renew(user.id, opts.sessionId, user.tokenVersion)))
          throw unauthorized('sessionExpired');
        return signSession(user, opts.sessionId);
      }
      const session = await sessions.open(user, opts.client, opts.tx);
      return signSession(user, session.id);
    },

    signGuest(guestId: string): Promise<string> {
      return new SignJWT({ role: ROLE_GUEST, roles: [ROLE_GUEST], guest: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(`guest:${guestId}`)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },

    /** A user token without a session (issued before sessions existed) is refused: sign in again. */
    async verify(token: string): Promise<TokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = payload.sub ?? '';
        if (payload.guest === true && sub.startsWith('guest:'))
          return { kind: 'guest', guestId: sub.slice(6) };
        const userId = Number(sub);
        const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
        if (
          !Number.isSafeInteger(userId) ||
          userId <= 0 ||
          typeof payload.tv !== 'number' ||
          typeof payload.sid !== 'string' ||
          payload.sid.length === 0 ||
          payload.sid.length > 64
        ) {
          throw new InvalidTokenError('malformed claims');
        }
        return { kind: 'user', userId, roles, tokenVersion: payload.tv, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof InvalidTokenError || err instanceof joseErrors.JOSEError)
          throw new InvalidTokenError();
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
