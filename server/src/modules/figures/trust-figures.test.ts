import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_GRACE_HOURS, RESPONSE_WINDOW_DAYS, sellerLevel } from '@gamelot/contract/seller-trust';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { orderBody, topUp } from '../../../test/money.ts';
import { createAdmin } from '../admin/cli.ts';
import { offerPageAnswers } from '../landing/index.ts';

/**
 * The trust figures of a seller equal what this test computes from the raw rows
 * (docs/decisions/0062-true-trust-figures.md): a seller is built with chats, orders in every state,
 * disputes and reviews, through the API and straight into the tables, and getSellerStats (and the
 * offer page's one-statement answer) are compared with an independent computation over chats,
 * messages, orders, disputes and reviews, never the kept tables.
 */
describe('true trust figures', () => {
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  let now = new Date();
  let t: TestApp;
  let lot: number;
  let seller: TestUser;
  let rival: TestUser;
  let buyers: TestUser[];
  let admin: TestUser;
  let offerId: number;
  let rivalOfferId: number;

  async function rows<T>(query: SQL): Promise<T[]> {
    const result = await t.app.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }
  const post = (user: TestUser, url: string, payload: object = {}) =>
    call(t.app, { method: 'POST', url, token: user.token, payload });
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  /** A paid order of `buyer` for the seller's offer, through the API. */
  async function order(buyer: TestUser, onOffer = offerId): Promise<number> {
    const res = await post(buyer, '/api/orders', await orderBody(t, onOffer));
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  /** A chat about an offer between two users, with messages [sender, minutes ago] stored as sent then. */
  async function chat(a: TestUser, b: TestUser, about: number | null, lines: [TestUser, number][]) {
    const res = await post(a, '/api/chats/findOrCreate', {
      user1Id: a.id,
      user2Id: b.id,
      ...(about === null ? {} : { offerId: about }),
    });
    expect(res.status).toBe(200);
    const chatId = res.body.id as number;
    // A system line first (as an order's chat has): never a question nor an answer.
    await t.app.db.execute(sql`insert into messages (chat_id, sender_id, content, created_at)
                               values (${chatId}, null, 'system', ${at(lines[0]![1] * MIN + MIN)})`);
    for (const [sender, minutesAgo] of lines) {
      await t.app.db.execute(sql`insert into messages (chat_id, sender_id, content, created_at)
                                 values (${chatId}, ${sender.id}, 'hi', ${at(minutesAgo * MIN)})`);
    }
    return chatId;
  }

  /** Orders written straight into the table, as an import or a bulk job would. */
  async function insertOrders(
    sellerId: number,
    onOffer: number,
    list: {
      state: string;
      deliverBy?: number | null;
      deliveredAt?: number | null;
      cancelledAt?: number | null;
      refunded?: number;
    }[],
  ): Promise<void> {
    const values = list.map(
      (o, i) => sql`(${buyers[i % buyers.length]!.id}, ${sellerId}, ${onOffer}, 'Offer', 1, 1000, 130,
        ${o.state}, ${'bulk-' + Math.random().toString(36).slice(2)},
        ${o.deliverBy == null ? null : at(o.deliverBy * HOUR)}::timestamptz,
        ${o.deliveredAt == null ? null : at(o.deliveredAt * HOUR)}::timestamptz,
        ${o.cancelledAt == null ? null : at(o.cancelledAt * HOUR)}::timestamptz,
        ${o.refunded ?? 0})`,
    );
    await t.app.db.execute(sql`insert into orders (buyer_id, seller_id, offer_id, offer_name, quantity,
      total_kopecks, commission_kopecks, state, idempotency_key, deliver_by, delivered_at, cancelled_at,
      refunded_kopecks) values ${sql.join(values, sql`, `)}`);
  }

  /** The figures, computed from chats, messages, orders, disputes and reviews alone. */
  async function fromRawRows(sellerId: number) {
    const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY);
    const pendingBefore = new Date(now.getTime() - RESPONSE_GRACE_HOURS * HOUR);
    // Every chat about one of the seller's offers with the seller in it, its messages in order.
    const messages = await rows<{ chat_id: number; sender_id: number | null; created_at: string | Date }>(sql`
      select m.chat_id, m.sender_id, m.created_at
      from messages m join chats c on c.id = m.chat_id join offers o on o.id = c.offer_id
      where o.user_id = ${sellerId} and ${sellerId} in (c.user1_id, c.user2_id)
      order by m.chat_id, m.id`);
    const byChat = new Map<number, { sender: number | null; at: number }[]>();
    for (const m of messages) {
      const list = byChat.get(m.chat_id) ?? [];
      list.push({ sender: m.sender_id, at: new Date(m.created_at).getTime() });
      byChat.set(m.chat_id, list);
    }
    let cases = 0;
    const waits: number[] = [];
    for (const list of byChat.values()) {
      const people = list.filter((m) => m.sender !== null);
      const first = people[0];
      if (!first || first.sender === sellerId || first.at <= since.getTime()) continue;
      const answer = people.find((m) => m.sender === sellerId);
      if (!answer && first.at > pendingBefore.getTime()) continue; // still waiting
      cases++;
      if (answer) waits.push((answer.at - first.at) / MIN);
    }
    waits.sort((a, b) => a - b);
    const mid = Math.floor(waits.length / 2);
    const median =
      waits.length === 0 ? null : waits.length % 2 ? waits[mid]! : (waits[mid - 1]! + waits[mid]!) / 2;

    const orders = await rows<{
      state: string;
      deliver_by: string | null;
      delivered_at: string | null;
      cancelled_at: string | null;
      refunded_kopecks: string | number;
    }>(sql`select state, deliver_by, delivered_at, cancelled_at, refunded_kopecks from orders
           where seller_id = ${sellerId}`);
    const time = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());
    let deliveryCases = 0;
    let onTime = 0;
    for (const o of orders) {
      const by = time(o.deliver_by);
      const delivered = time(o.delivered_at);
      const cancelled = time(o.cancelled_at);
      if (delivered !== null) {
        deliveryCases++;
        if (by === null || delivered <= by) onTime++;
      } else if (by !== null && ['cancelled', 'refunded'].includes(o.state) && cancelled! >= by) {
        deliveryCases++;
      }
    }
    const completed = orders.filter((o) => o.state === 'completed').length;
    const refunded = orders.filter(
      (o) => ['cancelled', 'refunded'].includes(o.state) || Number(o.refunded_kopecks) > 0,
    ).length;
    const disputes = await rows<{ status: string; outcome: string | null }>(sql`
      select d.status, d.outcome from disputes d join orders o on o.id = d.order_id where o.seller_id = ${sellerId}`);
    const decided = disputes.filter((d) => d.status === 'resolved');
    const lost = decided.filter((d) => d.outcome === 'refund').length;
    const [rating] = await rows<{ n: number; avg: string | null }>(
      sql`select count(*)::int as n, round(avg(rating), 2)::text as avg from reviews where seller_id = ${sellerId}`,
    );
    const reviewCount = rating!.n;
    const avgRating = rating!.avg === null ? 0 : Number(rating!.avg);
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    return {
      avgRating,
      reviewCount,
      reviewsCount: reviewCount,
      responseRate: share(waits.length, cases),
      responseCases: cases,
      medianResponseMinutes: median === null ? null : Math.round(median),
      medianResponseCases: waits.length,
      onTimeRate: share(onTime, deliveryCases),
      onTimeCases: deliveryCases,
      completedDeals: completed,
      disputesLost: lost,
      disputesCases: decided.length,
      refundRate: share(refunded, orders.length),
      refundCases: orders.length,
      level: sellerLevel({ completedDeals: completed, disputesLost: lost, avgRating, reviewCount }),
    };
  }

  async function statsOf(sellerId: number) {
    const res = await call(t.app, { method: 'GET', url: `/api/reviews/getSellerStats?sellerId=${sellerId}` });
    expect(res.status).toBe(200);
    return res.body;
  }

  async function expectTrue(sellerId: number, onOffer: number) {
    const truth = await fromRawRows(sellerId);
    expect(await statsOf(sellerId)).toEqual(truth);
    // The offer page reads the same figures in its one statement.
    expect((await offerPageAnswers(t.app.db, onOffer, now, 'en'))?.sellerStats).toEqual(truth);
    return truth;
  }

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    lot = (await insertProduct(t)).lots[0]!.id;
    seller = await insertUser(t, 'trusted-seller');
    rival = await insertUser(t, 'rival-seller');
    buyers = [];
    for (let i = 0; i < 4; i++) {
      const b = await insertUser(t, `trust-buyer-${i}`);
      await topUp(t, b, 5_000);
      buyers.push(b);
    }
    const created = await createAdmin(t.app.db, {
      email: 'trust-root@example.test',
      name: 'Root',
      password: 'pw-123456',
    });
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'trust-root@example.test', password: 'pw-123456' },
    });
    admin = { id: created.id, name: 'Root', token: signIn.body.token };
    offerId = (await createOffer(t, seller, lot, { price: 10, availability: 500 })).id as number;
    rivalOfferId = (await createOffer(t, rival, lot, { price: 10, availability: 500 })).id as number;
  });
  afterAll(() => t?.close());

  it('a new seller has no cases: null rates, no level, no reviews', async () => {
    const fresh = await insertUser(t, 'fresh-seller');
    const freshOffer = (await createOffer(t, fresh, lot, { price: 5, availability: 1 })).id as number;
    const stats = await expectTrue(fresh.id, freshOffer);
    expect(stats).toEqual({
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
  });

  // A long scenario (a few dozen API calls): room for a busy machine.
  it(
    'equal the raw rows for a seller with chats, orders in every state, disputes and reviews',
    { timeout: 240_000 },
    async () => {
      const [b0, b1, b2, b3] = buyers as [TestUser, TestUser, TestUser, TestUser];
      // Through the API: completed, delivered, cancelled, and disputes refunded, released, split, open.
      const completed = await order(b0);
      await post(seller, `/api/orders/${completed}/deliver`, { message: 'here' });
      await post(b0, `/api/orders/${completed}/confirm`);
      const delivered = await order(b1);
      await post(seller, `/api/orders/${delivered}/deliver`, { message: 'here' });
      const cancelled = await order(b2);
      expect((await post(seller, `/api/orders/${cancelled}/cancel`)).status).toBe(200);
      const outcomes = ['refund', 'release', 'split', null] as const;
      const disputed: number[] = [];
      for (const [i, outcome] of outcomes.entries()) {
        const id = await order(buyers[i]!);
        if (i % 2) await post(seller, `/api/orders/${id}/deliver`, { message: 'here' });
        const opened = await post(buyers[i]!, `/api/orders/${id}/dispute`, { reason: 'Not as described' });
        expect(opened.status).toBe(201);
        disputed.push(id);
        if (outcome === null) continue;
        const resolved = await post(admin, `/api/admin/disputes/${opened.body.id}/resolve`, {
          outcome,
          ...(outcome === 'split' ? { buyerAmount: 5 } : {}),
          reason: 'Decided',
          rule: 'notAsDescribed',
        });
        expect(resolved.status).toBe(200);
      }
      // Reviews of the completed orders (the released and the split dispute completed theirs).
      for (const [id, buyer, rating] of [
        [completed, b0, 9],
        [disputed[1]!, b1, 4],
        [disputed[2]!, b2, 7],
      ] as const) {
        expect((await post(buyer, `/api/orders/${id}/review`, { rating })).status).toBe(201);
      }
      // A rival's order and dispute: never the seller's.
      const rivals = await order(b3, rivalOfferId);
      await post(b3, `/api/orders/${rivals}/dispute`, { reason: 'Nope' });

      // Straight into the table: deadlines met, missed, absent; cancellations before and after them.
      await insertOrders(seller.id, offerId, [
        { state: 'completed', deliverBy: 10, deliveredAt: 12 }, // on time
        { state: 'completed', deliverBy: 30, deliveredAt: 20 }, // late
        { state: 'completed', deliverBy: null, deliveredAt: 40 }, // no deadline: on time
        { state: 'delivered', deliverBy: 1, deliveredAt: 2 }, // on time
        { state: 'cancelled', deliverBy: 50, cancelledAt: 49 }, // cancelled after the deadline: missed
        { state: 'cancelled', deliverBy: 50, cancelledAt: 51 }, // cancelled before it: not a case
        { state: 'refunded', deliverBy: 5, deliveredAt: 6, cancelledAt: 4 }, // delivered on time, refunded
        { state: 'completed', deliverBy: 8, deliveredAt: 9, refunded: 300 }, // a split's partial refund
        { state: 'paid', deliverBy: -5 }, // waiting: no case yet
        { state: 'paid' },
      ]);
      await insertOrders(rival.id, rivalOfferId, [{ state: 'completed', deliverBy: 1, deliveredAt: 3 }]);
      // Reviews written directly too, and one edited.
      await t.app.db.execute(sql`insert into reviews (buyer_id, seller_id, offer_name, rating)
      values (${b3.id}, ${seller.id}, 'Offer', 10), (${b3.id}, ${seller.id}, 'Offer', 2), (${b3.id}, ${rival.id}, 'Offer', 1)`);
      await t.app.db.execute(
        sql`update reviews set rating = 8 where seller_id = ${seller.id} and rating = 2`,
      );

      // Chats about the seller's offer (minutes ago).
      await chat(b0, seller, offerId, [
        [b0, 600],
        [b0, 590],
        [seller, 570],
      ]); // answered in 30
      await chat(b1, seller, offerId, [
        [b1, 3000],
        [seller, 2995],
        [b1, 2000],
      ]); // answered in 5
      await chat(b2, seller, offerId, [[b2, 2 * 24 * 60]]); // unanswered for two days: not answered
      await chat(b3, seller, offerId, [[b3, 60]]); // an hour old, unanswered: still waiting
      // The seller spoke first: not a question.
      const c5 = await insertUser(t, 'chatty');
      await chat(seller, c5, offerId, [
        [seller, 300],
        [c5, 200],
      ]);
      // Asked 100 days ago, answered late: outside the window.
      const c6 = await insertUser(t, 'old-asker');
      await chat(c6, seller, offerId, [
        [c6, 100 * 24 * 60],
        [seller, 100 * 24 * 60 - 500],
      ]);
      // About a rival's offer, and a chat with no offer: not the seller's questions.
      await chat(b0, seller, rivalOfferId, [[b0, 100]]);
      await chat(b1, seller, null, [[b1, 3000]]);
      // A chat about the seller's offer between two others: not the seller's either.
      await chat(b2, b3, offerId, [[b2, 3000]]);
      // Asked 40 days ago, answered a day later.
      const c7 = await insertUser(t, 'patient');
      await chat(c7, seller, offerId, [
        [c7, 40 * 24 * 60],
        [seller, 39 * 24 * 60],
      ]);

      const truth = await expectTrue(seller.id, offerId);
      // The raw computation found what the scenario holds (so it tests something).
      expect(truth).toMatchObject({
        responseCases: 4,
        medianResponseCases: 3,
        medianResponseMinutes: 30,
        completedDeals: 7,
        disputesLost: 1,
        disputesCases: 3,
        reviewCount: 5,
      });
      expect(truth.onTimeRate).not.toBeNull();
      expect(truth.level).not.toBeNull();

      // Later writes move the figures: a bulk update of states, a waiting chat answered.
      await t.app.db.execute(
        sql`update orders set state = 'completed', completed_at = now() where seller_id = ${seller.id} and state = 'delivered'`,
      );
      await t.app.db.execute(
        sql`delete from orders where seller_id = ${seller.id} and state = 'paid' and idempotency_key like 'bulk-%'`,
      );
      const waiting = await rows<{ id: number }>(
        sql`select c.id from chats c where c.offer_id = ${offerId} and ${b3.id} in (c.user1_id, c.user2_id)`,
      );
      await t.app.db.execute(sql`insert into messages (chat_id, sender_id, content, created_at)
                               values (${waiting[0]!.id}, ${seller.id}, 'yes', ${at(10 * MIN)})`);
      const after = await expectTrue(seller.id, offerId);
      expect(after.responseCases).toBe(5);

      // Time passes: the 90 days move on; chats leave the window, the kept figures stay.
      now = new Date(now.getTime() + 100 * DAY);
      const later = await expectTrue(seller.id, offerId);
      expect(later.responseCases).toBe(0);
      expect(later.responseRate).toBeNull();
      expect(later.completedDeals).toBe(after.completedDeals);
      await expectTrue(rival.id, rivalOfferId);
    },
  );

  it('the store rating is the mean of every review, with their number', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/reviews/getStoreRating' });
    expect(res.status).toBe(200);
    const [truth] = await rows<{ n: number; avg: string | null }>(
      sql`select count(*)::int as n, round(avg(rating), 2)::text as avg from reviews`,
    );
    expect(truth!.n).toBeGreaterThan(0);
    expect(res.body).toEqual({ avgRating: Number(truth!.avg), reviewCount: truth!.n });
    await t.app.db.execute(sql`delete from reviews where rating = 1`);
    await t.app.db.execute(sql`update reviews set rating = 3 where rating = 10`);
    const [moved] = await rows<{ n: number; avg: string | null }>(
      sql`select count(*)::int as n, round(avg(rating), 2)::text as avg from reviews`,
    );
    const again = await call(t.app, { method: 'GET', url: '/api/reviews/getStoreRating' });
    expect(again.body).toEqual({ avgRating: Number(moved!.avg), reviewCount: moved!.n });
  });
});
