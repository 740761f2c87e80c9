import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call, type TestApp } from './helpers.ts';

/** The identity calls the auth suites make, on the test app the getter returns (built in beforeAll). */
export function identityCalls(getApp: () => TestApp) {
  const app = (): FastifyInstance => getApp().app;
  const userCount = async () => (await getApp().database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const register = (payload: unknown, provider = 'local', token?: string) =>
    call(app(), {
      method: 'POST',
      url: `/api/auth/register?provider=${provider}`,
      payload: payload as object,
      token,
    });
  const signIn = (payload: unknown, provider = 'local') =>
    call(app(), { method: 'POST', url: `/api/auth/singIn?provider=${provider}`, payload: payload as object });
  const principal = (token?: string) =>
    call(app(), { method: 'GET', url: '/api/users/getUserPrincipalData', token });

  /** Asserts an error reply with a message, and that the request created no user. */
  async function expectRefused(
    request: () => Promise<{ status: number; body: any }>,
    status: number,
    message?: string,
  ) {
    const before = await userCount();
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, message: message ?? expect.any(String) });
    expect(res.body.message).not.toBe('');
    expect(await userCount()).toBe(before);
    return res;
  }

  return { userCount, register, signIn, principal, expectRefused };
}
