import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { idem, orderBody, topUp, wallet } from '../../../test/money.ts';
import { offers, orders } from '../../db/schema/index.ts';

/** Buy Now charges the terms the buyer confirmed, or none (ADR 0031). */
describe('order terms', () => {
  let t: TestApp;
  let accounts: number;
  let gold: number;
  let seller: TestUser;
  let buyer: TestUser;

  const post = (payload: object) =>
    call(t.app, { method: 'POST', url: '/api/orders', token: buyer.token, payload });
  const edit = (payload: object) =>
    call(t.app, { method: 'PATCH', url: '/api/offers/update', token: seller.token, payload });
  const offerRow = async (id: number) => (await t.app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  const ordersOf = (offerId: number) => t.app.db.select().from(orders).where(eq(orders.offerId, offerId));

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

  it('a price changed since Buy Now opened: 409 with the new figures, nothing moves; confirmed again: 201', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 100, availability: 3 });
    const seen = await orderBody(t, offer.id, 2);
    expect(seen).toMatchObject({ pricingType: 'PER_ITEM', unitPrice: 100, minQuantity: 1, total: 226 });
    expect((await edit({ id: offer.id, originalPrice: 120 })).status).toBe(200);
    const before = await wallet(t, buyer);

    const refused = await post(seen);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'orderTermsChanged',
      message: MESSAGES.orderTermsChanged,
      terms: { pricingType: 'PER_ITEM', unitPrice: 120, minQuantity: 1, quantity: 2, total: 271.2 },
    });
    expect(await wallet(t, buyer)).toEqual(before);
    expect((await offerRow(offer.id)).availability).toBe(3);
    expect(await ordersOf(offer.id)).toEqual([]);

    // A client that only knows the old total is refused too, whatever else it sends.
    expect((await post({ ...seen, unitPrice: 120 })).status).toBe(409);

    const confirmed = await post({ ...seen, ...refused.body.terms, idempotencyKey: idem() });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ quantity: 2, total: 271.2, sellerAmount: 240 });
    expect((await wallet(t, buyer)).balance).toBeCloseTo(before.balance - 271.2, 2);
  });

  it('unchanged terms: 201; the same key again returns the first order, even after a price change', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 50, availability: 5 });
    const body = await orderBody(t, offer.id, 1);
    const first = await post(body);
    expect(first.status).toBe(201);
    expect(first.body.total).toBe(56.5);
    expect((await edit({ id: offer.id, originalPrice: 60 })).status).toBe(200);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, total: 56.5 });
    expect(await ordersOf(offer.id)).toHaveLength(1);
  });

  it('changing minQuantity keeps the unit price: 1000 units cost the same at minimum 1000 or 1', async () => {
    // 1 ₽ a unit, at least 1000: the smallest purchase is 1000 ₽ (1130 ₽ to the buyer).
    const offer = await createOffer(t, seller, gold, {
      price: 1,
      availability: 5000,
      attributes: { minQuantity: 1000 },
    });
    expect(offer).toMatchObject({ unitPrice: 1, originalPrice: 1000, price: 1130 });
    const seen = await orderBody(t, offer.id, 1000);
    expect(seen).toMatchObject({ unitPrice: 1, minQuantity: 1000, quantity: 1000, total: 1130 });

    // The seller lowers the minimum to 1, sending the rest of the offer back as it was.
    const lowered = await edit({
      id: offer.id,
      attributes: { minQuantity: 1 },
      originalPrice: offer.originalPrice,
      price: offer.price,
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ unitPrice: 1, originalPrice: 1, price: 1.13 });
    expect(lowered.body.attributes).toEqual({ minQuantity: 1 });

    // The buyer who saw minimum 1000 confirms again; the money for 1000 units is the same.
    const refused = await post(seen);
    expect(refused.status).toBe(409);
    expect(refused.body.terms).toEqual({
      pricingType: 'PER_UNIT',
      unitPrice: 1,
      minQuantity: 1,
      quantity: 1000,
      total: 1130,
      warrantyDays: 0,
    });
    const bought = await post({ ...seen, ...refused.body.terms, idempotencyKey: idem() });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ quantity: 1000, total: 1130, sellerAmount: 1000 });

    // Without a price in the edit, too; raising the minimum above the quantity asked raises it.
    expect((await edit({ id: offer.id, attributes: { minQuantity: 2000 } })).body).toMatchObject({
      unitPrice: 1,
      originalPrice: 2000,
      price: 2260,
    });
    const raised = await post(await orderBody(t, offer.id, 1000).then((b) => ({ ...b, minQuantity: 1 })));
    expect(raised.status).toBe(409);
    expect(raised.body.terms).toMatchObject({ minQuantity: 2000, quantity: 2000, total: 2260 });
  });

  it('refuses a body without the terms, with a clear message, moving nothing', async () => {
    const offer = await createOffer(t, seller, accounts, { price: 10, availability: 1 });
    const before = await wallet(t, buyer);
    const bare = await post({ offerId: offer.id, quantity: 1, idempotencyKey: idem() });
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors).toMatchObject({ total: MESSAGES.orderTermsInvalid });
    const body = await orderBody(t, offer.id, 1);
    for (const bad of [{ total: -1 }, { total: 11.301 }, { unitPrice: 0 }, { pricingType: 'FREE' }]) {
      expect((await post({ ...body, ...bad })).status).toBe(400);
    }
    expect(await wallet(t, buyer)).toEqual(before);
    expect(await ordersOf(offer.id)).toEqual([]);
  });
});
