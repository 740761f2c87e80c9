import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp } from '../../../test/money.ts';
import { offers, users } from '../../db/schema/index.ts';

/**
 * A suspended seller's offers are off the market while suspended and return as they were on
 * reinstatement; a deleted seller's never return (ADR 0032). The database keeps both, so every
 * path that puts an offer on sale, and the counters and caches that follow `active`, obey them.
 */
describe('offers of sellers who may not sell', () => {
  let t: TestApp;
  let lot: number;
  let admin: TestUser;
  let buyer: TestUser;

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
    call(t.app, { method, url, token: user?.token, ...(payload ? { payload } : {}) });
  const adminSays = (path: string, reason = 'Checked') => req('POST', path, admin, { reason });
  const activeOf = async (id: number) =>
    (await t.app.db.select({ a: offers.active }).from(offers).where(eq(offers.id, id)))[0]!.a;
  const searchIds = async () => {
    const res = await req('POST', '/api/offers/search?page=0&size=20', undefined, { lotId: lot });
    return res.status === 204 ? [] : (res.body.content as { id: number }[]).map((o) => o.id).sort();
  };
  const buy = async (offerId: number, user = buyer) =>
    req('POST', '/api/orders', user, await orderBody(t, offerId));
  /** The lot's trigger-kept totals (ADR 0010), and the same counted from the offers. */
  async function counters() {
    const rows = await t.app.db.execute(sql`select
      (select coalesce(sum(n), 0)::int from offer_counts where lot_id = ${lot}) as kept,
      (select coalesce(sum(n), 0)::int from offer_price_counts where lot_id = ${lot}) as buckets,
      (select count(*)::int from offers where lot_id = ${lot} and active) as counted`);
    return (rows as unknown as { rows: { kept: number; buckets: number; counted: number }[] }).rows[0]!;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t)).lots[0]!.id;
    buyer = await insertUser(t, 'buyer');
    await topUp(t, buyer, 5000);
    const [row] = await t.app.db
      .insert(users)
      .values({ name: 'Root', email: 'root-holds@example.test', roles: ['USER', 'ADMIN'] })
      .returning();
    admin = {
      id: row!.id,
      name: 'Root',
      token: await t.app.tokens.signUser({ id: row!.id, roles: ['USER', 'ADMIN'], tokenVersion: 0 }),
    };
  });
  afterAll(() => t.close());

  it('suspension takes every offer off the market; reinstatement returns each as it was', async () => {
    const seller = await insertUser(t, 'held-seller');
    const onSale = await createOffer(t, seller, lot, { price: 10, availability: 3 });
    const soldOut = await createOffer(t, seller, lot, { price: 20, availability: 1 });
    const blocked = await createOffer(t, seller, lot, { price: 30, availability: 2 });
    const deleted = await createOffer(t, seller, lot, { price: 40, availability: 2 });
    expect((await buy(soldOut.id)).status).toBe(201);
    await adminSays(`/api/admin/offers/${blocked.id}/block`);
    await req('DELETE', '/api/offers/delete', seller, { id: deleted.id });
    await req('POST', '/api/favoriteOffers/add', buyer, { userId: buyer.id, offerId: onSale.id });
    const paid = await buy(onSale.id);
    expect(paid.status).toBe(201);
    const countAll = async () => (await req('GET', '/api/offers/getCountAllByActiveTrue')).body as number;
    const before = await countAll();
    // The search page is cached now; the suspension must drop it (ADR 0024).
    expect(await searchIds()).toEqual([onSale.id]);
    const liked = async () =>
      (
        (await req('GET', '/api/favoriteOffers/getTopLikedOfferIds?limit=50')).body as { offerId: number }[]
      ).map((o) => o.offerId);
    expect(await liked()).toContain(onSale.id);

    expect((await adminSays(`/api/admin/users/${seller.id}/suspend`, 'Fraud')).status).toBe(204);
    expect(await searchIds()).toEqual([]);
    expect(await countAll()).toBe(before - 1);
    expect(await liked()).not.toContain(onSale.id);
    expect(await counters()).toEqual({ kept: 0, buckets: 0, counted: 0 });
    expect((await req('GET', `/api/offers/getCountByUserIdAndActiveTrue?userId=${seller.id}`)).body).toBe(0);
    expect((await buy(onSale.id)).status).toBe(409);

    // While held, nothing puts an offer back on sale: an unblock, returned stock.
    await adminSays(`/api/admin/offers/${blocked.id}/unblock`);
    expect((await req('POST', `/api/orders/${paid.body.id}/cancel`, buyer)).status).toBe(200);
    for (const o of [onSale, soldOut, blocked, deleted])
      expect(await activeOf(o.id), `offer ${o.name}`).toBe(false);
    expect(await searchIds()).toEqual([]);

    expect((await adminSays(`/api/admin/users/${seller.id}/unsuspend`)).status).toBe(204);
    expect(await searchIds()).toEqual([onSale.id, blocked.id].sort());
    expect(await activeOf(soldOut.id)).toBe(false);
    expect(await activeOf(deleted.id)).toBe(false);
    const [restored] = await t.app.db.select().from(offers).where(eq(offers.id, onSale.id));
    expect(restored).toMatchObject({ availability: 3, heldActive: null, active: true });
    expect(await counters()).toEqual({ kept: 2, buckets: 2, counted: 2 });
    expect(await countAll()).toBe(before + 1);
    expect((await buy(onSale.id)).status).toBe(201);
  });

  it('a suspended seller cannot list a new offer, and one listed before stays off', async () => {
    const seller = await insertUser(t, 'lister');
    const offer = await createOffer(t, seller, lot, { price: 15, availability: 1 });
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.id));
    // Even a write that bypassed the policy (a row written directly) stays off the market.
    await t.app.db.update(offers).set({ active: true }).where(eq(offers.id, offer.id));
    expect(await activeOf(offer.id)).toBe(false);
    await t.app.db.update(users).set({ suspendedAt: null }).where(eq(users.id, seller.id));
    expect(await activeOf(offer.id)).toBe(true);
  });

  it("a deleted seller's offers never come back on sale: key refund, unblock, returned stock", async () => {
    const seller = await insertUser(t, 'leaving');
    const keyed = await createOffer(t, seller, lot, { price: 12, availability: 1 });
    expect(
      (await req('POST', `/api/offers/${keyed.id}/keys`, seller, { keys: 'KEY-1\nKEY-2' })).status,
    ).toBeLessThan(300);
    const plain = await createOffer(t, seller, lot, { price: 13, availability: 2 });
    const blocked = await createOffer(t, seller, lot, { price: 14, availability: 2 });
    const keyOrder = await buy(keyed.id);
    const plainOrder = await buy(plain.id);
    expect([keyOrder.status, plainOrder.status]).toEqual([201, 201]);
    await adminSays(`/api/admin/offers/${blocked.id}/block`);

    expect((await req('DELETE', '/api/settings/account', seller, { confirmation: 'DELETE' })).status).toBe(
      204,
    );
    expect((await req('POST', `/api/orders/${keyOrder.body.id}/refund-key`, buyer)).status).toBe(200);
    await adminSays(`/api/admin/offers/${blocked.id}/unblock`);
    expect((await req('POST', `/api/orders/${plainOrder.body.id}/cancel`, buyer)).status).toBe(200);
    for (const o of [keyed, plain, blocked]) expect(await activeOf(o.id), `offer ${o.name}`).toBe(false);
    expect(await searchIds()).not.toContain(keyed.id);
  });
});
