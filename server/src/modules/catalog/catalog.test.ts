import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestProduct } from '../../../test/fixtures.ts';

describe('catalogue: /api/products/* and /api/lots/*', () => {
  let t: TestApp;
  let wow: TestProduct;
  let chess: TestProduct;

  beforeAll(async () => {
    t = await buildTestApp();
    wow = await insertProduct(t, {
      name: 'World of Warcraft',
      description: 'An MMO',
      attributes: { Server: ['EU – Gordunni', 'EU – Howling Fjord'], Level: 'number' },
      lots: [
        { name: 'Gold', pricingType: 'PER_UNIT', minQuantity: 100, position: 1 },
        { name: 'Accounts', position: 0 },
      ],
    });
    chess = await insertProduct(t, { name: 'Chess', lots: [] });
  });
  afterAll(() => t.close());

  it('lists products by name with their lots in display order', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/products/getAll' });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Chess', 'World of Warcraft']);
    expect(res.body[1]).toEqual({
      id: wow.id,
      name: 'World of Warcraft',
      description: 'An MMO',
      imageUrl: null,
      attributes: { Server: ['EU – Gordunni', 'EU – Howling Fjord'], Level: 'number' },
      attributeLabels: {},
      lots: [
        { id: wow.lots[1]!.id, name: 'Accounts' },
        { id: wow.lots[0]!.id, name: 'Gold' },
      ],
    });
    expect(res.body[0].lots).toEqual([]);
  });

  it('gets one product, 404 "Product not found" for an unknown one, 400 for a bad id', async () => {
    const ok = await call(t.app, { method: 'GET', url: `/api/products/get?id=${chess.id}` });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Chess');
    const missing = await call(t.app, { method: 'GET', url: '/api/products/get?id=999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.productNotFound);
    expect((await call(t.app, { method: 'GET', url: '/api/products/get?id=abc' })).status).toBe(400);
  });

  it('serves the search data: names with lots', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/products/getAllNameWithLots' });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      id: wow.id,
      name: 'World of Warcraft',
      lots: [
        { id: wow.lots[1]!.id, name: 'Accounts' },
        { id: wow.lots[0]!.id, name: 'Gold' },
      ],
    });
  });

  it("lists a product's lots with pricing attributes; unknown product is 404", async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/lots/getAll?productId=${wow.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: wow.lots[1]!.id,
        name: 'Accounts',
        product: { id: wow.id, name: 'World of Warcraft' },
        attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null, deliveryKind: 'items' },
      },
      {
        id: wow.lots[0]!.id,
        name: 'Gold',
        product: { id: wow.id, name: 'World of Warcraft' },
        attributes: { pricingType: 'PER_UNIT', minQuantity: 100, unit: null, deliveryKind: 'currency' },
      },
    ]);
    const missing = await call(t.app, { method: 'GET', url: '/api/lots/getAll?productId=999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.productNotFound);
  });

  it('gets a lot by ?id or ?lotId with the product texts for bad and unknown ids', async () => {
    const gold = wow.lots[0]!.id;
    for (const url of [`/api/lots/get?id=${gold}`, `/api/lots/get?lotId=${gold}`]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: gold,
        name: 'Gold',
        product: { id: wow.id, name: 'World of Warcraft' },
        attributes: { pricingType: 'PER_UNIT', minQuantity: 100, unit: null, deliveryKind: 'currency' },
      });
    }
    for (const url of [
      '/api/lots/get?id=abc',
      '/api/lots/get?lotId=12x',
      '/api/lots/get',
      '/api/lots/get?id=0',
    ]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(MESSAGES.invalidLotId);
    }
    const missing = await call(t.app, { method: 'GET', url: '/api/lots/get?id=999999' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      status: 404,
      error: 'Not Found',
      message: MESSAGES.lotNotFound,
      code: 'lotNotFound',
    });
  });

  it("finds an offer's product; a deleted or unknown offer is 404", async () => {
    const seller = await insertUser(t);
    const offer = await createOffer(t, seller, wow.lots[1]!.id);
    const res = await call(t.app, { method: 'GET', url: `/api/products/getByOfferId?offerId=${offer.id}` });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(wow.id);
    expect(res.body.attributes.Server).toHaveLength(2);
    await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: seller.token,
      payload: { id: offer.id },
    });
    const gone = await call(t.app, { method: 'GET', url: `/api/products/getByOfferId?offerId=${offer.id}` });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.offerNotFound);
  });
});
