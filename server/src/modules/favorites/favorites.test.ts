import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { favoriteOffers, offers } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, guestToken, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { topLikedQuery } from './repository.ts';

describe('favourite offers: /api/favoriteOffers/*', () => {
  let t: TestApp;
  let seller: TestUser;
  let fan: TestUser;
  let other: TestUser;
  let offerIds: number[];

  const add = (user: TestUser | string | undefined, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/favoriteOffers/add',
      token: typeof user === 'string' ? user : user?.token,
      payload,
    });
  const remove = (user: TestUser | string, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'DELETE',
      url: '/api/favoriteOffers/delete',
      token: typeof user === 'string' ? user : user.token,
      payload,
    });
  const check = async (userId: number, offerId: number) =>
    (
      await call(t.app, {
        method: 'GET',
        url: `/api/favoriteOffers/checkIfExist?userId=${userId}&offerId=${offerId}`,
      })
    ).body;
  const rowCount = async () => (await t.app.db.select().from(favoriteOffers)).length;

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t);
    seller = await insertUser(t, 'seller');
    fan = await insertUser(t, 'fan');
    other = await insertUser(t, 'other');
    offerIds = [];
    for (const name of ['A', 'B', 'C'])
      offerIds.push((await createOffer(t, seller, game.lots[0]!.id, { name })).id);
  });
  afterAll(() => t.close());

  it('adds idempotently and checks', async () => {
    const [a] = offerIds as [number];
    expect(await check(fan.id, a)).toBe(false);
    const first = await add(fan, { userId: fan.id, offerId: a });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: fan.id, offerId: a });
    const again = await add(fan, { userId: String(fan.id), offerId: a });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await check(fan.id, a)).toBe(true);
    expect(await rowCount()).toBe(1);
  });

  it('refuses guests, strangers acting for someone else, own offers and unknown offers', async () => {
    const [, b] = offerIds as [number, number];
    const before = await rowCount();
    expect((await add(undefined, { userId: fan.id, offerId: b })).status).toBe(401);
    expect((await add(await guestToken(t), { userId: fan.id, offerId: b })).status).toBe(403);
    const impostor = await add(other, { userId: fan.id, offerId: b });
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toBe(MESSAGES.forbidden);
    const own = await add(seller, { userId: seller.id, offerId: b });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(MESSAGES.favoriteOwnOffer);
    const unknown = await add(fan, { userId: fan.id, offerId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.offerNotFound);
    expect((await add(fan, { userId: fan.id })).status).toBe(400);
    expect(await rowCount()).toBe(before);
    expect((await remove(other, { userId: fan.id, offerId: offerIds[0] })).status).toBe(403);
    expect(await check(fan.id, offerIds[0]!)).toBe(true);
  });

  it("counts and lists a user's favourites, most recent first, paged", async () => {
    const [a, b, c] = offerIds as [number, number, number];
    await add(fan, { userId: fan.id, offerId: b });
    await add(fan, { userId: fan.id, offerId: c });
    const count = await call(t.app, {
      method: 'GET',
      url: `/api/favoriteOffers/getCountByUserId?userId=${fan.id}`,
    });
    expect(count.body).toBe(3);
    const page = await call(t.app, {
      method: 'POST',
      url: '/api/favoriteOffers/getAllByUserId?page=0&size=2',
      payload: { userId: fan.id },
    });
    expect(page.status).toBe(200);
    expect(page.body.content.map((o: { id: number }) => o.id)).toEqual([c, b]);
    expect(page.body.content[0]).toMatchObject({ name: 'C', seller: { id: seller.id, name: 'seller' } });
    expect(page.body.page).toEqual({ number: 0, size: 2, totalPages: 2, totalElements: 3 });
    const next = await call(t.app, {
      method: 'POST',
      url: '/api/favoriteOffers/getAllByUserId?page=1&size=2',
      payload: { userId: fan.id },
    });
    expect(next.body.content.map((o: { id: number }) => o.id)).toEqual([a]);
  });

  it('ranks the most liked active offers', async () => {
    const [a, b, c] = offerIds as [number, number, number];
    await add(other, { userId: other.id, offerId: c });
    const third = await insertUser(t);
    await add(third, { userId: third.id, offerId: c });
    await add(third, { userId: third.id, offerId: a });
    const res = await call(t.app, { method: 'GET', url: '/api/favoriteOffers/getTopLikedOfferIds?limit=20' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { offerId: c, likeCount: 3 },
      { offerId: a, likeCount: 2 },
      { offerId: b, likeCount: 1 },
    ]);
    const two = await call(t.app, { method: 'GET', url: '/api/favoriteOffers/getTopLikedOfferIds?limit=2' });
    expect(two.body).toHaveLength(2);
    // A sold-out (inactive) offer leaves the ranking.
    await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: c, availability: 0 },
    });
    const after = await call(t.app, { method: 'GET', url: '/api/favoriteOffers/getTopLikedOfferIds' });
    expect(after.body.map((r: { offerId: number }) => r.offerId)).toEqual([a, b]);
  });

  it('answers the Best Offers cards in the ranking order in one request (ADR 0025)', async () => {
    const [a, b] = offerIds as [number, number];
    const get = (url: string) => call(t.app, { method: 'GET', url });
    const ranking = await get('/api/favoriteOffers/getTopLikedOfferIds?limit=20');
    const res = await get('/api/favoriteOffers/getTopLikedOffers?limit=20');
    expect(res.status).toBe(200);
    // The same ranking (the sold-out offer is out of both), each with its card.
    expect(
      res.body.map((o: { id: number; likeCount: number }) => ({ offerId: o.id, likeCount: o.likeCount })),
    ).toEqual(ranking.body);
    expect(res.body.map((o: { id: number }) => o.id)).toEqual([a, b]);
    const offer = (await get(`/api/offers/get?offerId=${a}`)).body;
    expect(res.body[0]).toEqual({
      id: a,
      name: 'A',
      price: offer.price,
      pictureUrl: offer.pictureUrl,
      likeCount: 2,
      lot: { id: offer.lot.id, name: offer.lot.name, product: offer.lot.product },
      seller: { id: seller.id, name: 'seller' },
    });
    expect(typeof res.body[0].price).toBe('number');
    expect(
      (await get('/api/favoriteOffers/getTopLikedOffers?limit=1')).body.map((o: { id: number }) => o.id),
    ).toEqual([a]);
    expect((await get('/api/favoriteOffers/getTopLikedOffers?limit=0')).status).toBe(400);
    expect((await get('/api/favoriteOffers/getTopLikedOffers?limit=101')).status).toBe(400);
  });

  it('removes idempotently', async () => {
    const [a] = offerIds as [number];
    const res = await remove(fan, { userId: fan.id, offerId: a });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(await check(fan.id, a)).toBe(false);
    expect((await remove(fan, { userId: fan.id, offerId: a })).status).toBe(204);
    expect((await remove(await guestToken(t), { userId: fan.id, offerId: a })).status).toBe(403);
  });

  it('keeps like counts true for writes that bypass the API: bulk loads and cascades', async () => {
    const game = await insertProduct(t);
    const offer = await createOffer(t, seller, game.lots[0]!.id, { name: 'Bulk' });
    const fans = await Promise.all([1, 2, 3, 4].map(() => insertUser(t)));
    await t.app.db.insert(favoriteOffers).values(fans.map((f) => ({ userId: f.id, offerId: offer.id })));
    const likes = async () =>
      (await t.app.db.select({ n: offers.likeCount }).from(offers).where(eq(offers.id, offer.id)))[0]!.n;
    expect(await likes()).toBe(4);
    await t.app.db.delete(favoriteOffers).where(eq(favoriteOffers.userId, fans[0]!.id));
    expect(await likes()).toBe(3);
    const top = await call(t.app, { method: 'GET', url: '/api/favoriteOffers/getTopLikedOfferIds?limit=1' });
    expect(top.body).toEqual([{ offerId: offer.id, likeCount: 3 }]);
    // Deleting the offer removes its favourites; it leaves the ranking.
    await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: seller.token,
      payload: { id: offer.id },
    });
    expect(await likes()).toBe(0);
    // A hard delete (an administrator's purge) cascades without error.
    await t.app.db.delete(offers).where(eq(offers.id, offer.id));
  });

  it('reads the ranking from its partial index', async () => {
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = await tx.execute(sql`explain ${topLikedQuery(tx, 20).getSQL()}`);
      const rows =
        (result as unknown as { rows?: Record<string, string>[] }).rows ??
        (result as unknown as Record<string, string>[]);
      const plan = rows.map((r) => Object.values(r)[0]).join('\n');
      expect(plan, plan).toContain('offers_top_liked_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    });
  });
});
