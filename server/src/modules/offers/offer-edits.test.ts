import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { chats, offers } from '../../db/schema/index.ts';
import { createReview } from '../reviews/repository.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  guestToken,
  insertProduct,
  insertUser,
  registerUser,
  type TestProduct,
  type TestUser,
} from '../../../test/fixtures.ts';

describe('offers: update, delete, user lists', () => {
  let t: TestApp;
  let game: TestProduct;
  let accounts: number;
  let gold: number;
  let alice: TestUser;
  let bob: TestUser;

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

  it('updates for the owner only; price from originalPrice, active from availability', async () => {
    const offer = await createOffer(t, alice, accounts, { price: 100, availability: 3 });
    const patch = (user: TestUser | string, payload: Record<string, unknown>) =>
      call(t.app, {
        method: 'PATCH',
        url: '/api/offers/update',
        token: typeof user === 'string' ? user : user.token,
        payload: { id: offer.id, ...payload },
      });

    const byBob = await patch(bob, { name: 'Mine now', originalPrice: 1 });
    expect(byBob.status).toBe(403);
    expect((await patch(await guestToken(t), { name: 'Guest' })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${offer.id}` })).body).toEqual(
      offer,
    );

    const res = await patch(alice, {
      name: 'Renamed',
      originalPrice: 200,
      price: 1, // ignored: derived from originalPrice
      commissionRate: 0, // ignored: the platform's
      active: false, // ignored: availability decides
      availability: 4,
      attributes: { Server: 'EU – Howling Fjord' },
      pictureUrl: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: offer.id,
      name: 'Renamed',
      originalPrice: 200,
      price: 226,
      availability: 4,
      active: true,
      attributes: { Server: 'EU – Howling Fjord' },
      pictureUrl: null,
      shortDescription: offer.shortDescription,
    });

    const soldOut = await patch(alice, { availability: 0 });
    expect(soldOut.body).toMatchObject({ availability: 0, active: false, price: 226, name: 'Renamed' });
    const restocked = await patch(alice, { availability: 1 });
    expect(restocked.body.active).toBe(true);

    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, MESSAGES.offerNameRequired],
      [{ originalPrice: 0 }, MESSAGES.offerPriceTooLow],
      [{ availability: -1 }, MESSAGES.offerAvailabilityNegative],
      [{ attributes: { Server: 'Nowhere' } }, 'This value is not allowed for Server'],
      [{ pictureUrl: 'http://x.test/a.png' }, MESSAGES.offerPictureInvalid],
    ];
    for (const [payload, message] of bad) {
      const r = await patch(alice, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.message, JSON.stringify(payload)).toBe(message);
    }
    const missing = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: alice.token,
      payload: { id: 999999, name: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps PER_UNIT quantities consistent on update; a sold-out offer may go to 0', async () => {
    const offer = await createOffer(t, alice, gold, {
      price: 2,
      availability: 500,
      attributes: { minQuantity: 100 },
    });
    const patch = (payload: Record<string, unknown>) =>
      call(t.app, {
        method: 'PATCH',
        url: '/api/offers/update',
        token: alice.token,
        payload: { id: offer.id, ...payload },
      });
    const below = await patch({ availability: 50 });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('The quantity available cannot be below the minimum (100)');
    const zero = await patch({ availability: 0 });
    expect(zero.body).toMatchObject({ availability: 0, active: false, attributes: { minQuantity: 100 } });
    const newMin = await patch({ availability: 40, attributes: { minQuantity: 20 }, originalPrice: 40 });
    expect(newMin.body).toMatchObject({
      availability: 40,
      active: true,
      unitPrice: 2,
      originalPrice: 40,
      price: 45.2,
    });
    expect(newMin.body.attributes).toEqual({ minQuantity: 20 });
    // The seller's price per unit, as the editor sends it (ADR 0031).
    expect((await patch({ unitPrice: 2.5 })).body).toMatchObject({ unitPrice: 2.5, originalPrice: 50 });
    // A new base that is no whole number of kopecks per unit is refused, naming the minimum.
    const uneven = await patch({ originalPrice: 50.01 });
    expect(uneven.status).toBe(400);
    expect(uneven.body.fieldErrors.originalPrice).toBe(
      'The base price must divide by the minimum quantity (20) to a whole kopeck per unit',
    );
    expect((await patch({ availability: 40 })).body).toMatchObject({ unitPrice: 2.5, originalPrice: 50 });
  });

  it('deletes for the owner only, keeping reviews and chats valid and removing favourites', async () => {
    const offer = await createOffer(t, alice, accounts);
    const del = (user: TestUser) =>
      call(t.app, {
        method: 'DELETE',
        url: '/api/offers/delete',
        token: user.token,
        payload: { id: offer.id },
      });

    // Two chats of one pair: one about nothing, one about this offer (the case that made a
    // hard delete with ON DELETE SET NULL collide on chats_pair_offer_key: ADR 0007).
    const [u1, u2] = [Math.min(alice.id, bob.id), Math.max(alice.id, bob.id)];
    await t.app.db.insert(chats).values([
      { user1Id: u1, user2Id: u2, offerId: null },
      { user1Id: u1, user2Id: u2, offerId: offer.id },
    ]);
    await call(t.app, {
      method: 'POST',
      url: '/api/favoriteOffers/add',
      token: bob.token,
      payload: { userId: bob.id, offerId: offer.id },
    });
    await createReview(t.app.db, {
      buyerId: bob.id,
      sellerId: alice.id,
      offerId: offer.id,
      offerName: offer.name,
      rating: 8,
    });

    expect((await del(bob)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${offer.id}` })).status).toBe(
      200,
    );

    const res = await del(alice);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    for (const url of [
      `/api/offers/get?offerId=${offer.id}`,
      `/api/offers/getWithProduct?offerId=${offer.id}`,
      `/api/offers/getName?id=${offer.id}`,
      `/api/reviews/getAllByOfferId?offerId=${offer.id}`,
    ]) {
      const r = await call(t.app, { method: 'GET', url });
      expect(r.status, url).toBe(404);
      expect(r.body.message, url).toBe(MESSAGES.offerNotFound);
    }
    expect((await del(alice)).status).toBe(404);
    const fav = await call(t.app, {
      method: 'GET',
      url: `/api/favoriteOffers/checkIfExist?userId=${bob.id}&offerId=${offer.id}`,
    });
    expect(fav.body).toBe(false);
    const chatRows = await t.app.db.select().from(chats).where(eq(chats.offerId, offer.id));
    expect(chatRows).toHaveLength(1);
    const stats = await call(t.app, {
      method: 'GET',
      url: `/api/reviews/getSellerStats?sellerId=${alice.id}`,
    });
    expect(stats.body).toMatchObject({ avgRating: 8, reviewCount: 1, reviewsCount: 1 });
    // Updating a deleted offer is as impossible as updating an unknown one.
    const patch = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: alice.token,
      payload: { id: offer.id, availability: 5 },
    });
    expect(patch.status).toBe(404);
  });

  it("counts and lists a user's offers: inactive included, deleted not, newest first", async () => {
    const carol = await insertUser(t, 'carol');
    const first = await createOffer(t, carol, accounts, { name: 'First' });
    const second = await createOffer(t, carol, accounts, { name: 'Second' });
    const third = await createOffer(t, carol, accounts, { name: 'Third' });
    await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: carol.token,
      payload: { id: second.id, availability: 0 },
    });
    await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: carol.token,
      payload: { id: third.id },
    });

    const count = async (url: string) => (await call(t.app, { method: 'GET', url })).body;
    expect(await count(`/api/offers/getCountByUserId?userId=${carol.id}`)).toBe(2);
    expect(await count(`/api/offers/getCountByUserIdAndActiveTrue?userId=${carol.id}`)).toBe(1);
    const activeAll = await count('/api/offers/getCountAllByActiveTrue');
    expect(typeof activeAll).toBe('number');
    expect(activeAll).toBe((await t.app.db.select().from(offers).where(eq(offers.active, true))).length);

    const page = await call(t.app, {
      method: 'POST',
      url: '/api/offers/searchAllByUser?page=0&size=1&sort=createdAt,desc',
      payload: { userId: carol.id },
    });
    expect(page.status).toBe(200);
    expect(page.body.content.map((o: { id: number }) => o.id)).toEqual([second.id]);
    expect(page.body.content[0]).toMatchObject({
      active: false,
      seller: { id: carol.id, name: 'carol', imageUrl: null },
      sellerRating: { avgRating: 0, reviewCount: 0 },
    });
    expect(page.body.totalElements).toBe(2);
    expect(page.body.page).toEqual({ number: 0, size: 1, totalPages: 2, totalElements: 2 });
    const oldestFirst = await call(t.app, {
      method: 'POST',
      url: '/api/offers/searchAllByUser?sort=createdAt,asc',
      payload: { userId: String(carol.id) },
    });
    expect(oldestFirst.body.content.map((o: { id: number }) => o.id)).toEqual([first.id, second.id]);
  });
});
