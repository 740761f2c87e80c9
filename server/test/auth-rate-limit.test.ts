import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from './helpers.ts';

const LIMIT = 3;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Runs with the in-process store, and with Redis when TEST_REDIS_URL is set. Redis counters
 * outlive the test run for a minute, so every e-mail and IP here is unique to the run.
 */
const stores: [string, Record<string, string>][] = [
  ['in-process store', {}],
  ...(redisUrl ? [['Redis store', { REDIS_URL: redisUrl }] as [string, Record<string, string>]] : []),
];

describe.each(stores)('sign-in rate limits (%s)', (_label, env) => {
  const run = randomBytes(4).toString('hex');
  const net = `10.${randomInt(256)}.${randomInt(256)}`;
  const email = (name: string) => `${name}-${run}@example.com`;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNIN_RATE_LIMIT: String(LIMIT), ...env });
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'Target', email: email('target'), password: 'right-password' },
    });
    expect(reg.status).toBe(200);
  });
  afterAll(async () => t?.close());

  const signIn = (ip: string, address: string, password = 'wrong-password', app = t) =>
    call(app.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: address, password },
      remoteAddress: ip,
    });

  it('the (N+1)th attempt for one e-mail is refused, even from a new IP each time', async () => {
    for (let i = 1; i <= LIMIT; i++) {
      expect((await signIn(`${net}.${i}`, email('target'))).status).toBe(401);
    }
    // Case and spaces do not make it another e-mail; the right password does not get through either.
    const res = await signIn(`${net}.99`, `  ${email('TARGET')} `, 'right-password');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ status: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await signIn(`${net}.100`, email('someone-else'))).status).toBe(401);
  });

  it('the (N+1)th attempt from one IP is refused, whatever the e-mail', async () => {
    const ip = `${net}.200`;
    for (let i = 1; i <= LIMIT; i++) {
      expect((await signIn(ip, email(`user${i}`))).status).toBe(401);
    }
    const res = await signIn(ip, email('user-new'));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
    // Invalid bodies count too, and are refused before they are looked at.
    expect((await signIn(ip, 'not-an-email')).status).toBe(429);
    // Another IP is not affected.
    expect((await signIn(`${net}.201`, email('user-new'))).status).toBe(401);
  });

  it('guest sign-in is not counted (there is no password to guess)', async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/auth/singIn?provider=anonymous',
        remoteAddress: `${net}.200`,
      });
      expect(res.status).toBe(200);
    }
  });

  it.runIf(env.REDIS_URL)('the limit holds across server processes sharing Redis', async () => {
    const other = await buildTestApp({ SIGNIN_RATE_LIMIT: String(LIMIT), ...env });
    try {
      for (let i = 1; i <= LIMIT; i++) {
        const app = i % 2 ? t : other;
        expect((await signIn(`${net}.${50 + i}`, email('shared'), 'x', app)).status).toBe(401);
      }
      expect((await signIn(`${net}.60`, email('shared'), 'x', other)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNIN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(async () => t?.close());

  it('refuses the (N+1)th registration from one IP in a minute and creates no account for it', async () => {
    const ip = `10.99.${randomInt(256)}.${randomInt(256)}`;
    const register = (i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/register?provider=local',
        payload: { name: `Bulk ${i}`, email: `bulk-${i}-${ip}@example.com`, password: 'secret-pass' },
        remoteAddress: ip,
      });
    for (let i = 0; i < LIMIT; i++) expect((await register(i)).status).toBe(200);
    const refused = await register(LIMIT);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyAttempts);
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: `bulk-${LIMIT}-${ip}@example.com`, password: 'secret-pass' },
    });
    expect(other.status).toBe(401);
  });
});
