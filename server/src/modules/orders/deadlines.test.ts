import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import {
  ledgerTransactions,
  messages,
  notifications,
  offers,
  orders,
  outboxEvents,
} from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, guestToken, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { expireOverdue, warnDeadlines } from './deadlines.ts';

/**
 * Delivery deadlines (docs/product.md#delivery-time): offers state a delivery time within their
 * lot's limits, a paid order not delivered by its deadline refunds itself once, the buyer may wait
 * longer once, the seller is warned before. The clock is the test's: nothing sleeps.
 */

const MINUTE = 60_000;

describe('delivery deadlines', () => {
  let t: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  let items: number;
  let services: number;
  let gold: number;
  let keysLot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;

  const at = (ms: number) => new Date(ms);
  const buy = async (user: TestUser, offerId: number) =>
    call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: user.token,
      payload: await orderBody(t, offerId, 1, idem()),
    });
  const act = (token: string | undefined, id: number | string, action: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url: `/api/orders/${id}/${action}`, token, payload });
  const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const deps = () => ({ db: t.app.db });
  const jobRun = (app: TestApp['app'], name: string, when: Date) =>
    app.scheduler.jobs.find((j) => j.name === name)!.run(when);

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    const game = await insertProduct(t, {
      lots: [
        { name: 'Items' },
        { name: 'Coaching', deliveryKind: 'services' },
        { name: 'Gold', pricingType: 'PER_UNIT', minQuantity: 1 },
        { name: 'Game Keys', deliveryKind: 'keys' },
      ],
    });
    [items, services, gold, keysLot] = game.lots.map((l) => l.id) as [number, number, number, number];
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    stranger = await insertUser(t, 'stranger');
    await topUp(t, buyer, 10_000);
  });
  afterAll(() => t.close());

  it("offers state a delivery time: the lot kind's default, or one within its limits", async () => {
    expect((await createOffer(t, seller, items)).deliveryMinutes).toBe(60);
    expect((await createOffer(t, seller, services)).deliveryMinutes).toBe(24 * 60);
    expect((await createOffer(t, seller, gold)).deliveryMinutes).toBe(60);
    expect((await createOffer(t, seller, keysLot)).deliveryMinutes).toBe(0);
    const chosen = await createOffer(t, seller, services, { deliveryMinutes: 7 * 24 * 60 });
    expect(chosen.deliveryMinutes).toBe(7 * 24 * 60);
    expect(chosen.lot.attributes.deliveryKind).toBe('services');

    for (const [lotId, deliveryMinutes] of [
      [items, 5],
      [items, 2 * 24 * 60],
      [keysLot, 60],
      [services, 30],
      [services, 15 * 24 * 60],
      [items, 60.5],
      [items, -1],
      [items, '60'],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/offers/create',
        token: seller.token,
        payload: {
          name: 'Offer',
          shortDescription: 'Short',
          longDescription: 'Long',
          price: 10,
          availability: 1,
          lotId,
          userId: seller.id,
          deliveryMinutes,
        },
      });
      expect(res.status, `${lotId} ${deliveryMinutes}`).toBe(400);
      expect(res.body.fieldErrors?.deliveryMinutes ?? res.body.message).toBe(
        MESSAGES.offerDeliveryTimeInvalid,
      );
    }

    const edit = (payload: object, token = seller.token) =>
      call(t.app, {
        method: 'PATCH',
        url: '/api/offers/update',
        token,
        payload: { id: chosen.id, ...payload },
      });
    expect((await edit({ deliveryMinutes: 3 * 24 * 60 })).body.deliveryMinutes).toBe(3 * 24 * 60);
    expect((await edit({ deliveryMinutes: 20 })).status).toBe(400);
    expect((await edit({ name: 'Renamed' })).body.deliveryMinutes).toBe(3 * 24 * 60);
    expect((await edit({ deliveryMinutes: 60 }, stranger.token)).status).toBe(403);
    const page = await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${chosen.id}` });
    expect(page.body.deliveryMinutes).toBe(3 * 24 * 60);
  });

  it('a paid order gets its deadline from the offer; an instant key order has none', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 120, availability: 5 });
    const res = await buy(buyer, offer.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: 'paid',
      deliveryMinutes: 120,
      deliverBy: at(now.getTime() + 120 * MINUTE).toISOString(),
      deadlineExtendedAt: null,
    });
    expect(res.body.actions).toContain('waitLonger');
    const seen = await call(t.app, { method: 'GET', url: `/api/orders/${res.body.id}`, token: seller.token });
    expect(seen.body.deliverBy).toBe(res.body.deliverBy);
    expect(seen.body.actions).not.toContain('waitLonger');

    const keyOffer = await createOffer(t, seller, keysLot, { availability: 1 });
    await call(t.app, {
      method: 'POST',
      url: `/api/offers/${keyOffer.id}/keys`,
      token: seller.token,
      payload: { keys: 'KEY-1\nKEY-2' },
    });
    const keyOrder = await buy(buyer, keyOffer.id);
    expect(keyOrder.body).toMatchObject({ state: 'delivered', deliverBy: null, deliveryMinutes: null });
    expect(keyOrder.body.actions).not.toContain('waitLonger');
  });

  it('an instant offer out of keys is sold by hand with a short deadline', async () => {
    const offer = await createOffer(t, seller, keysLot, { availability: 2 });
    const res = await buy(buyer, offer.id);
    expect(res.body).toMatchObject({
      state: 'paid',
      deliveryMinutes: 15,
      deliverBy: at(now.getTime() + 15 * MINUTE).toISOString(),
    });
  });

  it('warns the seller once when little time is left, then cancels and refunds once at the deadline', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 60, availability: 2 });
    const before = (await wallet(t, buyer)).balance;
    const paid = await buy(buyer, offer.id);
    const id = paid.body.id as number;
    const deadline = new Date(paid.body.deliverBy).getTime();
    expect((await wallet(t, buyer)).balance).toBeCloseTo(before - paid.body.total, 2);

    // An hour to deliver: warned with 12 minutes left (a fifth), not before.
    expect(await warnDeadlines(deps(), at(deadline - 13 * MINUTE))).not.toContain(id);
    expect(await warnDeadlines(deps(), at(deadline - 12 * MINUTE))).toContain(id);
    expect(await warnDeadlines(deps(), at(deadline - 5 * MINUTE))).not.toContain(id);
    expect((await orderRow(id)).deadlineWarnedAt).not.toBeNull();

    const early = await expireOverdue(deps(), at(deadline - 1));
    expect(early).not.toContain(id);
    expect((await orderRow(id)).state).toBe('paid');
    // Both sweeps at once, as two ticks might: one cancels, the other finds nothing.
    const [a, b] = await Promise.all([
      jobRun(t.app, 'orders.deadline-expire', at(deadline)),
      jobRun(t.app, 'orders.deadline-expire', at(deadline)),
    ]);
    const expired = [...(a as { expired: number[] }).expired, ...(b as { expired: number[] }).expired];
    expect(expired.filter((x) => x === id)).toHaveLength(1);
    const late = await expireOverdue(deps(), at(deadline + 60 * MINUTE));
    expect(late).not.toContain(id);

    const row = await orderRow(id);
    expect(row.state).toBe('cancelled');
    expect(row.cancelledAt?.getTime()).toBe(deadline);
    // Its total back, and those of earlier tests' orders the sweep found overdue too.
    const others = await t.app.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          [...early, ...expired, ...late].filter((x) => x !== id),
        ),
      );
    const othersRefunded = others.reduce((sum, o) => sum + o.totalKopecks, 0) / 100;
    expect((await wallet(t, buyer)).balance).toBeCloseTo(before + othersRefunded, 2);
    const [offerNow] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerNow).toMatchObject({ availability: 2, active: true });
    const refunds = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.orderId, id), eq(ledgerTransactions.kind, 'order_refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.actorUserId).toBeNull();

    await t.app.outbox.drain();
    const lines = await t.app.db.select().from(messages).where(eq(messages.chatId, row.chatId!));
    expect(lines.filter((m) => m.system?.kind === 'orderExpired')).toHaveLength(1);
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.url, `/orders/${id}`));
    const kinds = notes.map((n) => `${n.userId === seller.id ? 'seller' : 'buyer'}:${n.eventType}`);
    expect(kinds.filter((k) => k === 'seller:order_deadline_soon')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'seller:order_cancelled')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'buyer:order_cancelled')).toHaveLength(1);

    const view = await call(t.app, { method: 'GET', url: `/api/orders/${id}`, token: buyer.token });
    expect(view.body).toMatchObject({ state: 'cancelled', refunded: paid.body.total, actions: [] });
  });

  it('leaves delivered, disputed and deadline-free orders alone', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 15, availability: 3 });
    const delivered = (await buy(buyer, offer.id)).body;
    expect((await act(seller.token, delivered.id, 'deliver', { message: 'Here' })).status).toBe(200);
    const disputed = (await buy(buyer, offer.id)).body;
    expect((await act(buyer.token, disputed.id, 'dispute', { reason: 'Slow' })).status).toBe(201);
    const later = at(new Date(delivered.deliverBy).getTime() + 5 * MINUTE);
    const expired = await expireOverdue(deps(), later);
    expect(expired).not.toContain(delivered.id);
    expect(expired).not.toContain(disputed.id);
    expect((await orderRow(delivered.id)).state).toBe('delivered');
    expect((await orderRow(disputed.id)).state).toBe('disputed');
  });

  it('the buyer waits longer once: the deadline moves by the delivery time, the seller is warned again', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 60, availability: 2 });
    const paid = (await buy(buyer, offer.id)).body;
    const first = new Date(paid.deliverBy).getTime();
    await warnDeadlines(deps(), at(first - 10 * MINUTE));
    now = at(first - 5 * MINUTE);

    expect((await act(seller.token, paid.id, 'wait-longer')).body.message).toBe(
      MESSAGES.orderWaitLongerBuyerOnly,
    );
    expect((await act(stranger.token, paid.id, 'wait-longer')).status).toBe(403);
    const waited = await act(buyer.token, paid.id, 'wait-longer');
    expect(waited.status).toBe(200);
    expect(waited.body).toMatchObject({
      state: 'paid',
      deliverBy: at(first + 60 * MINUTE).toISOString(),
      deadlineExtendedAt: now.toISOString(),
    });
    expect(waited.body.actions).not.toContain('waitLonger');
    const again = await act(buyer.token, paid.id, 'wait-longer');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.orderWaitLongerUsed);

    expect(await expireOverdue(deps(), at(first + MINUTE))).not.toContain(paid.id);
    expect((await orderRow(paid.id)).deadlineWarnedAt).toBeNull();
    expect(await warnDeadlines(deps(), at(first + 50 * MINUTE))).toContain(paid.id);
    expect(await expireOverdue(deps(), at(first + 60 * MINUTE))).toContain(paid.id);
    expect((await orderRow(paid.id)).state).toBe('cancelled');

    await t.app.outbox.drain();
    const row = await orderRow(paid.id);
    const lines = await t.app.db.select().from(messages).where(eq(messages.chatId, row.chatId!));
    expect(lines.filter((m) => m.system?.kind === 'orderDeadlineExtended')).toHaveLength(1);
  });

  it('a deadline already passed but not yet swept moves from now', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 30, availability: 1 });
    const paid = (await buy(buyer, offer.id)).body;
    now = at(new Date(paid.deliverBy).getTime() + 2 * MINUTE);
    const waited = await act(buyer.token, paid.id, 'wait-longer');
    expect(waited.body.deliverBy).toBe(at(now.getTime() + 30 * MINUTE).toISOString());
  });

  it('refuses waiting longer for what cannot wait, and hostile requests', async () => {
    const offer = await createOffer(t, seller, items, { deliveryMinutes: 60, availability: 3 });
    const delivered = (await buy(buyer, offer.id)).body;
    await act(seller.token, delivered.id, 'deliver', { message: 'Done' });
    const res = await act(buyer.token, delivered.id, 'wait-longer');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This cannot be done while the order is delivered');

    // An order from before deadlines: paid, no deadline to move.
    const old = (await buy(buyer, offer.id)).body;
    await t.app.db
      .update(orders)
      .set({ deliverBy: null, deliveryMinutes: null })
      .where(eq(orders.id, old.id));
    const none = await act(buyer.token, old.id, 'wait-longer');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(MESSAGES.orderWaitLongerNoDeadline);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/orders/${old.id}`, token: buyer.token })).body.actions,
    ).not.toContain('waitLonger');

    const paid = (await buy(buyer, offer.id)).body;
    expect((await act(undefined, paid.id, 'wait-longer')).status).toBe(401);
    expect((await act(await guestToken(t), paid.id, 'wait-longer')).status).toBe(403);
    expect((await act(buyer.token, 2_000_000_000, 'wait-longer')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await act(buyer.token, bad, 'wait-longer')).status, bad).toBe(400);
    // A body is ignored: nothing in it moves the deadline further.
    const odd = await act(buyer.token, paid.id, 'wait-longer', {
      deliverBy: '2100-01-01T00:00:00Z',
      minutes: 1e9,
    });
    expect(odd.status).toBe(200);
    expect(odd.body.deliverBy).toBe(at(new Date(paid.deliverBy).getTime() + 60 * MINUTE).toISOString());
    expect((await orderRow(paid.id)).state).toBe('paid');
  });
});

