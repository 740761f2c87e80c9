import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finalPriceKopecks } from '@gamelot/contract/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../client.ts';
import { seedIfEmpty } from './index.ts';
import { LARGE_SELLER_EMAIL, seedLarge } from './large.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const N = 2000;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The small-N version of `npm run seed:large`, so the generator cannot rot between benchmarks.
describe.runIf(onPostgres)('large seed on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let mediaDir: string;
  let demoOffers: number;
  type Row = {
    id: number;
    lot_id: number;
    user_id: number;
    price_kopecks: string;
    original_price_kopecks: string;
    unit_price_kopecks: string;
    availability: number;
    active: boolean;
    deleted: boolean;
    attributes: Record<string, string | number>;
    server_attr: string | null;
    allowed_servers: string[] | null;
    seller_rating: number;
    seller_review_count: number;
    email: string;
  };
  let large: Row[];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    mediaDir = mkdtempSync(path.join(tmpdir(), 'gamelot-large-'));
    demoOffers = (await seedIfEmpty(database.db, { mediaDir }))!.offers;
    await seedLarge(database, { offers: N, sellers: 40 });
    large = await rows<Row>(
      database,
      sql`select o.id, o.lot_id, o.user_id, o.price_kopecks, o.original_price_kopecks, o.unit_price_kopecks,
                 o.availability, o.active,
                 o.deleted_at is not null as deleted, o.attributes, o.server_attr, u.email,
                 o.seller_rating, o.seller_review_count,
                 case when jsonb_typeof(p.attributes -> 'Server') = 'array'
                      then array(select jsonb_array_elements_text(p.attributes -> 'Server')) end as allowed_servers
          from offers o join users u on u.id = o.user_id
          join lots l on l.id = o.lot_id join products p on p.id = l.product_id
          where u.email like 'large-seller-%'`,
    );
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  it('adds the asked number of offers by many sellers, after the demo catalogue', async () => {
    expect(large).toHaveLength(N);
    expect(large.every((r) => LARGE_SELLER_EMAIL.test(r.email))).toBe(true);
    expect(new Set(large.map((r) => r.user_id)).size).toBeGreaterThan(30);
    const [all] = await rows<{ n: number }>(database, sql`select count(*)::int as n from offers`);
    expect(all?.n).toBe(demoOffers + N);
  });

  it('spreads offers over the lots with a few busy ones', () => {
    const perLot = new Map<number, number>();
    for (const r of large) perLot.set(r.lot_id, (perLot.get(r.lot_id) ?? 0) + 1);
    expect(perLot.size).toBeGreaterThan(40);
    const busiest = Math.max(...perLot.values());
    expect(busiest).toBeGreaterThan(N * 0.1);
    // The busiest lot filters by Server, so the benchmark's Server filter has something to do.
    const busiestLot = [...perLot].find(([, n]) => n === busiest)![0];
    expect(large.filter((r) => r.lot_id === busiestLot).every((r) => r.server_attr !== null)).toBe(true);
  });

  it('prices by the contract rule, spread out, PER_UNIT bases a multiple of the minimum', () => {
    for (const r of large) {
      expect(Number(r.price_kopecks)).toBe(finalPriceKopecks(Number(r.original_price_kopecks)));
      const minQuantity = Number(r.attributes.minQuantity ?? 1);
      expect(Number(r.original_price_kopecks) % minQuantity).toBe(0);
      expect(Number(r.unit_price_kopecks) * minQuantity).toBe(Number(r.original_price_kopecks));
    }
    expect(new Set(large.map((r) => r.price_kopecks)).size).toBeGreaterThan(N * 0.5);
  });

  it('draws Server values from the product and mixes active, sold-out and deleted offers', () => {
    const withServer = large.filter((r) => r.server_attr !== null);
    expect(withServer.length).toBeGreaterThan(N * 0.2);
    for (const r of withServer) expect(r.allowed_servers).toContain(r.server_attr);
    const deleted = large.filter((r) => r.deleted);
    const soldOut = large.filter((r) => !r.deleted && !r.active);
    expect(deleted.length).toBeGreaterThan(N * 0.02);
    expect(soldOut.length).toBeGreaterThan(N * 0.05);
    expect(soldOut.every((r) => r.availability === 0)).toBe(true);
    expect(large.filter((r) => r.active).every((r) => r.availability > 0)).toBe(true);
  });

  it('gives every offer every list attribute of its lot, and numbers within the game range', async () => {
    const wrong = await rows<{ id: number; key: string; value: unknown }>(
      database,
      sql`with lot_keys as (
            select t.lot_id, k from offers t join users u on u.id = t.user_id, jsonb_object_keys(t.attributes) k
            where u.email not like 'large-seller-%' and t.deleted_at is null group by 1, 2)
          select o.id, lk.k as key, o.attributes -> lk.k as value
          from offers o join users u on u.id = o.user_id and u.email like 'large-seller-%'
          join lot_keys lk on lk.lot_id = o.lot_id
          join lots l on l.id = o.lot_id join products p on p.id = l.product_id
          where (jsonb_typeof(p.attributes -> lk.k) = 'array'
                 and not coalesce(p.attributes -> lk.k @> jsonb_build_array(o.attributes -> lk.k), false))
             or (p.attributes ->> lk.k = 'number' and jsonb_typeof(o.attributes -> lk.k) is distinct from 'number')
          limit 5`,
    );
    expect(wrong).toEqual([]);
    // A skew: in each busy lot's list attributes, the commonest value is well above an even share.
    const skew = await rows<{ top: number; even: number }>(
      database,
      sql`select max(n)::float8 / sum(n) as top, 1.0 / count(*) as even from (
            select o.attributes ->> 'Server' as v, count(*) as n from offers o
            join users u on u.id = o.user_id and u.email like 'large-seller-%'
            where o.attributes ? 'Server' group by o.lot_id, v) s`,
    );
    expect(Number(skew[0]!.top)).toBeGreaterThan(Number(skew[0]!.even));
    // Facets and their counters follow the drawn attributes.
    const [facets] = await rows<{ kept: number; counted: number }>(
      database,
      sql`select (select coalesce(sum(n), 0)::int from offer_facet_counts) as kept,
                 (select count(*)::int from offers o, unnest(o.facets) where o.active) as counted`,
    );
    expect(facets!.kept).toBe(facets!.counted);
  });

  it("keeps every offer's seller rating equal to its seller's reviews", async () => {
    const [reviews] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from reviews r join users u on u.id = r.seller_id where u.email like 'large-seller-%'`,
    );
    expect(reviews!.n).toBeGreaterThan(N * 0.15);
    const wrong = await rows<{ id: number }>(
      database,
      sql`select o.id from offers o
          left join (select seller_id, round(avg(rating), 2)::float8 as avg, count(*)::int as n
                     from reviews group by seller_id) s on s.seller_id = o.user_id
          where (o.seller_rating, o.seller_review_count) is distinct from (coalesce(s.avg, 0), coalesce(s.n, 0))`,
    );
    expect(wrong).toEqual([]);
    expect(large.some((r) => r.seller_rating > 0)).toBe(true);
  });

  it('refuses to run twice on the same database', async () => {
    await expect(seedLarge(database, { offers: 10, sellers: 2 })).rejects.toThrow(/--reset/);
  });
});
