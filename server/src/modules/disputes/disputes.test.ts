import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp, wallet } from '../../../test/money.ts';
import { createAdmin } from '../admin/cli.ts';

/** Money shown as it moved (ADR 0031): the order page and the wallet history after a dispute. */
describe('disputes: money as it moved', () => {
  let t: TestApp;
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  const post = (user: TestUser, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token: user.token, payload });
  const get = (user: TestUser, url: string) => call(t.app, { method: 'GET', url, token: user.token });
  const disputed = async (price: number) => {
    const offer = await createOffer(t, seller, lot, { price, availability: 1 });
    const order = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    expect(order.status).toBe(201);
    const dispute = await post(buyer, `/api/orders/${order.body.id}/dispute`, { reason: 'Half missing' });
    expect(dispute.status).toBe(201);
    return { orderId: order.body.id as number, disputeId: dispute.body.id as number };
  };
  const historyOf = async (user: TestUser, orderId: number) =>
    (await get(user, '/api/wallet/history?size=100')).body.content.filter(
      (e: { orderId: number | null }) => e.orderId === orderId,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    const created = await createAdmin(t.app.db, {
      email: 'root@example.test',
      name: 'Root',
      password: 'pw-123456',
    });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'root@example.test', password: 'pw-123456' },
    });
    admin = { id: created.id, name: 'Root', token: signIn.body.token };
    await topUp(t, buyer, 10_000);
  });
  afterAll(() => t.close());

  it('after a split the seller’s order shows what the seller received, and the buyer’s part is a refund', async () => {
    // 1303.41 ₽ base → 1472.85 ₽ total; the buyer gets 1014.55 ₽ back.
    const { orderId, disputeId } = await disputed(1303.41);
    const sellerBefore = (await wallet(t, seller)).balance;
    const split = await post(admin, `/api/admin/disputes/${disputeId}/resolve`, {
      outcome: 'split',
      rule: 'notDelivered',
      buyerAmount: 1014.55,
      reason: 'Part was delivered',
    });
    expect(split.status).toBe(200);
    const received = (await wallet(t, seller)).balance - sellerBefore;
    expect(received).toBeCloseTo(405.58, 2); // 458.30 less 52.72 of commission

    const asSeller = await get(seller, `/api/orders/${orderId}`);
    expect(asSeller.body).toMatchObject({ state: 'completed', total: 1472.85, refunded: 1014.55 });
    expect(asSeller.body.sellerAmount).toBeCloseTo(received, 2);
    expect(asSeller.body.commission).toBeCloseTo(1472.85 - 1014.55 - received, 2);
    const listed = await get(seller, '/api/orders/sales');
    expect(listed.body.content.find((o: { id: number }) => o.id === orderId).sellerAmount).toBeCloseTo(
      received,
      2,
    );

    expect(await historyOf(buyer, orderId)).toEqual([
      expect.objectContaining({ kind: 'order_refund', amount: 1014.55 }),
      expect.objectContaining({ kind: 'order_payment', amount: -1472.85 }),
    ]);
    expect(await historyOf(seller, orderId)).toEqual([
      expect.objectContaining({ kind: 'order_release', amount: received }),
    ]);
  });

  it('a refunded order shows nothing for the seller and the whole total refunded', async () => {
    const { orderId, disputeId } = await disputed(100);
    await post(admin, `/api/admin/disputes/${disputeId}/resolve`, {
      outcome: 'refund',
      rule: 'notDelivered',
      reason: 'Not delivered',
    });
    const asSeller = await get(seller, `/api/orders/${orderId}`);
    expect(asSeller.body).toMatchObject({
      state: 'refunded',
      total: 113,
      refunded: 113,
      sellerAmount: 0,
      commission: 0,
    });
  });
});
