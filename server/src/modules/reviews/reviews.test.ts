import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { offers, reviews } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  insertOffers,
  insertProduct,
  insertUser,
  type TestUser,
} from '../../../test/fixtures.ts';
import { createReview, deleteReview, refreshAllSellerRatings } from './repository.ts';

describe('reviews: /api/reviews/getAllByOfferId and getSellerStats', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let lotId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    lotId = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer', '/media/avatars/buyer.webp');
  });
  afterAll(() => t.close());

  const stats = (sellerId: number) =>
    call(t.app, { method: 'GET', url: `/api/reviews/getSellerStats?sellerId=${sellerId}` });

  it("lists an offer's reviews newest first with buyer and offer; [] without reviews", async () => {
    const offer = await createOffer(t, seller, lotId, { name: 'Raid carry' });
    const empty = await call(t.app, {
      method: 'GET',
      url: `/api/reviews/getAllByOfferId?offerId=${offer.id}`,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const older = await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      offerId: offer.id,
      offerName: 'Raid carry',
      rating: 7,
      comment: 'ok',
    });
    await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      offerId: offer.id,
      offerName: 'Raid carry',
      rating: 10,
      comment: 'great',
    });
    const res = await call(t.app, { method: 'GET', url: `/api/reviews/getAllByOfferId?offerId=${offer.id}` });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { comment: string }) => r.comment)).toEqual(['great', 'ok']);
    expect(res.body[1]).toEqual({
      id: older.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      offerId: offer.id,
      rating: 7,
      comment: 'ok',
      createdAt: older.createdAt.toISOString(),
      sellerReply: null,
      sellerRepliedAt: null,
      buyer: { id: buyer.id, name: 'buyer', imageUrl: '/media/avatars/buyer.webp' },
      offer: { id: offer.id, name: 'Raid carry' },
    });
  });

  it('404 for an unknown offer, 400 for a bad id', async () => {
    const missing = await call(t.app, { method: 'GET', url: '/api/reviews/getAllByOfferId?offerId=999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.offerNotFound);
    expect((await call(t.app, { method: 'GET', url: '/api/reviews/getAllByOfferId?offerId=x' })).status).toBe(
      400,
    );
  });

  it('computes seller stats from the reviews: 1–10 average, both count names', async () => {
    const fresh = await insertUser(t);
    // A new seller: no reviews and no cases behind any figure (docs/decisions/0062-true-trust-figures.md).
    expect((await stats(fresh.id)).body).toEqual({
      avgRating: 0,
      reviewCount: 0,
      reviewsCount: 0,
      responseRate: null,
      responseCases: 0,
      medianResponseMinutes: null,
      medianResponseCases: 0,
      onTimeRate: null,
      onTimeCases: 0,
      completedDeals: 0,
      disputesLost: 0,
      disputesCases: 0,
      refundRate: null,
      refundCases: 0,
      level: null,
    });
    const res = await stats(seller.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ avgRating: 8.5, reviewCount: 2, reviewsCount: 2 });
    const missing = await stats(999999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.sellerNotFound);
  });

  it("keeps the offers' rating copy true through review writes and deletes", async () => {
    const s = await insertUser(t);
    const offer = await createOffer(t, s, lotId);
    const copy = async () => {
      const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
      return { avg: row!.sellerRating, n: row!.sellerReviewCount };
    };
    const r1 = await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: s.id,
      offerId: null,
      offerName: 'x',
      rating: 3,
    });
    await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: s.id,
      offerId: offer.id,
      offerName: 'x',
      rating: 4,
    });
    expect(await copy()).toEqual({ avg: 3.5, n: 2 });
    expect(await deleteReview(t.app.db, r1.id)).toBe(true);
    expect(await copy()).toEqual({ avg: 4, n: 1 });
    expect(await deleteReview(t.app.db, r1.id)).toBe(false);
  });

  it('refreshAllSellerRatings repairs copies after a bulk load that bypassed the write path', async () => {
    const s = await insertUser(t);
    const [row] = await insertOffers(t, [{ userId: s.id, lotId }]);
    await t.app.db.insert(reviews).values([
      { buyerId: buyer.id, sellerId: s.id, offerId: row!.id, offerName: 'x', rating: 9 },
      { buyerId: buyer.id, sellerId: s.id, offerId: row!.id, offerName: 'x', rating: 6 },
    ]);
    await refreshAllSellerRatings(t.app.db);
    const [after] = await t.app.db.select().from(offers).where(eq(offers.id, row!.id));
    expect({ avg: after!.sellerRating, n: after!.sellerReviewCount }).toEqual({ avg: 7.5, n: 2 });
  });
});
