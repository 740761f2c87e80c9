import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { MESSAGES_RU } from '@gamelot/contract/messages.ru';
import { buildTestApp, call, type TestApp } from './helpers.ts';
import { createOffer, insertProduct, offerBody, registerUser, type TestUser } from './fixtures.ts';
import { orderBody, topUp } from './money.ts';

/**
 * Every refusal is a code and a text in the request's language (docs/decisions/0064-texts-as-codes.md):
 * the same code in Russian and in English, the text in the language Accept-Language names.
 */
describe('errors speak the language of the request', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let lot: number;

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await registerUser(t, 'seller');
    buyer = await registerUser(t, 'buyer');
    lot = (await insertProduct(t, { lots: [{ name: 'Accounts' }] })).lots[0]!.id;
    await topUp(t, buyer, 1000);
  });
  afterAll(() => t?.close());

  /** The same request in both languages. */
  const inBoth = async (opts: Parameters<typeof call>[1]) => {
    const [ru, en] = await Promise.all(
      (['ru', 'en'] as const).map((lang) =>
        call(t.app, { ...opts, headers: { ...(opts.headers ?? {}), 'accept-language': lang } }),
      ),
    );
    expect(ru!.status).toBe(en!.status);
    expect(ru!.body.code).toBe(en!.body.code);
    return { ru: ru!, en: en! };
  };

  it('a wrong password: 401 invalidCredentials', async () => {
    const { ru, en } = await inBoth({
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 'invalidCredentials', message: MESSAGES.invalidCredentials });
    expect(ru.body).toMatchObject({ code: 'invalidCredentials', message: 'Неверная почта или пароль' });
  });

  it("zod's own refusal (a negative page) and a schema's custom one (a negative price)", async () => {
    const page = await inBoth({ method: 'GET', url: '/api/wallet/history?page=-1', token: buyer.token });
    expect(page.en.status).toBe(400);
    expect(page.en.body).toMatchObject({
      code: 'inputNumberMin',
      message: 'Must be at least 0',
      fieldErrors: { page: 'Must be at least 0' },
    });
    expect(page.ru.body).toMatchObject({
      message: 'Значение должно быть не меньше 0',
      fieldErrors: { page: 'Значение должно быть не меньше 0' },
    });

    const price = await inBoth({
      method: 'POST',
      url: '/api/offers/create',
      token: seller.token,
      payload: offerBody(seller, lot, { price: -5 }),
    });
    expect(price.en.status).toBe(400);
    expect(price.en.body).toMatchObject({ code: 'offerPriceTooLow', message: MESSAGES.offerPriceTooLow });
    expect(price.ru.body).toMatchObject({
      code: 'offerPriceTooLow',
      message: MESSAGES_RU.offerPriceTooLow,
      fieldErrors: { price: MESSAGES_RU.offerPriceTooLow },
    });

    const several = await inBoth({
      method: 'POST',
      url: '/api/offers/create',
      token: seller.token,
      payload: offerBody(seller, lot, { price: -5, name: '' }),
    });
    expect(several.en.body).toMatchObject({ code: 'invalidInput', message: MESSAGES.invalidInput });
    expect(several.ru.body).toMatchObject({
      code: 'invalidInput',
      message: 'Некоторые поля заполнены неверно',
    });
  });

  it('an unknown API path: 404 notFound', async () => {
    const { ru, en } = await inBoth({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ status: 404, error: 'Not Found', message: 'Not found', code: 'notFound' });
    expect(ru.body).toMatchObject({ code: 'notFound', message: 'Не найдено' });
  });

  it('a body that is not JSON: 400 malformedJson', async () => {
    const { ru, en } = await inBoth({
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'malformedJson', message: MESSAGES.malformedJson });
    expect(ru.body).toMatchObject({ code: 'malformedJson', message: 'Тело запроса — не корректный JSON' });
  });

  it('a 409 with parameters: more than the stock', async () => {
    const offer = await createOffer(t, seller, lot, { price: 10, availability: 2 });
    const { ru, en } = await inBoth({
      method: 'POST',
      url: '/api/orders',
      token: buyer.token,
      payload: await orderBody(t, offer.id, 5),
    });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ code: 'orderQuantityAboveStock', message: 'Only 2 left in stock' });
    expect(ru.body).toMatchObject({
      code: 'orderQuantityAboveStock',
      message: 'В наличии осталось только 2',
    });
  });

  it('without Accept-Language, DEFAULT_LANGUAGE (ru unless set)', async () => {
    const ru = await buildTestApp({ DEFAULT_LANGUAGE: 'ru' });
    try {
      const res = await call(ru.app, { method: 'GET', url: '/api/no-such-thing' });
      expect(res.body).toMatchObject({ code: 'notFound', message: 'Не найдено' });
    } finally {
      await ru.close();
    }
  });
});
