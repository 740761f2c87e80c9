import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { reviews, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';

describe('reviews: POST /api/reviews/searchAllBySellerId', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let offer: { id: number; name: string };

  const search = (query: string, body: unknown) =>
    call(t.app, {
      method: 'POST',
      url: `/api/reviews/searchAllBySellerId${query}`,
      payload: body as object,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const lotId = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer', '/media/avatars/buyer.webp');
    offer = await createOffer(t, seller, lotId, { name: 'Raid carry' });
    const other = await insertUser(t, 'other-seller');
    await t.app.db.insert(reviews).values([
      ...[1, 2, 3, 4, 5].map((day) => ({
        buyerId: buyer.id,
        sellerId: seller.id,
        offerId: day === 1 ? null : offer.id,
        offerName: day === 1 ? 'Old gold pack' : 'Raid carry',
        rating: 5 + day,
        comment: `day ${day}`,
        createdAt: new Date(Date.UTC(2025, 5, day)),
      })),
      {
        buyerId: buyer.id,
        sellerId: other.id,
        offerId: null,
        offerName: 'x',
        rating: 1,
        comment: 'elsewhere',
      },
    ]);
  });
  afterAll(() => t.close());

  it('pages a seller’s reviews newest first with buyer and offer (size 3 by default)', async () => {
    const res = await search('?page=0&size=3&sort=createdAt,desc', { sellerId: seller.id });
    expect(res.status).toBe(200);
    expect(res.body.page).toEqual({ number: 0, size: 3, totalPages: 2, totalElements: 5 });
    expect(res.body.totalElements).toBe(5);
    expect(res.body.content.map((r: { comment: string }) => r.comment)).toEqual(['day 5', 'day 4', 'day 3']);
    expect(res.body.content[0]).toMatchObject({
      buyerId: buyer.id,
      sellerId: seller.id,
      offerId: offer.id,
      rating: 10,
      createdAt: new Date(Date.UTC(2025, 5, 5)).toISOString(),
      buyer: { id: buyer.id, name: 'buyer', imageUrl: '/media/avatars/buyer.webp' },
      offer: { id: offer.id, name: 'Raid carry' },
    });
    const rest = await search('?page=1', { sellerId: String(seller.id) });
    expect(rest.body.page.size).toBe(3);
    expect(rest.body.content.map((r: { comment: string }) => r.comment)).toEqual(['day 2', 'day 1']);
    // the offer of the oldest review is gone: it is still named, without a link
    expect(rest.body.content[1]).toMatchObject({ offerId: null, offer: { id: null, name: 'Old gold pack' } });
    const oldest = await search('?size=1&sort=createdAt,asc', { sellerId: seller.id });
    expect(oldest.body.content[0].comment).toBe('day 1');
  });

  it('a seller without reviews has an empty page; unknown or deleted sellers are 404', async () => {
    const quiet = await insertUser(t, 'quiet');
    const empty = await search('', { sellerId: quiet.id });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      content: [],
      totalElements: 0,
      page: { number: 0, size: 3, totalPages: 0, totalElements: 0 },
    });
    const unknown = await search('', { sellerId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.sellerNotFound);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, quiet.id));
    expect((await search('', { sellerId: quiet.id })).status).toBe(404);
    expect((await search('', {})).status).toBe(400);
    expect((await search('?sort=rating', { sellerId: seller.id })).status).toBe(400);
  });
});
