import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_DEFAULT_SORT } from '@gamelot/contract/rules';
import { createOffer, insertProduct, insertUser, type TestProduct } from './fixtures.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * A game's attributes in the reader's language (docs/ARCHITECTURE.md "Texts as codes"): the product
 * answers and every answer embedding an offer label the attribute names and values in the request's
 * language, while the keys stay English: offers store them and filters send them.
 */
describe('attribute labels in the request language', () => {
  let t: TestApp;
  let game: TestProduct;
  let offerId: number;
  const ru = {
    Server: 'Сервер',
    'Europe West': 'Европа (запад)',
    Russia: 'Россия',
    Rank: 'Ранг',
    Herald: 'Рекрут',
  };
  const attributes = {
    Server: ['Europe West', 'Russia'],
    Rank: ['Herald'],
    'Behavior score': 'number' as const,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await insertUser(t);
    game = await insertProduct(t, { name: 'Dota 2', attributes, attributeLabels: { ru } });
    const lotId = game.lots[0]!.id;
    offerId = (await createOffer(t, seller, lotId, { attributes: { Server: 'Europe West' } })).id;
    await createOffer(t, seller, lotId, { attributes: { Server: 'Russia' } });
  });
  afterAll(() => t.close());

  const get = async (url: string, lang: string) => {
    const res = await call(t.app, { method: 'GET', url, headers: { 'accept-language': lang } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('the product answers label the attributes in Russian for ru, and leave the English keys for en', async () => {
    for (const [lang, labels] of [
      ['ru', ru],
      ['en', {}],
    ] as const) {
      for (const product of [
        await get(`/api/products/get?id=${game.id}`, lang),
        (await get('/api/products/getAll', lang))[0],
        await get(`/api/products/getByOfferId?offerId=${offerId}`, lang),
        (await get(`/api/offers/getWithProduct?offerId=${offerId}`, lang)).product,
      ]) {
        expect(product.attributes).toEqual(attributes);
        expect(product.attributeLabels).toEqual(labels);
      }
    }
  });

  it('an offer carries the labels of its own attribute names and values only', async () => {
    const offer = await get(`/api/offers/get?offerId=${offerId}`, 'ru');
    expect(offer.attributes).toMatchObject({ Server: 'Europe West' });
    expect(offer.attributeLabels).toEqual({ Server: 'Сервер', 'Europe West': 'Европа (запад)' });
    expect((await get(`/api/offers/get?offerId=${offerId}`, 'en')).attributeLabels).toEqual({});
  });

  it('filtering by an attribute still takes the key, and cards label it', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/offers/search?page=0&size=10',
      payload: {
        lotId: game.lots[0]!.id,
        sort: OFFER_DEFAULT_SORT,
        active: true,
        attributes: { Server: 'Europe West' },
      },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content.map((card: { id: number }) => card.id)).toEqual([offerId]);
    expect(res.body.content[0].attributeLabels).toEqual({
      Server: 'Сервер',
      'Europe West': 'Европа (запад)',
    });
  });
});
