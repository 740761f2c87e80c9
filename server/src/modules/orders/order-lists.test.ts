import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { offers } from '../../db/schema/index.ts';

/**
 * The order lists' filters and search (docs/product.md#orders), a key order's reveal as the order
 * reads it after a reload, and an offer deleted while orders of it are open.
 */
describe('order lists, revealed keys, deleted offers', () => {
  let t: TestApp;
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;

  const get = (user: TestUser, url: string) => call(t.app, { method: 'GET', url, token: user.token });
  const act = (user: TestUser, id: number, action: string, payload?: object) =>
    call(t.app, {
      method: 'POST',
      url: `/api/orders/${id}/${action}`,
      token: user.token,
      payload: payload ?? {},
    });
  const buy = async (offerId: number, quantity = 1) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offerId, quantity, idem()),
    });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const ids = async (user: TestUser, url: string) => {
    const res = await get(user, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.content as { id: number }[]).map((o) => o.id);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t, { lots: [{ name: 'Keys' }] })).lots[0]!.id;
    seller = await insertUser(t, 'list-seller');
    buyer = await insertUser(t, 'list-buyer');
    other = await insertUser(t, 'list-other');
    await topUp(t, buyer, 10_000);
  });
  afterAll(() => t.close());

  it('filters by state and offer, and searches by number and by the words of the offer name', async () => {
    const sword = await createOffer(t, seller, lot, {
      name: 'Flaming Sword of Doom',
      price: 10,
      availability: 5,
    });
    const shield = await createOffer(t, seller, lot, {
      name: 'Shield 100% pure_oak',
      price: 10,
      availability: 5,
    });
    const a = await buy(sword.id);
    const b = await buy(sword.id);
    const c = await buy(shield.id);
    expect((await act(seller, b.id, 'deliver', { message: 'here' })).status).toBe(200);

    expect(await ids(buyer, '/api/orders/purchases')).toEqual([c.id, b.id, a.id]);
    expect(await ids(buyer, '/api/orders/purchases?state=delivered')).toEqual([b.id]);
    expect(await ids(seller, '/api/orders/sales?state=paid')).toEqual([c.id, a.id]);
    expect(await ids(seller, `/api/orders/sales?offerId=${sword.id}&state=paid,delivered,disputed`)).toEqual([
      b.id,
      a.id,
    ]);
    // The other side's list is not the caller's: the buyer has no sales, nor another's offer to filter by.
    expect(await ids(buyer, '/api/orders/sales')).toEqual([]);
    expect((await get(buyer, `/api/orders/sales?offerId=${sword.id}`)).status).toBe(403);
    expect((await get(seller, '/api/orders/sales?offerId=999999')).status).toBe(404);

    const q = (s: string) => `/api/orders/purchases?q=${encodeURIComponent(s)}`;
    expect(await ids(buyer, q('sword'))).toEqual([b.id, a.id]);
    expect(await ids(buyer, q('  DOOM   flaming '))).toEqual([b.id, a.id]);
    expect(await ids(buyer, q('sword shield'))).toEqual([]);
    expect(await ids(buyer, q(`#${a.id}`))).toEqual([a.id]);
    expect(await ids(buyer, q(String(c.id)))).toEqual([c.id]);
    // LIKE's wildcards stand for themselves.
    expect(await ids(buyer, q('100%'))).toEqual([c.id]);
    expect(await ids(buyer, q('%'))).toEqual([c.id]);
    expect(await ids(buyer, q('_'))).toEqual([c.id]);
    expect(await ids(buyer, q('   '))).toEqual([c.id, b.id, a.id]);
    // Another user's order is never found, not even by its number.
    expect(await ids(other, q(`#${a.id}`))).toEqual([]);
    const res = await get(buyer, `${q('sword')}&state=paid&size=1`);
    expect(res.body).toMatchObject({ totalElements: 1, content: [{ id: a.id }] });
  });

  it('refuses malformed filters with 400', async () => {
    for (const side of ['purchases', 'sales'])
      for (const query of ['state=lost', `q=${'x'.repeat(101)}`, 'q=a%0Ab', 'q=%00']) {
        const res = await get(buyer, `/api/orders/${side}?${query}`);
        expect(res.status, query).toBe(400);
      }
    for (const query of ['offerId=0', 'offerId=-1', 'offerId=abc', 'offerId=99999999999']) {
      const res = await get(seller, `/api/orders/sales?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('a revealed key reads as revealed on every later read, and is no longer refundable', async () => {
    const offer = await createOffer(t, seller, lot, { name: 'Game key', price: 10, availability: 1 });
    const added = await call(t.app, {
      method: 'POST',
      url: `/api/offers/${offer.id}/keys`,
      token: seller.token,
      payload: { keys: 'KEY-1\nKEY-2' },
    });
    expect(added.status).toBe(200);
    const order = await buy(offer.id);
    const before = await get(buyer, `/api/orders/${order.id}`);
    expect(before.body).toMatchObject({ autoDelivery: true, keysRevealed: false });
    expect(before.body.actions).toEqual(expect.arrayContaining(['revealKeys', 'refundKey']));

    expect((await act(buyer, order.id, 'keys/reveal')).status).toBe(200);
    const after = await get(buyer, `/api/orders/${order.id}`);
    expect(after.body.keysRevealed).toBe(true);
    expect(after.body.actions).not.toContain('refundKey');
    expect(after.body.actions).toContain('revealKeys');
    const listed = await get(buyer, '/api/orders/purchases?state=delivered');
    expect(listed.body.content.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      keysRevealed: true,
    });
  });

  it('deleting an offer keeps its open orders whole: readable, deliverable, confirmable, cancellable', async () => {
    const offer = await createOffer(t, seller, lot, { name: 'Soon gone', price: 100, availability: 5 });
    const toDeliver = await buy(offer.id);
    const toCancel = await buy(offer.id, 2);
    const open = await get(seller, `/api/orders/sales?offerId=${offer.id}&state=paid,delivered,disputed`);
    expect(open.body.totalElements).toBe(2);

    const del = await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: seller.token,
      payload: { id: offer.id },
    });
    expect(del.status).toBe(204);

    for (const who of [buyer, seller]) {
      const res = await get(who, `/api/orders/${toDeliver.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'paid', offer: { id: offer.id, name: 'Soon gone' } });
    }
    expect((await act(seller, toDeliver.id, 'deliver', { message: 'done' })).status).toBe(200);
    const confirmed = await act(buyer, toDeliver.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'completed', sellerAmount: 100 });

    const before = await wallet(t, buyer);
    const cancelled = await act(seller, toCancel.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect((await wallet(t, buyer)).balance).toBe(before.balance + 226);
    // The returned stock stays off the market: the offer is deleted.
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ active: false, availability: 4 });
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (await get(seller, `/api/orders/sales?offerId=${offer.id}&state=paid,delivered,disputed`)).body
        .totalElements,
    ).toBe(0);
  });

  it("a deleted key offer's order still reveals its keys and refunds an unrevealed one", async () => {
    const offer = await createOffer(t, seller, lot, { name: 'Keys then gone', price: 10, availability: 1 });
    await call(t.app, {
      method: 'POST',
      url: `/api/offers/${offer.id}/keys`,
      token: seller.token,
      payload: { keys: 'K-A\nK-B\nK-C' },
    });
    const revealed = await buy(offer.id);
    const refunded = await buy(offer.id);
    await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: seller.token,
      payload: { id: offer.id },
    });
    const keys = await act(buyer, revealed.id, 'keys/reveal');
    expect(keys.status).toBe(200);
    expect(keys.body).toHaveLength(1);
    const refund = await act(buyer, refunded.id, 'refund-key');
    expect(refund.status).toBe(200);
    expect(refund.body.state).toBe('refunded');
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ active: false, availability: 2 });
  });
});
