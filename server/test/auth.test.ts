import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { users } from '../src/db/schema/index.ts';
import { identityCalls } from './auth-helpers.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SIGNIN_RATE_LIMIT: '1000' });
});
afterAll(async () => t?.close());
const { register, signIn, principal, userCount, expectRefused } = identityCalls(() => t);

describe('register → principal → sign in', () => {
  it('registers, reads the principal, signs in again', async () => {
    const reg = await register({ name: '  Alice  ', email: '  Alice@Example.COM ', password: 'secret1' });
    expect(reg.status).toBe(200);
    expect(reg.body.token).toEqual(expect.any(String));

    const me = await principal(reg.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      name: 'Alice',
      email: 'alice@example.com',
      imageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      roles: ['USER'],
      isAnonymous: false,
      hasPassword: true,
      googleLinked: false,
      emailVerified: false,
      profile: {
        info: null,
        imageUrl: null,
        backgroundUrl: null,
        country: null,
        socialLinks: {},
        lastAchievement: null,
        sellerRating: 1,
      },
    });

    const login = await signIn({ email: 'ALICE@example.com ', password: 'secret1' });
    expect(login.status).toBe(200);
    const again = await principal(login.body.token);
    expect(again.body.id).toBe(me.body.id);
  });

  it('stores an argon2id hash, never the password', async () => {
    await register({ name: 'Hash', email: 'hash@example.com', password: 'my-password' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('my-password');
  });

  it('creates the empty profile row in the same transaction', async () => {
    const res = await register({ name: 'Prof', email: 'prof@example.com', password: 'secret1' });
    const me = await principal(res.body.token);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from user_profiles where user_id = ${me.body.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('refuses a taken e-mail whatever its case and spaces', async () => {
    await register({ name: 'Bob', email: 'bob@example.com', password: 'secret1' });
    await expectRefused(
      () => register({ name: 'Bob 2', email: '  BOB@Example.com  ', password: 'secret2' }),
      409,
      MESSAGES.emailTaken,
    );
  });

  it('settles concurrent registrations of one e-mail with one account and 409s', async () => {
    const before = await userCount();
    const results = await Promise.all(
      [1, 2, 3].map((i) => register({ name: `Racer ${i}`, email: 'race@example.com', password: 'secret1' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await userCount()).toBe(before + 1);
  });

  it('accepts passwords of 6 and 128 characters, refuses 5 and 129', async () => {
    await expectRefused(
      () => register({ name: 'P', email: 'p5@example.com', password: 'x'.repeat(5) }),
      400,
      MESSAGES.passwordTooShort,
    );
    await expectRefused(
      () => register({ name: 'P', email: 'p129@example.com', password: 'x'.repeat(129) }),
      400,
      MESSAGES.passwordTooLong,
    );
    expect((await register({ name: 'P', email: 'p6@example.com', password: 'x'.repeat(6) })).status).toBe(
      200,
    );
    expect((await register({ name: 'P', email: 'p128@example.com', password: 'x'.repeat(128) })).status).toBe(
      200,
    );
    expect((await signIn({ email: 'p128@example.com', password: 'x'.repeat(128) })).status).toBe(200);
  });

  it('answers provider=google with where to go, unknown providers with 400', async () => {
    // Google is not configured in this app: the client is told so instead of a dead-end redirect.
    await expectRefused(() => register({}, 'google'), 400, MESSAGES.googleNotConfigured);
    await expectRefused(
      () => register({ name: 'X', email: 'x@example.com', password: 'secret1' }, 'facebook'),
      400,
      MESSAGES.unknownProvider,
    );
    await expectRefused(
      () => signIn({ email: 'x@example.com', password: 'secret1' }, 'github'),
      400,
      MESSAGES.unknownProvider,
    );
  });
});

describe('sign in', () => {
  beforeAll(async () => {
    await register({ name: 'Carol', email: 'carol@example.com', password: 'right-password' });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await expectRefused(
      () => signIn({ email: 'carol@example.com', password: 'wrong-password' }),
      401,
      MESSAGES.invalidCredentials,
    );
    const unknown = await expectRefused(
      () => signIn({ email: 'nobody@example.com', password: 'wrong-password' }),
      401,
      MESSAGES.invalidCredentials,
    );
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends similar time on an unknown e-mail as on a wrong password', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await signIn({ email, password: 'wrong-password' });
      return performance.now() - start;
    };
    const known = await time('carol@example.com');
    const unknown = await time('nobody@example.com');
    // Both run one argon2 verification; without the decoy the unknown case would be ~100x faster.
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('refuses a deleted account with the same message', async () => {
    await register({ name: 'Gone', email: 'gone@example.com', password: 'secret1' });
    const token = (await signIn({ email: 'gone@example.com', password: 'secret1' })).body.token;
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.email, 'gone@example.com'));
    await expectRefused(
      () => signIn({ email: 'gone@example.com', password: 'secret1' }),
      401,
      MESSAGES.invalidCredentials,
    );
    expect((await principal(token)).status).toBe(401);
  });

  it('signs in a guest with no body, an empty JSON body or {}', async () => {
    const before = await userCount();
    const variants = [
      { method: 'POST' as const, url: '/api/auth/singIn?provider=anonymous' },
      {
        method: 'POST' as const,
        url: '/api/auth/singIn?provider=anonymous',
        payload: '',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/auth/singIn?provider=anonymous', payload: {} },
      {
        method: 'POST' as const,
        url: '/api/auth/singIn?provider=anonymous',
        payload: { email: '', password: '' },
      },
    ];
    for (const v of variants) {
      const res = await call(t.app, v);
      expect(res.status, JSON.stringify(v)).toBe(200);
      const me = await principal(res.body.token);
      expect(me.body).toEqual({
        id: -1,
        name: 'Guest',
        email: null,
        imageUrl: null,
        createdAt: null,
        roles: ['GUEST'],
        isAnonymous: true,
        hasPassword: false,
        googleLinked: false,
        emailVerified: false,
        profile: null,
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('a registration carrying a guest token still registers (the token is not needed)', async () => {
    const guest = (await signIn(undefined, 'anonymous')).body.token;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'From guest', email: 'fromguest@example.com', password: 'secret1' },
      token: guest,
    });
    expect(res.status).toBe(200);
    expect((await principal(res.body.token)).body.isAnonymous).toBe(false);
  });
});

describe('public configuration and the API document', () => {
  it('GET /api/config says whether Google is enabled', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/config' });
    expect(res).toMatchObject({ status: 200, body: { googleEnabled: false } });
  });

  it('without Google configured, both Google routes send the browser to /login?error=auth_failed', async () => {
    for (const url of ['/oauth2/authorization/google', '/login/oauth2/code/google?code=x&state=y']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('http://localhost:8080/login?error=auth_failed');
    }
  });

  it('the OpenAPI document lists the identity routes', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    for (const path of [
      '/api/auth/singIn',
      '/api/auth/register',
      '/api/users/getUserPrincipalData',
      '/api/config',
      '/oauth2/authorization/google',
      '/login/oauth2/code/google',
    ]) {
      expect(res.body.paths, path).toHaveProperty([path]);
    }
  });
});
