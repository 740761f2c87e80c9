import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * The short tokens of the second factor (ADR 0053): an mfaToken (password accepted, code still
 * owed) and a stepUpToken (the user proved it is them a moment ago). HS256 under keys derived
 * from the JWT secret, one per purpose, so neither can be taken for a session token nor for the
 * other. Both carry the account's token version: a password change or "sign out everywhere"
 * ends them. Expiry is read against the app's clock.
 */
export type Purpose = 'mfa' | 'stepUp';
export type ShortClaims = { userId: number; tokenVersion: number; expiresAt: Date };

export function createShortTokens(jwtSecret: string, clock: () => Date) {
  const keys: Record<Purpose, Uint8Array> = {
    mfa: new Uint8Array(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'gamelot mfa token', 32)),
    stepUp: new Uint8Array(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'gamelot step-up token', 32)),
  };
  return {
    async sign(
      purpose: Purpose,
      user: { id: number; tokenVersion: number },
      ttlSeconds: number,
    ): Promise<{ token: string; expiresAt: Date }> {
      const now = Math.floor(clock().getTime() / 1000);
      const token = await new SignJWT({ tv: user.tokenVersion, use: purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(keys[purpose]);
      return { token, expiresAt: new Date((now + ttlSeconds) * 1000) };
    },

    /** The token's claims, or null when it is forged, expired, or not of this purpose. */
    async verify(purpose: Purpose, token: string): Promise<ShortClaims | null> {
      try {
        const { payload } = await jwtVerify(token, keys[purpose], {
          algorithms: ['HS256'],
          currentDate: clock(),
        });
        const userId = Number(payload.sub);
        if (payload.use !== purpose || !Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
        return { userId, tokenVersion: payload.tv, expiresAt: new Date(payload.exp * 1000) };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type ShortTokens = ReturnType<typeof createShortTokens>;
