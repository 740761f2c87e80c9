import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
import { orders } from '../../db/schema/index.ts';
import * as ledger from '../ledger/service.ts';

describe('withdrawal requests', () => {
  let t: TestApp;
  let alice: TestUser;

  const withdraw = async (
    user: TestUser,
    amount: number,
    key = idem(),
    destination = 'Card 5555 **** 4444',
  ) =>
    call(t.app, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      token: user.token,
      headers: await stepUpHeaders(t, user),
      payload: { amount, destination, idempotencyKey: key },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice');
    await topUp(t, alice, 1000);
  });
  afterAll(() => t.close());

  it('holds the amount at once, pending an administrator; the same key does not hold twice', async () => {
    const key = idem();
    const first = await withdraw(alice, 400, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 400, status: 'pending', reason: null, decidedAt: null });
    const again = await withdraw(alice, 400, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await wallet(t, alice)).toMatchObject({ balance: 600, held: 400 });
    expect((await withdraw(alice, 300, key)).status).toBe(409);
    const list = await call(t.app, { method: 'GET', url: '/api/wallet/withdrawals', token: alice.token });
    expect(list.body.content).toEqual([
      expect.objectContaining({ id: first.body.id, destination: 'Card 5555 **** 4444' }),
    ]);
    const history = await call(t.app, { method: 'GET', url: '/api/wallet/history', token: alice.token });
    expect(history.body.content.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'withdrawal_hold', account: 'held', amount: 400 }),
      expect.objectContaining({ kind: 'withdrawal_hold', account: 'wallet', amount: -400 }),
    ]);
  });

  it('refuses more than the balance, and bad input, moving nothing', async () => {
    const short = await withdraw(alice, 601);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(MESSAGES.insufficientFunds);
    expect((await withdraw(alice, 99)).body.message).toBe(MESSAGES.withdrawalRange);
    expect((await withdraw(alice, 100, idem(), '   ')).body.message).toBe(
      MESSAGES.withdrawalDestinationRequired,
    );
    expect(await wallet(t, alice)).toMatchObject({ balance: 600, held: 400 });
    const list = await call(t.app, { method: 'GET', url: '/api/wallet/withdrawals', token: alice.token });
    expect(list.body.totalElements).toBe(1);
  });
});

describe('wallet history labels', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('names money an order gave back to its buyer a refund, also in splits posted as one release', async () => {
    t = await buildTestApp();
    const lot = (await insertProduct(t)).lots[0]!.id;
    const seller = await insertUser(t, 'seller');
    const buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 500);
    const offer = await createOffer(t, seller, lot, { price: 100, availability: 1 });
    const order = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offer.id),
    });
    expect(order.status).toBe(201);
    // A split as it was posted before ADR 0031: one release whose legs include the buyer's part.
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ state: 'completed', refundedKopecks: 5000, commissionKopecks: 650 })
        .where(eq(orders.id, order.body.id));
      await ledger.post(tx, {
        kind: 'order_release',
        reference: `order:${order.body.id}:release`,
        actorUserId: null,
        orderId: order.body.id,
        legs: [
          { accountId: await ledger.platformAccountId(tx, 'escrow'), amountKopecks: -11_300 },
          { accountId: await ledger.walletAccountId(tx, buyer.id), amountKopecks: 5000 },
          { accountId: await ledger.walletAccountId(tx, seller.id), amountKopecks: 5650 },
          { accountId: await ledger.platformAccountId(tx, 'platform_commission'), amountKopecks: 650 },
        ],
      });
    });
    const history = (user: TestUser) =>
      call(t.app, { method: 'GET', url: '/api/wallet/history', token: user.token }).then((r) =>
        r.body.content.map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
      );
    expect(await history(buyer)).toEqual([
      ['order_refund', 50],
      ['order_payment', -113],
      ['top_up', 500],
    ]);
    expect(await history(seller)).toEqual([['order_release', 56.5]]);
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${order.body.id}`,
      token: seller.token,
    });
    expect(page.body).toMatchObject({ sellerAmount: 56.5, refunded: 50, commission: 6.5 });
  });
});
