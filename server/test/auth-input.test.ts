import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../src/db/schema/index.ts';
import { identityCalls } from './auth-helpers.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

/** "Done means": every auth call with bad input or a bad token gets a clear 4xx and creates nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SIGNIN_RATE_LIMIT: '1000' });
});
afterAll(async () => t?.close());
const { register, signIn, principal, expectRefused } = identityCalls(() => t);

describe('bad input creates nothing', () => {
  const cases: [string, unknown, string][] = [
    ['no body', undefined, MESSAGES.invalidInput],
    ['missing name', { email: 'm1@example.com', password: 'secret1' }, MESSAGES.nameRequired],
    ['blank name', { name: '   ', email: 'm2@example.com', password: 'secret1' }, MESSAGES.nameRequired],
    [
      'name too long',
      { name: 'n'.repeat(65), email: 'm3@example.com', password: 'secret1' },
      MESSAGES.nameTooLong,
    ],
    ['missing e-mail', { name: 'M', password: 'secret1' }, MESSAGES.emailRequired],
    ['bad e-mail', { name: 'M', email: 'not-an-email', password: 'secret1' }, MESSAGES.emailInvalid],
    ['missing password', { name: 'M', email: 'm4@example.com' }, MESSAGES.passwordRequired],
    ['numeric password', { name: 'M', email: 'm5@example.com', password: 123456 }, MESSAGES.passwordRequired],
    ['array body', [1, 2], MESSAGES.invalidInput],
    ['object e-mail', { name: 'M', email: { $ne: '' }, password: 'secret1' }, MESSAGES.emailRequired],
  ];
  it.each(cases)('register: %s → 400', async (_label, payload, message) => {
    const res = await expectRefused(() => register(payload), 400, message);
    if (message !== MESSAGES.invalidInput) expect(Object.values(res.body.fieldErrors)).toContain(message);
  });

  it('sign in: missing fields and wrong types → 400 with field errors', async () => {
    const res = await expectRefused(() => signIn({}), 400, MESSAGES.invalidInput);
    expect(res.body.fieldErrors).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    await expectRefused(
      () => signIn({ email: 'a@example.com', password: 42 }),
      400,
      MESSAGES.passwordRequired,
    );
    await expectRefused(() => signIn({ email: 42, password: 'secret1' }), 400, MESSAGES.emailRequired);
  });

  it('a body over the limit → 413', async () => {
    const big = JSON.stringify({
      name: 'Big',
      email: 'big@example.com',
      password: 'secret1',
      pad: 'x'.repeat(10 * 1024 * 1024),
    });
    for (const url of ['/api/auth/register?provider=local', '/api/auth/singIn?provider=local']) {
      await expectRefused(
        () =>
          call(t.app, { method: 'POST', url, payload: big, headers: { 'content-type': 'application/json' } }),
        413,
        MESSAGES.payloadTooLarge,
      );
    }
  });

  it('malformed JSON → 400', async () => {
    for (const url of ['/api/auth/register?provider=local', '/api/auth/singIn?provider=anonymous']) {
      await expectRefused(
        () =>
          call(t.app, {
            method: 'POST',
            url,
            payload: '{"name": "x",',
            headers: { 'content-type': 'application/json' },
          }),
        400,
        MESSAGES.malformedJson,
      );
    }
  });

  it('a prototype-poisoning body is refused', async () => {
    await expectRefused(
      () =>
        call(t.app, {
          method: 'POST',
          url: '/api/auth/register?provider=local',
          payload: '{"name":"x","email":"proto@example.com","password":"secret1","__proto__":{"admin":true}}',
          headers: { 'content-type': 'application/json' },
        }),
      400,
    );
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789');
  let userId: number;
  let token: string;
  beforeAll(async () => {
    token = (await register({ name: 'Dave', email: 'dave@example.com', password: 'secret1' })).body.token;
    userId = (await principal(token)).body.id;
  });
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const registerWith = (bad: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'Eve', email: `eve${Math.random()}@example.com`, password: 'secret1' },
      token: bad,
    });

  it('no token → 401', async () => {
    const res = await principal();
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.unauthorized);
  });

  it('expired, forged, alg:none and tampered tokens → 401, yet never block signing in again', async () => {
    const claims = { role: 'USER', roles: ['USER'], tv: 0 };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xx'));
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: String(userId), exp: 9999999999 })}.`;
    const [h, , s] = token.split('.');
    const tampered = `${h}.${b64({ ...claims, sub: String(userId + 1000), exp: 9999999999 })}.${s}`;
    for (const bad of [expired, otherSecret, none, tampered, 'garbage']) {
      const res = await principal(bad);
      expect(res.status, bad).toBe(401);
      expect(res.body.message).toBe(MESSAGES.sessionExpired);
      // A client holding a stale token must still be able to sign in or register afresh.
      const again = await call(t.app, {
        method: 'POST',
        url: '/api/auth/singIn?provider=local',
        payload: { email: 'dave@example.com', password: 'secret1' },
        token: bad,
      });
      expect(again.status, bad).toBe(200);
    }
    const fresh = await registerWith(expired);
    expect(fresh.status).toBe(200);
    expect((await principal(fresh.body.token)).status).toBe(200);
  });

  it('bumping token_version signs the old token out', async () => {
    expect((await principal(token)).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    expect((await principal(token)).status).toBe(401);
    const fresh = await signIn({ email: 'dave@example.com', password: 'secret1' });
    expect((await principal(fresh.body.token)).status).toBe(200);
  });
});
