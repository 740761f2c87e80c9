import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, guestToken, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { messages, notifications, offerKeys, offers } from '../../db/schema/index.ts';
import * as ledger from '../ledger/service.ts';
import * as keyOrders from './key-orders.ts';
import * as service from './service.ts';

describe('orders with escrow', () => {
  let t: TestApp;
  let accounts: number;
  let gold: number;
  let seller: TestUser;
  let buyer: TestUser;

  /** Buy Now as the web app does it: with the offer's current terms (ADR 0031). */
  const buy = async (user: TestUser | string | undefined, offerId: number, quantity = 1, key = idem()) =>
    call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: typeof user === 'string' ? user : user?.token,
      payload: await orderBody(t, offerId, quantity, key),
    });
  const act = (user: TestUser, id: number, action: string, payload?: object) =>
    call(t.app, {
      method: 'POST',
      url: `/api/orders/${id}/${action}`,
      token: user.token,
      payload: payload ?? {},
    });
  const offerRow = async (id: number) => (await t.app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  const platform = async (kind: 'escrow' | 'platform_commission') =>
    ledger.balanceOf(t.app.db, await ledger.platformAccountId(t.app.db, kind));
  const deps = () => ({ db: t.app.db, realtime: t.app.realtime, log: t.app.log, keyCipher: t.app.keyCipher });

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, {
      lots: [{ name: 'Accounts' }, { name: 'Gold', pricingType: 'PER_UNIT', minQuantity: 100 }],
    });
    accounts = game.lots[0]!.id;
    gold = game.lots[1]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 10_000);
  });
  afterAll(() => t.close());

  it('buys: wallet to escrow, stock down, chat with a system message, both sides notified', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 100, availability: 3 });
    const key = idem();
    const res = await buy(buyer, offer.id, 2, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: 'paid',
      quantity: 2,
      total: 226,
      commission: 26,
      sellerAmount: 200,
      autoDelivery: false,
      actions: ['dispute', 'waitLonger'],
      buyer: { id: buyer.id },
      seller: { id: seller.id },
      offer: { id: offer.id },
    });
    expect(await wallet(t, buyer)).toMatchObject({ balance: 10_000 - 226, inEscrow: 226 });
    expect(await platform('escrow')).toBe(22_600);
    expect((await offerRow(offer.id)).availability).toBe(1);

    const again = await buy(buyer, offer.id, 2, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect((await wallet(t, buyer)).balance).toBe(10_000 - 226);
    expect((await buy(buyer, offer.id, 1, key)).status).toBe(409);

    const chat = await t.app.db.select().from(messages).where(eq(messages.chatId, res.body.chatId));
    expect(chat).toEqual([
      expect.objectContaining({
        senderId: null,
        content: '',
        system: { kind: 'orderCreated', params: expect.objectContaining({ id: res.body.id }) },
      }),
    ]);
    const sent = await t.app.db.select().from(notifications);
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: seller.id,
          eventType: 'order_created',
          url: `/orders/${res.body.id}`,
        }),
        expect.objectContaining({ userId: buyer.id, eventType: 'payment_success' }),
      ]),
    );
    const asSeller = await call(t.app, {
      method: 'GET',
      url: `/api/orders/${res.body.id}`,
      token: seller.token,
    });
    expect(asSeller.body.actions).toEqual(['deliver', 'cancel']);
  });

  it('refuses bad purchases with clear messages and moves nothing', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 5000, availability: 2 });
    const before = await wallet(t, buyer);
    const own = await buy(seller, offer.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MESSAGES.orderOwnOffer);
    const tooMany = await buy(buyer, offer.id, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 2 left in stock');
    const poor = await buy(buyer, offer.id, 2);
    expect(poor.status).toBe(409);
    expect(poor.body.message).toBe(MESSAGES.insufficientFunds);
    expect((await buy(buyer, 999_999)).status).toBe(404);
    expect((await buy(buyer, offer.id, 0)).status).toBe(400);
    expect((await buy(await guestToken(t), offer.id)).status).toBe(403);
    expect((await buy(undefined, offer.id)).status).toBe(401);
    const perUnit = await createOffer(t, seller, gold, {
      price: 0.5,
      availability: 1000,
      attributes: { minQuantity: 100 },
    });
    const below = await buy(buyer, perUnit.id, 99);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('The minimum order quantity is 100');
    expect(await wallet(t, buyer)).toEqual(before);
    expect((await offerRow(offer.id)).availability).toBe(2);
  });

  it('prices PER_UNIT orders from the unit price, commission exactly total − base', async () => {
    // 0.5 ₽ per unit, min 100 → the offer's base is 50 ₽ for 100 units.
    const perUnit = await createOffer(t, seller, gold, {
      price: 0.5,
      availability: 1000,
      attributes: { minQuantity: 100 },
    });
    const res = await buy(buyer, perUnit.id, 250);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 141.25, commission: 16.25, sellerAmount: 125 });
  });

  it('takes at least a kopeck of commission on the smallest sale', async () => {
    const tiny = await createOffer(t, seller, accounts, { price: 0.01, availability: 1 });
    expect(tiny).toMatchObject({ unitPrice: 0.01, originalPrice: 0.01, price: 0.02 });
    const res = await buy(buyer, tiny.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 0.02, commission: 0.01, sellerAmount: 0.01 });
  });

  it('deliver then confirm pays the seller the price minus 13% and the platform its commission', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 1000, availability: 1 });
    const order = (await buy(buyer, offer.id)).body;
    expect((await offerRow(offer.id)).active).toBe(false);
    const sellerBefore = (await wallet(t, seller)).balance;
    const commissionBefore = await platform('platform_commission');
    expect((await act(buyer, order.id, 'confirm')).status).toBe(409);
    expect((await act(buyer, order.id, 'deliver')).status).toBe(403);
    const delivered = await act(seller, order.id, 'deliver', { message: 'Login: hero / pass: 123' });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ state: 'delivered', deliveryMessage: 'Login: hero / pass: 123' });
    expect(delivered.body.autoCompleteAt).not.toBeNull();
    expect((await act(seller, order.id, 'cancel')).status).toBe(409);
    const done = await act(buyer, order.id, 'confirm');
    expect(done.body).toMatchObject({ state: 'completed', actions: ['review'] });
    expect((await wallet(t, seller)).balance).toBe(sellerBefore + 1000);
    expect((await platform('platform_commission')) - commissionBefore).toBe(13_000);
    expect((await act(buyer, order.id, 'confirm')).status).toBe(409);
    const chat = await t.app.db.select().from(messages).where(eq(messages.chatId, order.chatId));
    expect(chat.filter((m) => m.senderId === null).length).toBeGreaterThanOrEqual(3);
  });

  it('seller cancel refunds the buyer in full and puts the stock back on sale', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 10, availability: 1 });
    const before = (await wallet(t, buyer)).balance;
    const order = (await buy(buyer, offer.id)).body;
    expect((await wallet(t, buyer)).balance).toBeCloseTo(before - 11.3, 2);
    expect((await act(buyer, order.id, 'cancel')).status).toBe(403);
    const cancelled = await act(seller, order.id, 'cancel');
    // Money as it moved: all of it back to the buyer, nothing to the seller or the platform.
    expect(cancelled.body).toMatchObject({
      state: 'cancelled',
      total: 11.3,
      refunded: 11.3,
      sellerAmount: 0,
      commission: 0,
    });
    expect((await wallet(t, buyer)).balance).toBe(before);
    expect(await offerRow(offer.id)).toMatchObject({ availability: 1, active: true });
    const n = await t.app.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(n.some((x) => x.eventType === 'order_cancelled')).toBe(true);
  });

  it('completes delivered orders 72 hours after delivery, once, whoever runs the sweep', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 20, availability: 1 });
    const order = (await buy(buyer, offer.id)).body;
    const deliveredAt = new Date();
    await service.deliver(
      deps(),
      { kind: 'user', id: seller.id, roles: [], suspended: false, emailVerified: true, sessionId: 's1' },
      order.id,
      '',
      deliveredAt,
    );
    const sellerBefore = (await wallet(t, seller)).balance;
    expect(await service.autoComplete(deps(), new Date(deliveredAt.getTime() + 71 * 3600_000))).toEqual([]);
    const later = new Date(deliveredAt.getTime() + 72 * 3600_000 + 1000);
    const [a, b] = await Promise.all([
      service.autoComplete(deps(), later),
      service.autoComplete(deps(), later),
    ]);
    expect([...a, ...b]).toEqual([order.id]);
    expect((await wallet(t, seller)).balance).toBe(sellerBefore + 20);
    const view = await call(t.app, { method: 'GET', url: `/api/orders/${order.id}`, token: buyer.token });
    expect(view.body.state).toBe('completed');
  });

  it('counts completed orders for the home page, publicly', async () => {
    const count = await call(t.app, { method: 'GET', url: '/api/orders/getCountCompleted' });
    expect(count.status).toBe(200);
    expect(count.body).toBe(2); // the confirmed one and the auto-completed one above
  });

  it('lists purchases and sales for their own side, filtered by state', async () => {
    const purchases = await call(t.app, {
      method: 'GET',
      url: '/api/orders/purchases?size=50',
      token: buyer.token,
    });
    const sales = await call(t.app, { method: 'GET', url: '/api/orders/sales?size=50', token: seller.token });
    expect(purchases.body.totalElements).toBeGreaterThan(3);
    expect(sales.body.totalElements).toBe(purchases.body.totalElements);
    expect(purchases.body.content.every((o: { buyer: { id: number } }) => o.buyer.id === buyer.id)).toBe(
      true,
    );
    const none = await call(t.app, { method: 'GET', url: '/api/orders/purchases', token: seller.token });
    expect(none.body.totalElements).toBe(0);
    const completed = await call(t.app, {
      method: 'GET',
      url: '/api/orders/purchases?state=completed',
      token: buyer.token,
    });
    expect(completed.body.content.length).toBeGreaterThan(0);
    expect(completed.body.content.every((o: { state: string }) => o.state === 'completed')).toBe(true);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/orders/purchases?state=nope', token: buyer.token }))
        .status,
    ).toBe(400);
  });

  describe('keys', () => {
    it('stocks encrypted keys, delivers at once, reveals to the buyer alone, refunds unrevealed ones', async () => {
      const offer = await createOffer(t, seller, accounts, { price: 15, availability: 1 });
      const add = await call(t.app, {
        method: 'POST',
        url: `/api/offers/${offer.id}/keys`,
        token: seller.token,
        payload: { keys: 'AAAA-1111\n\n  BBBB-2222 \nAAAA-1111\nCCCC-3333\n' },
      });
      expect(add.body).toMatchObject({ unsold: 3, sold: 0, added: 3, skippedDuplicates: 1 });
      const again = await call(t.app, {
        method: 'POST',
        url: `/api/offers/${offer.id}/keys`,
        token: seller.token,
        payload: { keys: 'CCCC-3333\nDDDD-4444' },
      });
      expect(again.body).toMatchObject({ unsold: 4, added: 1, skippedDuplicates: 1 });
      expect((await offerRow(offer.id)).availability).toBe(4);
      const edit = await call(t.app, {
        method: 'PATCH',
        url: '/api/offers/update',
        token: seller.token,
        payload: { id: offer.id, availability: 40 },
      });
      expect(edit.status).toBe(400);
      expect(edit.body.message).toBe(MESSAGES.offerKeysAvailabilityFixed);
      const stored = await t.app.db.select().from(offerKeys).where(eq(offerKeys.offerId, offer.id));
      expect(stored.every((k) => !k.secret.includes('AAAA') && !k.secret.includes('1111'))).toBe(true);
      const foreign = await call(t.app, {
        method: 'POST',
        url: `/api/offers/${offer.id}/keys`,
        token: buyer.token,
        payload: { keys: 'X' },
      });
      expect(foreign.status).toBe(403);
      const empty = await call(t.app, {
        method: 'POST',
        url: `/api/offers/${offer.id}/keys`,
        token: seller.token,
        payload: { keys: ' \n ' },
      });
      expect(empty.status).toBe(400);

      const order = (await buy(buyer, offer.id)).body;
      expect(order).toMatchObject({ state: 'delivered', autoDelivery: true });
      expect(order.actions).toEqual(['confirm', 'refundKey', 'dispute', 'revealKeys']);
      expect((await offerRow(offer.id)).availability).toBe(3);

      const bySeller = await act(seller, order.id, 'keys/reveal');
      expect(bySeller.status).toBe(403);
      const revealed = await act(buyer, order.id, 'keys/reveal');
      expect(revealed.status).toBe(200);
      expect(revealed.body).toEqual([expect.objectContaining({ value: 'AAAA-1111' })]);
      const refused = await act(buyer, order.id, 'refund-key');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.keyRefundRevealed);

      const second = (await buy(buyer, offer.id)).body;
      const before = (await wallet(t, buyer)).balance;
      const refunded = await act(buyer, second.id, 'refund-key');
      expect(refunded.body).toMatchObject({ state: 'refunded' });
      expect((await wallet(t, buyer)).balance).toBeCloseTo(before + 16.95, 2);
      expect((await offerRow(offer.id)).availability).toBe(3);

      const third = (await buy(buyer, offer.id)).body;
      const late = await keyOrders
        .refundKey(
          deps(),
          { kind: 'user', id: buyer.id, roles: [], suspended: false, emailVerified: true, sessionId: 's1' },
          third.id,
          new Date(Date.now() + 25 * 3600_000),
        )
        .catch((e: { message: string }) => e.message);
      expect(late).toBe(MESSAGES.keyRefundWindowOver);
    });
  });

  describe('authorization matrix', () => {
    it('answers buyer, seller, another user, a guest and no session as each should', async () => {
      const other = await insertUser(t, 'other');
      const guest = await guestToken(t);
      const offer = await createOffer(t, seller, accounts, { price: 1, availability: 5 });
      const order = (await buy(buyer, offer.id)).body;
      const as = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
        call(t.app, {
          method,
          url,
          token,
          ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
        }).then((r) => r.status);
      const calls: [string, 'GET' | 'POST', string, object?][] = [
        ['get', 'GET', `/api/orders/${order.id}`],
        ['deliver', 'POST', `/api/orders/${order.id}/deliver`, { message: 'x' }],
        ['confirm', 'POST', `/api/orders/${order.id}/confirm`],
        ['refund-key', 'POST', `/api/orders/${order.id}/refund-key`],
        ['reveal', 'POST', `/api/orders/${order.id}/keys/reveal`],
        ['cancel', 'POST', `/api/orders/${order.id}/cancel`],
      ];
      const expected: Record<string, Record<string, number>> = {
        other: { get: 403, deliver: 403, confirm: 403, 'refund-key': 403, reveal: 403, cancel: 403 },
        guest: { get: 403, deliver: 403, confirm: 403, 'refund-key': 403, reveal: 403, cancel: 403 },
        none: { get: 401, deliver: 401, confirm: 401, 'refund-key': 401, reveal: 401, cancel: 401 },
        buyer: { get: 200, deliver: 403, confirm: 409, 'refund-key': 409, reveal: 409, cancel: 403 },
        seller: { get: 200, deliver: 200, confirm: 403, 'refund-key': 403, reveal: 403, cancel: 409 },
      };
      const tokens: Record<string, string | undefined> = {
        other: other.token,
        guest,
        none: undefined,
        buyer: buyer.token,
        seller: seller.token,
      };
      const actual: Record<string, Record<string, number>> = {};
      for (const who of Object.keys(expected)) {
        actual[who] = {};
        for (const [name, method, url, payload] of calls)
          actual[who]![name] = await as(tokens[who], method, url, payload);
      }
      expect(actual).toEqual(expected);
      // Lists and the wallet are the caller's own: no ids to give, nothing of others to see.
      for (const url of [
        '/api/orders/purchases',
        '/api/orders/sales',
        '/api/wallet',
        '/api/wallet/history',
        '/api/wallet/withdrawals',
      ]) {
        expect(await as(undefined, 'GET', url)).toBe(401);
        expect(await as(guest, 'GET', url)).toBe(403);
        expect(await as(other.token, 'GET', url)).toBe(200);
      }
      const otherPurchases = await call(t.app, {
        method: 'GET',
        url: '/api/orders/purchases',
        token: other.token,
      });
      expect(otherPurchases.body.totalElements).toBe(0);
      expect(await as(other.token, 'GET', `/api/offers/${offer.id}/keys`)).toBe(403);
      expect(await as(seller.token, 'GET', `/api/offers/${offer.id}/keys`)).toBe(200);
    });
  });
});
