import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { guestToken, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, topUp, wallet } from '../../../test/money.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { WEBHOOK_PATH } from './routes.ts';
import { SIGNATURE_HEADER, newEventId, signWebhook } from './test-provider.ts';

describe('wallet top-ups through the test provider', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const webhook = (body: string, signature: string) =>
    call(t.app, {
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
  const startTopUp = (user: TestUser, amount: number, key = idem()) =>
    call(t.app, {
      method: 'POST',
      url: '/api/wallet/top-ups',
      token: user.token,
      payload: { amount, idempotencyKey: key },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
    bob = await insertUser(t, 'bob');
  });
  afterAll(() => t.close());

  it('starts empty, and a paid top-up credits the wallet once with history and a notification', async () => {
    expect(await wallet(t, alice)).toMatchObject({
      balance: 0,
      held: 0,
      inEscrow: 0,
      currency: 'RUB',
      provider: 'test',
    });
    const id = await topUp(t, alice, 1500.5);
    expect(await wallet(t, alice)).toMatchObject({ balance: 1500.5 });
    const payment = await call(t.app, {
      method: 'GET',
      url: `/api/wallet/top-ups/${id}`,
      token: alice.token,
    });
    expect(payment.body).toMatchObject({ id, status: 'succeeded', amount: 1500.5 });
    const history = await call(t.app, { method: 'GET', url: '/api/wallet/history', token: alice.token });
    expect(history.body.content).toEqual([
      expect.objectContaining({ kind: 'top_up', account: 'wallet', amount: 1500.5 }),
    ]);
    // Paying the same page again does nothing: the intent is no longer pending.
    const again = await t.app.inject({
      method: 'POST',
      url: `/pay/test/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(again.statusCode).toBe(303);
    expect((await wallet(t, alice)).balance).toBe(1500.5);
    // Bob cannot see Alice's payment.
    const foreign = await call(t.app, { method: 'GET', url: `/api/wallet/top-ups/${id}`, token: bob.token });
    expect(foreign.status).toBe(404);
  });

  it('serves a script-free payment page labelled as a test card', async () => {
    const start = await startTopUp(bob, 10);
    expect(start.status).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: start.body.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test card — no real money');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('is idempotent by key: the same key returns the same intent, a different amount is refused', async () => {
    const key = idem();
    const first = await startTopUp(bob, 25, key);
    const second = await startTopUp(bob, 25, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const other = await startTopUp(bob, 26, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(MESSAGES.idempotencyKeyReused);
  });

  it('declined payments credit nothing', async () => {
    const start = await startTopUp(bob, 40);
    await t.app.inject({
      method: 'POST',
      url: start.body.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    });
    const payment = await call(t.app, {
      method: 'GET',
      url: `/api/wallet/top-ups/${start.body.id}`,
      token: bob.token,
    });
    expect(payment.body.status).toBe('declined');
    expect((await wallet(t, bob)).balance).toBe(0);
  });

  it('refuses a forged signature, a stale one, and credits nothing on a replayed webhook', async () => {
    const start = await startTopUp(bob, 300);
    const event = {
      id: newEventId(),
      type: 'payment.succeeded',
      paymentId: start.body.id,
      amountKopecks: 30000,
      createdAt: new Date().toISOString(),
    };
    const raw = JSON.stringify(event);
    const forged = await webhook(raw, signWebhook('not-the-secret-not-the-secret-not-the-secret', raw));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(MESSAGES.webhookSignatureInvalid);
    const tampered = await webhook(
      raw.replace('30000', '3000000'),
      signWebhook(t.config.payments!.webhookSecret, raw),
    );
    expect(tampered.status).toBe(401);
    const missing = await webhook(raw, '');
    expect(missing.status).toBe(401);
    const stale = await webhook(
      raw,
      signWebhook(t.config.payments!.webhookSecret, raw, Date.now() - 3600_000),
    );
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe(MESSAGES.webhookStale);
    expect((await wallet(t, bob)).balance).toBe(0);

    const signature = signWebhook(t.config.payments!.webhookSecret, raw);
    const ok = await webhook(raw, signature);
    expect(ok.body).toEqual({ received: true, outcome: 'credited' });
    const replay = await webhook(raw, signature);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    // A fresh event id for the same payment is accepted once as an event but moves no money.
    const second = JSON.stringify({ ...event, id: newEventId() });
    const again = await webhook(second, signWebhook(t.config.payments!.webhookSecret, second));
    expect(again.body.outcome).toBe('ignored');
    expect((await wallet(t, bob)).balance).toBe(300);
    expect(
      (await t.app.db.select().from(paymentEvents)).filter((e) => e.paymentId === start.body.id),
    ).toHaveLength(2);
  });

  it('checks amounts and authorization', async () => {
    for (const amount of [0, 0.5, 10.001, 2_000_000]) {
      const res = await startTopUp(alice, amount);
      expect(res.status).toBe(400);
    }
    expect((await startTopUp(alice, 10, 'short')).status).toBe(400);
    const guest = await call(t.app, {
      method: 'POST',
      url: '/api/wallet/top-ups',
      token: await guestToken(t),
      payload: { amount: 10, idempotencyKey: idem() },
    });
    expect(guest.status).toBe(403);
    const anonymous = await call(t.app, { method: 'GET', url: '/api/wallet' });
    expect(anonymous.status).toBe(401);
  });
});

describe('payments configuration', () => {
  it('turns top-ups off with PAYMENTS_PROVIDER=none', async () => {
    const t = await buildTestApp({ PAYMENTS_PROVIDER: 'none' });
    try {
      const user = await insertUser(t, 'carol');
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/wallet/top-ups',
        token: user.token,
        payload: { amount: 10, idempotencyKey: idem() },
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(MESSAGES.paymentsDisabled);
      expect((await call(t.app, { method: 'POST', url: WEBHOOK_PATH, payload: {} })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