/**
 * Two processes on one PostgreSQL database run the deadline sweep at the same moment: every
 * overdue order is cancelled and refunded exactly once. PGlite has one process and one connection.
 */
describe.runIf(process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL))(
  'the deadline sweep in two processes',
  () => {
    let t: TestApp;
    let secondDb: Database;
    let second: TestApp['app'];

    beforeAll(async () => {
      t = await buildTestApp();
      secondDb = await openDatabase({ url: t.databaseUrl! });
      second = await buildApp({ config: t.config, database: secondDb, logger: false });
      await second.ready();
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await secondDb?.close();
      await t?.close();
    });

    it('cancels and refunds each overdue order once', async () => {
      const game = await insertProduct(t, { lots: [{ name: 'Items' }] });
      const seller = await insertUser(t, 'seller');
      const buyer = await insertUser(t, 'buyer');
      await topUp(t, buyer, 10_000);
      const offer = await createOffer(t, seller, game.lots[0]!.id, { price: 10, availability: 40 });
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/api/orders',
          token: buyer.token,
          payload: await orderBody(t, offer.id),
        });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      const before = (await wallet(t, buyer)).balance;
      const late = new Date(Date.now() + 2 * 60 * MINUTE);
      const run = (app: TestApp['app']) =>
        app.scheduler.jobs.find((j) => j.name === 'orders.deadline-expire')!.run(late) as Promise<{
          expired: number[];
        }>;
      const results = await Promise.all([run(t.app), run(second), run(t.app), run(second)]);
      const expired = results.flatMap((r) => r.expired);
      expect(expired.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));

      const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
      expect(rows.every((r) => r.state === 'cancelled')).toBe(true);
      const refunds = await t.app.db
        .select()
        .from(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.orderId, ids), eq(ledgerTransactions.kind, 'order_refund')));
      expect(refunds).toHaveLength(ids.length);
      const events = await t.app.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.expired'));
      expect(events.filter((e) => ids.includes((e.payload as { orderId: number }).orderId))).toHaveLength(
        ids.length,
      );
      expect((await wallet(t, buyer)).balance).toBeCloseTo(before + 40 * 11.3, 2);
      const [stock] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
      expect(stock?.availability).toBe(40);
    }, 120_000);
  },
);
