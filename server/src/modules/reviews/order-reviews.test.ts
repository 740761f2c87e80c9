import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp } from '../../../test/money.ts';
import { notifications } from '../../db/schema/index.ts';

describe('reviews of orders', () => {
  let t: TestApp;
  let lot: number;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;

  const post = (user: TestUser, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token: user.token, payload });
  const order = async () => {
    const offer = await createOffer(t, seller, lot, { price: 10, availability: 1 });
    const res = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    return { id: res.body.id as number, offerId: offer.id as number };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'seller');
    buyer = await insertUser(t, 'buyer');
    other = await insertUser(t, 'other');
    await topUp(t, buyer, 1000);
  });
  afterAll(() => t.close());

  it('only the buyer of a completed order reviews it, once; the seller replies once', async () => {
    const o = await order();
    const early = await post(buyer, `/api/orders/${o.id}/review`, { rating: 9, comment: 'Fast' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.reviewOnlyCompleted);
    await post(seller, `/api/orders/${o.id}/deliver`, { message: 'here' });
    await post(buyer, `/api/orders/${o.id}/confirm`);
    const view = await call(t.app, { method: 'GET', url: `/api/orders/${o.id}`, token: buyer.token });
    expect(view.body.actions).toContain('review');

    expect((await post(other, `/api/orders/${o.id}/review`, { rating: 1 })).status).toBe(403);
    expect((await post(seller, `/api/orders/${o.id}/review`, { rating: 10 })).status).toBe(403);
    expect((await post(buyer, `/api/orders/${o.id}/review`, { rating: 11 })).body.message).toBe(
      MESSAGES.reviewRatingInvalid,
    );
    expect((await post(seller, `/api/orders/${o.id}/review/reply`, { reply: 'Thanks' })).status).toBe(404);
    const review = await post(buyer, `/api/orders/${o.id}/review`, {
      rating: 9,
      comment: '  Fast and honest  ',
    });
    expect(review.status).toBe(201);
    expect(review.body).toMatchObject({
      rating: 9,
      comment: 'Fast and honest',
      buyerId: buyer.id,
      sellerReply: null,
    });
    const twice = await post(buyer, `/api/orders/${o.id}/review`, { rating: 2 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.reviewExists);

    expect((await post(buyer, `/api/orders/${o.id}/review/reply`, { reply: 'me' })).status).toBe(403);
    const reply = await post(seller, `/api/orders/${o.id}/review/reply`, { reply: 'Thank you!' });
    expect(reply.body).toMatchObject({ sellerReply: 'Thank you!' });
    expect((await post(seller, `/api/orders/${o.id}/review/reply`, { reply: 'again' })).status).toBe(409);

    const onOffer = await call(t.app, {
      method: 'GET',
      url: `/api/reviews/getAllByOfferId?offerId=${o.offerId}`,
    });
    expect(onOffer.body).toEqual([expect.objectContaining({ rating: 9, sellerReply: 'Thank you!' })]);
    const stats = await call(t.app, {
      method: 'GET',
      url: `/api/reviews/getSellerStats?sellerId=${seller.id}`,
    });
    expect(stats.body).toMatchObject({ avgRating: 9, reviewCount: 1 });
    const after = await call(t.app, { method: 'GET', url: `/api/orders/${o.id}`, token: seller.token });
    expect(after.body).toMatchObject({ reviewId: review.body.id, actions: [] });
  });

  it('the seller reads the review they reply to; the buyer is told of the reply', async () => {
    const o = await order();
    await post(seller, `/api/orders/${o.id}/deliver`, { message: 'here' });
    await post(buyer, `/api/orders/${o.id}/confirm`);
    const read = (user: TestUser, id = o.id) =>
      call(t.app, { method: 'GET', url: `/api/orders/${id}/review`, token: user.token });
    const none = await read(seller);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MESSAGES.reviewNotFound);
    await post(buyer, `/api/orders/${o.id}/review`, { rating: 7, comment: 'Slow but fine' });

    const seen = await read(seller);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ rating: 7, comment: 'Slow but fine', sellerReply: null });
    expect((await read(buyer)).body).toMatchObject({ rating: 7 });
    expect((await read(other)).status).toBe(403);
    expect((await read(seller, 999_999)).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/orders/${o.id}/review` })).status).toBe(401);

    await post(seller, `/api/orders/${o.id}/review/reply`, { reply: 'Sorry for the wait' });
    expect((await read(seller)).body).toMatchObject({ sellerReply: 'Sorry for the wait' });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyer.id),
          eq(notifications.eventType, 'review_reply'),
          eq(notifications.url, `/orders/${o.id}`),
        ),
      );
    expect(told).toEqual([
      expect.objectContaining({
        url: `/orders/${o.id}`,
        kind: 'reviewReply',
        params: { id: o.id },
        title: '',
        content: '',
      }),
    ]);
    // The seller, who wrote the reply, is not told of it.
    const sellerTold = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.eventType, 'review_reply')));
    expect(sellerTold).toEqual([]);
  });
});
