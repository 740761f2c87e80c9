import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { offers } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  guestToken,
  insertProduct,
  insertUser,
  offerBody,
  registerUser,
  type TestProduct,
  type TestUser,
} from '../../../test/fixtures.ts';

describe('offers: create and read', () => {
  let t: TestApp;
  let game: TestProduct;
  let accounts: number;
  let gold: number;
  let alice: TestUser;
  let bob: TestUser;

  const offerCount = async () => (await t.app.db.select({ id: offers.id }).from(offers)).length;
  const create = (user: TestUser | string | undefined, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/offers/create',
      token: typeof user === 'string' ? user : user?.token,
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    game = await insertProduct(t, {
      name: 'World of Warcraft',
      attributes: { Server: ['EU – Gordunni', 'EU – Howling Fjord'], Level: 'number', Note: 'text' },
      lots: [{ name: 'Accounts' }, { name: 'Gold', pricingType: 'PER_UNIT', minQuantity: 100 }],
    });
    accounts = game.lots[0]!.id;
    gold = game.lots[1]!.id;
    alice = await registerUser(t, 'alice');
    bob = await insertUser(t, 'bob');
  });
  afterAll(() => t.close());

  it('creates a PER_ITEM offer: base price as entered, 13% on top, the whole offer back', async () => {
    const res = await create(
      alice,
      offerBody(alice, accounts, {
        price: 99.99,
        availability: 2,
        pictureUrl: '/media/offers/abc123.webp',
        attributes: { Server: 'EU – Gordunni', Level: '60', Note: '  mint  ', commissionRate: 0 },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Epic account',
      price: 112.99, // 9999 × 1.13 = 11298.87 → 11299 kopecks
      originalPrice: 99.99,
      userId: alice.id,
      pictureUrl: '/media/offers/abc123.webp',
      availability: 2,
      active: true,
      attributes: { Server: 'EU – Gordunni', Level: 60, Note: 'mint' },
      lotId: accounts,
      lot: {
        id: accounts,
        name: 'Accounts',
        attributes: { pricingType: 'PER_ITEM', minQuantity: 1, unit: null },
        product: { id: game.id, name: 'World of Warcraft' },
      },
    });
    expect(res.body.id).toBeGreaterThan(0);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);

    const got = await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${res.body.id}` });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const withProduct = await call(t.app, {
      method: 'GET',
      url: `/api/offers/getWithProduct?offerId=${res.body.id}`,
    });
    expect(withProduct.body.product).toMatchObject({ id: game.id, attributes: { Level: 'number' } });
    const name = await t.app.inject({ method: 'GET', url: `/api/offers/getName?id=${res.body.id}` });
    expect(name.headers['content-type']).toMatch(/^application\/json/);
    expect(name.json()).toBe('Epic account');
  });

  it('creates a PER_UNIT offer: base = unit price × minimum order quantity', async () => {
    const res = await create(
      alice,
      offerBody(alice, gold, { price: 0.5, availability: 5000, attributes: { minQuantity: 250 } }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ originalPrice: 125, price: 141.25, attributes: { minQuantity: 250 } });
    // No minQuantity sent: the lot's default (100) applies.
    const byDefault = await create(alice, offerBody(alice, gold, { price: 0.5, availability: 100 }));
    expect(byDefault.body).toMatchObject({
      originalPrice: 50,
      price: 56.5,
      attributes: { minQuantity: 100 },
    });
  });

  it('refuses every docs/product.md#validation violation with its message, creating nothing', async () => {
    const before = await offerCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lotId: undefined }, 'lotId', MESSAGES.offerCategoryRequired],
      [{ lotId: null }, 'lotId', MESSAGES.offerCategoryRequired],
      [{ name: '   ' }, 'name', MESSAGES.offerNameRequired],
      [{ name: undefined }, 'name', MESSAGES.offerNameRequired],
      [{ shortDescription: '' }, 'shortDescription', MESSAGES.offerShortDescriptionRequired],
      [{ shortDescription: 'x'.repeat(101) }, 'shortDescription', MESSAGES.offerShortDescriptionTooLong],
      [{ longDescription: undefined }, 'longDescription', MESSAGES.offerLongDescriptionRequired],
      [{ longDescription: 'x'.repeat(2001) }, 'longDescription', MESSAGES.offerLongDescriptionTooLong],
      [{ price: 0 }, 'price', MESSAGES.offerPriceTooLow],
      [{ price: 0.001 }, 'price', MESSAGES.offerPriceTooLow],
      [{ price: 10.123 }, 'price', MESSAGES.offerPriceStep],
      [{ price: undefined }, 'price', MESSAGES.offerPriceRequired],
      [{ price: 20_000_000 }, 'price', MESSAGES.offerPriceTooHigh],
      [{ availability: 0 }, 'availability', MESSAGES.offerAvailabilityMinOne],
      [{ availability: 1.5 }, 'availability', MESSAGES.offerAvailabilityInvalid],
      [{ pictureUrl: 'https://evil.example/x.png' }, 'pictureUrl', MESSAGES.offerPictureInvalid],
      [{ pictureUrl: '/media/../../etc/passwd' }, 'pictureUrl', MESSAGES.offerPictureInvalid],
      [
        { attributes: { Server: 'US – Stormrage' } },
        'attributes.Server',
        'This value is not allowed for Server',
      ],
      [{ attributes: { Level: 'sixty' } }, 'attributes.Level', 'This value is not allowed for Level'],
      [{ attributes: { Colour: 'red' } }, 'attributes.Colour', 'Unknown attribute: Colour'],
    ];
    for (const [override, field, message] of cases) {
      const res = await create(alice, offerBody(alice, accounts, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.message, JSON.stringify(override)).toBe(message);
      expect(res.body.fieldErrors?.[field], JSON.stringify(override)).toBe(message);
    }
    const perUnit: [Record<string, unknown>, string, string][] = [
      [{ attributes: { minQuantity: 0 } }, 'attributes.minQuantity', MESSAGES.offerMinQuantityRequired],
      [{ attributes: { minQuantity: null } }, 'attributes.minQuantity', MESSAGES.offerMinQuantityRequired],
      [{ availability: 99 }, 'availability', 'The quantity available cannot be below the minimum (100)'],
      [
        { price: 1, availability: 200_000_000, attributes: { minQuantity: 200_000_000 } },
        'price',
        MESSAGES.offerPriceTooHigh,
      ],
    ];
    for (const [override, field, message] of perUnit) {
      const res = await create(
        alice,
        offerBody(alice, gold, { price: 0.5, availability: 1000, ...override }),
      );
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.fieldErrors?.[field], JSON.stringify(override)).toBe(message);
    }
    const several = await create(alice, offerBody(alice, accounts, { name: '', price: 0 }));
    expect(several.body.message).toBe(MESSAGES.invalidInput);
    expect(Object.keys(several.body.fieldErrors).sort()).toEqual(['name', 'price']);
    const unknownLot = await create(alice, offerBody(alice, 999999));
    expect(unknownLot.status).toBe(400);
    expect(unknownLot.body.message).toBe(MESSAGES.lotNotFound);
    expect(await offerCount()).toBe(before);
  });

  it('lets only the signed-in user create, as themself', async () => {
    const before = await offerCount();
    expect((await create(undefined, offerBody(alice, accounts))).status).toBe(401);
    const guest = await create(await guestToken(t), offerBody(alice, accounts));
    expect(guest.status).toBe(403);
    const impostor = await create(bob, offerBody(alice, accounts));
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toBe('You are not allowed to do this');
    expect(await offerCount()).toBe(before);
  });
});
