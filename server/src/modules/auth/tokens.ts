import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ROLE_GUEST } from '@gamelot/contract/rules';

/** Who a verified token speaks for. Guests have no row in the database. */
export type TokenClaims =
  | { kind: 'user'; userId: number; roles: string[]; tokenVersion: number }
  | { kind: 'guest'; guestId: string };

export class InvalidTokenError extends Error {}

/** HS256 JWTs (docs/ARCHITECTURE.md#identity): sub = user id, role, exp 30 days, tv = token version. */
export function createTokenService(secret: string, ttlDays: number) {
  const key = new TextEncoder().encode(secret);
  const ttl = `${ttlDays}d`;

  return {
    signUser(user: { id: number; roles: string[]; tokenVersion: number }): Promise<string> {
      return new SignJWT({ role: user.roles[0] ?? 'USER', roles: user.roles, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },

    signGuest(guestId: string): Promise<string> {
      return new SignJWT({ role: ROLE_GUEST, roles: [ROLE_GUEST], guest: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(`guest:${guestId}`)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key);
    },

    async verify(token: string): Promise<TokenClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const sub = payload.sub ?? '';
        if (payload.guest === true && sub.startsWith('guest:'))
          return { kind: 'guest', guestId: sub.slice(6) };
        const userId = Number(sub);
        const roles = Array.isArray(payload.roles) ? payload.roles.map(String) : [];
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.tv !== 'number') {
          throw new InvalidTokenError('malformed claims');
        }
        return { kind: 'user', userId, roles, tokenVersion: payload.tv };
      } catch (err) {
        if (err instanceof InvalidTokenError || err instanceof joseErrors.JOSEError)
          throw new InvalidTokenError();
        throw err;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
