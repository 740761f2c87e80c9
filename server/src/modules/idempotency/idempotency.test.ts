import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  insertProduct,
  insertUser,
  stepUpHeaders,
  type TestUser,
} from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { idempotencyKeys, orders, paymentIntents, withdrawals } from '../../db/schema/index.ts';

/**
 * Idempotency keys (ADR 0033) on every call that takes one: POST /api/orders, /api/wallet/top-ups
 * and /api/wallet/withdrawals. Two requests with one key are sent at once (Promise.all): on
 * PostgreSQL they run on two connections at the same time, on PGlite one after the other.
 */
describe('idempotency keys', () => {
  let t: TestApp;
  let seller: TestUser;
  let lotId: number;

  // Withdrawals ask for step-up (ADR 0053): every call carries it.
  const post = async (user: TestUser, url: string, payload: object) =>
    call(t.app, { method: 'POST', url, token: user.token, payload, headers: await stepUpHeaders(t, user) });
  const buy = async (user: TestUser, offerId: number, key: string, quantity = 1) =>
    post(user, '/api/orders', await orderBody(t, offerId, quantity, key));
  const newOffer = async (price = 100) =>
    (await createOffer(t, seller, lotId, { price, availability: 10 })) as { id: number };
  const ordersOf = async (buyerId: number) =>
    t.app.db.select().from(orders).where(eq(orders.buyerId, buyerId));
  /** A fresh buyer with `roubles` in the wallet, so each case counts its own effects. */
  const richUser = async (roubles: number) => {
    const user = await insertUser(t);
    await topUp(t, user, roubles);
    return user;
  };
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await insertUser(t, 'seller');
    lotId = (await insertProduct(t, { lots: [{ name: 'Accounts' }] })).lots[0]!.id;
  });
  afterAll(() => t.close());

  it('orders: the same request twice at once makes one order; both answers carry it', async () => {
    const buyer = await richUser(1000);
    const offer = await newOffer();
    for (let round = 0; round < 3; round += 1) {
      const key = idem();
      const answers = await Promise.all([buy(buyer, offer.id, key), buy(buyer, offer.id, key)]);
      expect(statuses(answers)).toEqual([200, 201]);
      expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    }
    expect(await ordersOf(buyer.id)).toHaveLength(3);
    expect((await wallet(t, buyer)).balance).toBe(1000 - 3 * 113);
  });

  it('orders: two different requests with one key at once: one order, the other 409', async () => {
    const buyer = await richUser(1000);
    const [a, b] = [await newOffer(100), await newOffer(200)];
    const [key1, key2] = [idem(), idem()];
    for (const [first, second] of [
      [() => buy(buyer, a.id, key1), () => buy(buyer, b.id, key1)],
      [() => buy(buyer, a.id, key2, 1), () => buy(buyer, a.id, key2, 2)],
    ] as const) {
      const answers = await Promise.all([first(), second()]);
      expect(statuses(answers)).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.message).toBe(MESSAGES.idempotencyKeyReused);
    }
    const made = await ordersOf(buyer.id);
    expect(made).toHaveLength(2);
    const paid = made.reduce((sum, o) => sum + o.totalKopecks, 0);
    expect((await wallet(t, buyer)).balance * 100).toBe(100_000 - paid);
  });
  it('top-ups: one intent per key; another amount with the key at once is refused', async () => {
    const user = await insertUser(t);
    const start = (amount: number, key: string) =>
      post(user, '/api/wallet/top-ups', { amount, idempotencyKey: key });
    const same = idem();
    const twice = await Promise.all([start(50, same), start(50, same)]);
    expect(statuses(twice)).toEqual([200, 201]);
    expect(twice[0]!.body.id).toBe(twice[1]!.body.id);
    const other = idem();
    const differ = await Promise.all([start(50, other), start(60, other)]);
    expect(statuses(differ)).toEqual([201, 409]);
    expect(differ.find((r) => r.status === 409)!.body.message).toBe(MESSAGES.idempotencyKeyReused);
    const intents = await t.app.db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(intents).toHaveLength(2);
  });

  it('withdrawals: one hold per key; another destination with the key at once is refused', async () => {
    const user = await richUser(1000);
    const request = (destination: string, key: string, amount = 100) =>
      post(user, '/api/wallet/withdrawals', { amount, destination, idempotencyKey: key });
    const same = idem();
    const twice = await Promise.all([request('card 4242', same), request('card 4242', same)]);
    expect(statuses(twice)).toEqual([200, 201]);
    expect(twice[0]!.body.id).toBe(twice[1]!.body.id);
    const other = idem();
    const differ = await Promise.all([request('card 4242', other), request('card 5555', other)]);
    expect(statuses(differ)).toEqual([201, 409]);
    expect(differ.find((r) => r.status === 409)!.body.message).toBe(MESSAGES.idempotencyKeyReused);
    const made = await t.app.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(made).toHaveLength(2);
    expect(await wallet(t, user)).toMatchObject({ balance: 800, held: 200 });
  });

  it('one key per user across calls; a request that failed leaves its key unused', async () => {
    const user = await richUser(150);
    const key = idem();
    expect((await post(user, '/api/wallet/top-ups', { amount: 10, idempotencyKey: key })).status).toBe(201);
    const elsewhere = await post(user, '/api/wallet/withdrawals', {
      amount: 100,
      destination: 'card 4242',
      idempotencyKey: key,
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(MESSAGES.idempotencyKeyReused);

    // Too much: refused and rolled back with its claim, so the key still serves a smaller request.
    const retry = idem();
    const tooMuch = await post(user, '/api/wallet/withdrawals', {
      amount: 1000,
      destination: 'card 4242',
      idempotencyKey: retry,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(MESSAGES.insufficientFunds);
    const fits = await post(user, '/api/wallet/withdrawals', {
      amount: 100,
      destination: 'card 4242',
      idempotencyKey: retry,
    });
    expect(fits.status).toBe(201);

    // Another user's key is their own.
    const other = await richUser(150);
    expect((await post(other, '/api/wallet/top-ups', { amount: 10, idempotencyKey: key })).status).toBe(201);
  });

  it('a key recorded before fingerprints (migration 0012) replays whatever its operation was asked', async () => {
    const user = await insertUser(t);
    const key = idem();
    const first = await post(user, '/api/wallet/top-ups', { amount: 20, idempotencyKey: key });
    expect(first.status).toBe(201);
    await t.app.db
      .update(idempotencyKeys)
      .set({ fingerprint: null })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    const again = await post(user, '/api/wallet/top-ups', { amount: 30, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, amount: 20 });
  });
});
