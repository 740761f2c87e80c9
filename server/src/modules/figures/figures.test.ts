import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_SELLER_MIN_REVIEWS } from '@gamelot/contract/rules';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { insertOffers, insertProduct, insertUser, type TestUser } from '../../../test/fixtures.ts';
import { siteFigure } from './repository.ts';

// The home page's figures are kept by triggers (docs/decisions/0037-kept-figures.md): these tests
// hold them to a plain recount after every kind of write, bulk ones included.
describe('kept site figures and seller ratings', () => {
  let t: TestApp;
  let lot: number;
  let sellers: TestUser[];
  let buyer: TestUser;

  async function rows<T>(query: SQL): Promise<T[]> {
    const result = await t.app.db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }
  async function n(query: SQL): Promise<number> {
    const [row] = await rows<{ n: number | string }>(query);
    return Number(row?.n);
  }

  async function expectFiguresTrue(): Promise<void> {
    const db = t.app.db;
    expect({
      offers: await siteFigure(db, 'offers_active'),
      users: await siteFigure(db, 'users_live'),
      orders: await siteFigure(db, 'orders_completed'),
    }).toEqual({
      offers: await n(sql`select count(*) as n from offers where active`),
      users: await n(sql`select count(*) as n from users where deleted_at is null`),
      orders: await n(sql`select count(*) as n from orders where state = 'completed'`),
    });
  }

  async function expectSellerRatingsTrue(): Promise<void> {
    const kept = await rows<{ seller_id: number; review_count: number; avg_rating: number }>(
      sql`select seller_id, review_count, avg_rating from seller_ratings where review_count > 0 order by seller_id`,
    );
    const truth = await rows<{ seller_id: number; review_count: number; avg_rating: number }>(
      sql`select seller_id, count(*)::int as review_count, round(avg(rating), 2)::float8 as avg_rating
          from reviews group by seller_id order by seller_id`,
    );
    expect(kept).toEqual(truth);
  }

  /** Orders written directly, in any state: the figures follow the table, whatever the path. */
  async function insertOrders(states: string[]): Promise<void> {
    const [offer] = await rows<{ id: number; user_id: number }>(
      sql`select id, user_id from offers where user_id <> ${buyer.id} order by id limit 1`,
    );
    await t.app.db.execute(sql`
      insert into orders (buyer_id, seller_id, offer_id, offer_name, quantity, total_kopecks,
                          commission_kopecks, state, idempotency_key)
      select ${buyer.id}, ${offer!.user_id}, ${offer!.id}, 'Offer', 1, 1000, 130, s, 'k-' || gen_random_uuid()
      from unnest(${sql.param(states)}::text[]) as s`);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, { lots: [{ name: 'Gold' }] });
    lot = game.lots[0]!.id;
    sellers = [];
    for (let i = 0; i < 8; i++) sellers.push(await insertUser(t, `figures-seller-${i}`));
    buyer = await insertUser(t, 'figures-buyer');
  });
  afterAll(() => t?.close());

  it('starts true and follows a bulk load of offers', async () => {
    await expectFiguresTrue();
    await insertOffers(
      t,
      Array.from({ length: 400 }, (_, i) => ({
        userId: sellers[i % sellers.length]!.id,
        lotId: lot,
        active: i % 7 !== 0,
        availability: i % 7 !== 0 ? 1 : 0,
      })),
    );
    expect(await siteFigure(t.app.db, 'offers_active')).toBeGreaterThan(300);
    await expectFiguresTrue();
  });

  it('follows offer updates and deletes, in bulk and one by one', async () => {
    const db = t.app.db;
    await db.execute(sql`update offers set active = false, availability = 0 where id % 5 = 1`);
    await db.execute(sql`update offers set active = true, availability = 1 where id % 7 = 3`);
    await db.execute(sql`update offers set name = 'renamed' where id % 2 = 0`); // moves nothing
    await db.execute(sql`delete from offers where id % 13 = 4`);
    const [one] = await rows<{ id: number }>(sql`select id from offers where active limit 1`);
    await db.execute(sql`update offers set active = false where id = ${one!.id}`);
    await expectFiguresTrue();
  });

  it('follows users created, deleted softly and hard', async () => {
    const db = t.app.db;
    const extra = [];
    for (let i = 0; i < 4; i++) extra.push(await insertUser(t, `figures-extra-${i}`));
    await db.execute(sql`update users set deleted_at = now() where id = ${extra[0]!.id}`);
    await db.execute(sql`update users set last_seen_at = now()`); // moves nothing
    await db.execute(sql`delete from users where id = ${extra[1]!.id}`);
    await expectFiguresTrue();
    const res = await call(t.app, { method: 'GET', url: '/api/users/getCountAll' });
    expect(res.body).toBe(await n(sql`select count(*) as n from users where deleted_at is null`));
  });

  it('follows orders reaching and leaving completed', async () => {
    const db = t.app.db;
    await insertOrders(['paid', 'delivered', 'completed', 'completed', 'cancelled', 'delivered']);
    await expectFiguresTrue();
    await db.execute(
      sql`update orders set state = 'completed', completed_at = now() where state = 'delivered'`,
    );
    await db.execute(
      sql`update orders set state = 'refunded' where id = (select min(id) from orders where state = 'completed')`,
    );
    await expectFiguresTrue();
    await db.execute(sql`delete from orders where state = 'completed' and id % 2 = 0`);
    await expectFiguresTrue();
    const res = await call(t.app, { method: 'GET', url: '/api/orders/getCountCompleted' });
    expect(res.body).toBe(await n(sql`select count(*) as n from orders where state = 'completed'`));
  });

  it('answers the home routes from the kept figures', async () => {
    const offersRes = await call(t.app, { method: 'GET', url: '/api/offers/getCountAllByActiveTrue' });
    expect(offersRes.body).toBe(await n(sql`select count(*) as n from offers where active`));
    // A kept figure is what the route reads: moving it moves the answer (no count over the table).
    await t.app.db.execute(sql`insert into site_figures (name, slot, n) values ('offers_active', 999, 5)
                               on conflict (name, slot) do update set n = site_figures.n + 5`);
    const moved = await call(t.app, { method: 'GET', url: '/api/offers/getCountAllByActiveTrue' });
    expect(moved.body).toBe(offersRes.body + 5);
    await t.app.db.execute(sql`delete from site_figures where slot = 999`);
  });

  it('keeps every seller rating through review inserts, edits and deletes', async () => {
    const db = t.app.db;
    // Bulk: seller i gets i + 1 reviews with varied ratings.
    const values = sellers.flatMap((s, i) =>
      Array.from(
        { length: i + 1 },
        (_, k) => sql`(${buyer.id}, ${s.id}, 'Offer', ${((i * 3 + k * 7) % 10) + 1})`,
      ),
    );
    await db.execute(
      sql`insert into reviews (buyer_id, seller_id, offer_name, rating) values ${sql.join(values, sql`, `)}`,
    );
    await expectSellerRatingsTrue();
    await db.execute(sql`update reviews set rating = 11 - rating where id % 3 = 0`);
    await db.execute(sql`update reviews set seller_id = ${sellers[0]!.id} where id % 5 = 0`);
    await db.execute(sql`update reviews set comment = 'edited'`); // moves nothing
    await db.execute(sql`delete from reviews where id % 4 = 1`);
    await expectSellerRatingsTrue();
  });

  it('ranks top sellers from the kept ratings as a recount would', async () => {
    const db = t.app.db;
    await db.execute(sql`update users set suspended_at = now() where id = ${sellers[7]!.id}`);
    const res = await call(t.app, { method: 'GET', url: '/api/users/getTopByBuyerRating?limit=6' });
    expect(res.status).toBe(200);
    const truth = await rows<{ id: number; avg: number; n: number }>(sql`
      select u.id, round(avg(r.rating), 2)::float8 as avg, count(*)::int as n
      from reviews r join users u on u.id = r.seller_id
      where u.deleted_at is null and u.suspended_at is null
      group by u.id
      order by (count(*) >= ${TOP_SELLER_MIN_REVIEWS}) desc, round(avg(r.rating), 2) desc, count(*) desc, u.id
      limit 6`);
    expect(truth.length).toBe(6);
    expect(
      res.body.map((s: { id: number; avgRating: number; reviewCount: number }) => [
        s.id,
        s.avgRating,
        s.reviewCount,
      ]),
    ).toEqual(truth.map((r) => [r.id, r.avg, r.n]));
  });
});
