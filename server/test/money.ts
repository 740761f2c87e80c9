import { randomBytes } from 'node:crypto';
import { call, type TestApp } from './helpers.ts';
import type { TestUser } from './fixtures.ts';

/** Test helpers for wallet, payments and orders: everything through the HTTP API, as a user would. */

export const idem = () => `k-${randomBytes(8).toString('hex')}`;

/** Starts a top-up and pays it on the test provider's page (which calls our signed webhook). */
export async function topUp(t: TestApp, user: TestUser, roubles: number): Promise<string> {
  const start = await call(t.app, {
    method: 'POST',
    url: '/api/wallet/top-ups',
    token: user.token,
    payload: { amount: roubles, idempotencyKey: idem() },
  });
  if (start.status !== 201) throw new Error(`top-up failed: ${start.status} ${JSON.stringify(start.body)}`);
  const pay = await t.app.inject({
    method: 'POST',
    url: start.body.paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  if (pay.statusCode !== 303) throw new Error(`payment page failed: ${pay.statusCode} ${pay.body}`);
  return start.body.id;
}

export async function wallet(
  t: TestApp,
  user: TestUser,
): Promise<{ balance: number; held: number; inEscrow: number }> {
  const res = await call(t.app, { method: 'GET', url: '/api/wallet', token: user.token });
  if (res.status !== 200) throw new Error(`wallet failed: ${res.status}`);
  return res.body;
}
