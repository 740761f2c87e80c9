import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp, wallet } from '../../../test/money.ts';
import { ledgerTransactions, notifications, users } from '../../db/schema/index.ts';
import * as ledger from '../ledger/service.ts';

/**
 * The buyers of a seller who may no longer sell (suspended or deleted) take their money back from
 * open orders; an administrator decides disputes about other people's orders only (ADR 0032).
 */
describe('orders of sellers who may not sell', () => {
  let t: TestApp;
  let lot: number;
  let buyer: TestUser;
  let admin: TestUser;
  let otherAdmin: TestUser;

  const post = (user: TestUser, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token: user.token, payload });
  const order = async (seller: TestUser, from = buyer) => {
    const offer = await createOffer(t, seller, lot, { price: 100, availability: 5 });
    const res = await post(from, '/api/orders', await orderBody(t, offer.id));
    expect(res.status).toBe(201);
    return res.body as { id: number; total: number; actions: string[] };
  };
  const escrow = async () => ledger.balanceOf(t.app.db, await ledger.platformAccountId(t.app.db, 'escrow'));
  const makeAdmin = async (name: string): Promise<TestUser> => {
    const [row] = await t.app.db
      .insert(users)
      .values({ name, email: `${name}@example.test`, roles: ['USER', 'ADMIN'], emailVerifiedAt: new Date() })
      .returning();
    const token = await t.app.tokens.signUser({ id: row!.id, roles: ['USER', 'ADMIN'], tokenVersion: 0 });
    return { id: row!.id, name, token };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t)).lots[0]!.id;
    buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 10_000);
    admin = await makeAdmin('root');
    otherAdmin = await makeAdmin('root2');
  });
  afterAll(() => t.close());

  it("a suspended seller's buyers cancel paid and delivered orders for a full refund, once", async () => {
    const seller = await insertUser(t, 'seller');
    const paid = await order(seller);
    const delivered = await order(seller);
    expect((await post(seller, `/api/orders/${delivered.id}/deliver`, { message: 'sent' })).status).toBe(200);
    const disputed = await order(seller);
    expect((await post(buyer, `/api/orders/${disputed.id}/dispute`, { reason: 'Nothing came' })).status).toBe(
      201,
    );
    expect((await post(buyer, `/api/orders/${paid.id}/cancel`)).body).toMatchObject({
      status: 403,
      message: MESSAGES.orderBuyerCancelSellerActive,
    });
    expect(paid.actions).not.toContain('buyerCancel');

    const suspend = await post(admin, `/api/admin/users/${seller.id}/suspend`, { reason: 'Fraud' });
    expect(suspend.status).toBe(204);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'sellerSuspended')));
    expect(told.map((n) => n.url).sort()).toEqual([`/orders/${delivered.id}`, `/orders/${paid.id}`].sort());
    const page = await call(t.app, { method: 'GET', url: `/api/orders/${paid.id}`, token: buyer.token });
    expect(page.body.actions).toContain('buyerCancel');
    // The suspended seller is offered only what the policy still lets them do.
    const sellerPage = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${paid.id}`,
      token: seller.token,
    });
    expect(sellerPage.body.actions).toEqual(['cancel']);

    const before = await wallet(t, buyer);
    const held = await escrow();
    for (const o of [paid, delivered]) {
      const res = await post(buyer, `/api/orders/${o.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'cancelled', actions: [] });
      // Asked again: the same answer, no second refund.
      expect((await post(buyer, `/api/orders/${o.id}/cancel`)).body).toMatchObject({ state: 'cancelled' });
    }
    expect((await wallet(t, buyer)).balance).toBe(before.balance + paid.total + delivered.total);
    expect(await escrow()).toBe(held - (paid.total + delivered.total) * 100);
    const refunds = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'order_refund'));
    expect(refunds.filter((r) => r.orderId === paid.id || r.orderId === delivered.id)).toHaveLength(2);
    // A disputed order is the administrator's to decide.
    expect((await post(buyer, `/api/orders/${disputed.id}/cancel`)).status).toBe(409);
  });

  it("a deleted seller's buyers cancel too", async () => {
    const seller = await insertUser(t, 'gone');
    const o = await order(seller);
    await call(t.app, {
      method: 'DELETE',
      url: '/api/settings/account',
      token: seller.token,
      payload: { confirmation: 'DELETE' },
    });
    expect((await post(buyer, `/api/orders/${o.id}/cancel`)).body).toMatchObject({ state: 'cancelled' });
  });

  it('an administrator cannot resolve a dispute about their own sale or purchase', async () => {
    const seller = await insertUser(t, 'fair-seller');
    await topUp(t, admin, 1000);
    const purchase = await order(seller, admin);
    const sale = await order(admin, buyer);
    const disputes = [];
    for (const [o, by] of [
      [purchase, admin],
      [sale, buyer],
    ] as const) {
      const opened = await post(by, `/api/orders/${o.id}/dispute`, { reason: 'Not as described' });
      expect(opened.status).toBe(201);
      disputes.push(opened.body.id as number);
    }
    for (const id of disputes) {
      const own = await post(admin, `/api/admin/disputes/${id}/resolve`, {
        outcome: 'refund',
        rule: 'notDelivered',
        reason: 'Mine',
      });
      expect(own.body).toMatchObject({ status: 403, message: MESSAGES.adminOwnDispute });
      const fair = await post(otherAdmin, `/api/admin/disputes/${id}/resolve`, {
        outcome: 'refund',
        rule: 'notDelivered',
        reason: 'OK',
      });
      expect(fair.body).toMatchObject({ status: 'resolved', outcome: 'refund' });
    }
  });
});
