import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { insertOffers, insertProduct, insertUser } from '../../../test/fixtures.ts';
import { offers } from '../../db/schema/index.ts';
import { bucketAtOrAbove, priceBucket } from './price-buckets.ts';
import type { SearchFilters } from './search-repository.ts';

// The totals of ADR 0010 and 0035 come from counters that triggers keep; these tests hold them to
// a plain count over the offers after every kind of write.
describe('search counters offer_counts, offer_price_counts, offer_facet_counts (ADR 0010, 0035)', () => {
  let t: TestApp;
  let lot: number;
  let otherLot: number;
  let seller: number;

  async function n(query: SQL): Promise<number> {
    const result = await t.app.db.execute(query);
    const [row] = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
    return Number(row?.n);
  }

  /** The truth: active offers of the lot matching the filters, counted row by row. */
  function bruteForce(f: SearchFilters): SQL {
    const where = and(
      eq(offers.lotId, f.lotId),
      sql`${offers.active}`,
      f.priceMinKopecks === null ? undefined : gte(offers.buyerUnitKopecks, f.priceMinKopecks),
      f.priceMaxKopecks === null ? undefined : lte(offers.buyerUnitKopecks, f.priceMaxKopecks),
      f.attributes.Server === undefined
        ? undefined
        : sql`${offers.attributes} ->> 'Server' = ${f.attributes.Server}`,
    );
    return sql`select count(*)::int as n from ${offers} where ${where}`;
  }

  const filters = (over: Partial<SearchFilters> = {}): SearchFilters => ({
    lotId: lot,
    priceMinKopecks: null,
    priceMaxKopecks: null,
    attributes: {},
    ranges: {},
    sort: 'rating_desc',
    ...over,
  });

  /** Bands chosen to start and end on bucket boundaries, just off them, inside one bucket, open. */
  function bands(): Array<[number | null, number | null]> {
    return [
      [null, null],
      [0, 999],
      [100, 100_000],
      [99_999, 100_001],
      [123_456, 124_100],
      [124_000, 124_999],
      [124_000, 125_000],
      [5_000, null],
      [null, 5_000],
      [1, 12_345_678],
      [20_000_000, 1_000],
      [1_000_000, 1_000_000],
    ];
  }

  /** The total the search endpoint reports (the lot is small: always exact). */
  async function total(f: SearchFilters): Promise<number> {
    const body = {
      lotId: f.lotId,
      priceMin: f.priceMinKopecks === null ? null : f.priceMinKopecks / 100,
      priceMax: f.priceMaxKopecks === null ? null : f.priceMaxKopecks / 100,
      attributes: f.attributes,
    };
    const res = await call(t.app, { method: 'POST', url: '/api/offers/search?size=5', payload: body });
    if (res.status === 204) return 0;
    expect(res.body.totalIsEstimate).toBe(false);
    return res.body.totalElements as number;
  }

  async function rowsOf(query: SQL): Promise<unknown[]> {
    return ((await t.app.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  }

  /** Every kept counter equals a recount from the offers (rows at zero may stay). */
  async function expectCountersTrue(): Promise<void> {
    const kept = await rowsOf(sql`
      select 'server' as k, lot_id, server as key, n from offer_counts where n <> 0
      union all select 'price', lot_id, bucket::text, n from offer_price_counts where n <> 0
      union all select 'facet', lot_id, facet::text, n from offer_facet_counts where n <> 0
      order by 1, 2, 3`);
    const truth = await rowsOf(sql`
      select 'server' as k, lot_id, coalesce(attributes ->> 'Server', '') as key, count(*)::int as n
        from offers where active group by 1, 2, 3
      union all select 'price', lot_id, offer_price_bucket(buyer_unit_kopecks)::text, count(*)::int
        from offers where active group by 1, 2, 3
      union all select 'facet', o.lot_id, f::text, count(*)::int
        from offers o, unnest(o.facets) as f where o.active group by 1, 2, 3
      order by 1, 2, 3`);
    expect(kept).toEqual(truth);
  }

  async function expectTotalsTrue(): Promise<void> {
    await expectCountersTrue();
    for (const server of [undefined, 'EU', 'US', 'Asia']) {
      for (const [min, max] of bands()) {
        const f = filters({
          priceMinKopecks: min,
          priceMaxKopecks: max,
          attributes: server === undefined ? {} : { Server: server },
        });
        expect({ server, min, max, n: await total(f) }).toEqual({
          server,
          min,
          max,
          n: await n(bruteForce(f)),
        });
      }
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, {
      attributes: { Server: ['EU', 'US', 'Asia'] },
      lots: [{ name: 'Gold' }, { name: 'Other' }],
    });
    lot = game.lots[0]!.id;
    otherLot = game.lots[1]!.id;
    seller = (await insertUser(t, 'counts-seller')).id;
    // Prices from 50 kopecks to ~20 million over every bucket width; some without a Server.
    await insertOffers(
      t,
      Array.from({ length: 300 }, (_, i) => {
        const price = Math.round(50 * 1.045 ** i) + (i % 7);
        return {
          userId: seller,
          lotId: i % 10 === 9 ? otherLot : lot,
          priceKopecks: price,
          originalPriceKopecks: price,
          active: i % 11 !== 0,
          availability: i % 11 !== 0 ? 1 : 0,
          attributes: (i % 5 === 0 ? {} : { Server: ['EU', 'US', 'Asia'][i % 3]! }) as Record<string, string>,
        };
      }),
    );
  });
  afterAll(() => t?.close());

  it('buckets prices the same in TypeScript and in SQL', async () => {
    const prices = [1, 9, 10, 99, 100, 999, 1_000, 1_001, 1_999, 123_456, 999_999, 1_000_000, 98_765_432_109];
    const result = await t.app.db.execute(
      sql`select p::text as p, offer_price_bucket(p)::text as b from unnest(${sql.param(prices.map(String))}::bigint[]) as p`,
    );
    const rows = (result as unknown as { rows: Array<{ p: string; b: string }> }).rows;
    expect(rows.map((r) => Number(r.b))).toEqual(prices.map(priceBucket));
    expect(priceBucket(123_456)).toBe(123_000);
    expect(priceBucket(999)).toBe(999);
    expect(bucketAtOrAbove(123_456)).toBe(124_000);
    expect(bucketAtOrAbove(999_999)).toBe(1_000_000);
    expect(bucketAtOrAbove(124_000)).toBe(124_000);
  });

  it('matches count(*) for every band and Server after a bulk insert', async () => {
    expect(await n(bruteForce(filters()))).toBeGreaterThan(200);
    await expectTotalsTrue();
  });

  it('follows price changes, deactivation, moves between lots, Server edits and deletes', async () => {
    const db = t.app.db;
    await db.execute(sql`update offers set price_kopecks = price_kopecks * 3 + 7 where id % 4 = 0`);
    await db.execute(sql`update offers set active = false, availability = 0 where id % 9 = 1`);
    await db.execute(
      sql`update offers set active = true, availability = 1 where id % 11 = 3 and deleted_at is null`,
    );
    await db.execute(sql`update offers set attributes = '{"Server":"Asia"}' where id % 6 = 2`);
    await db.execute(sql`update offers set lot_id = ${otherLot} where id % 13 = 5`);
    await db.execute(sql`update offers set name = 'renamed' where id % 2 = 0`); // moves nothing
    await db.execute(sql`delete from offers where id % 17 = 4`);
    await expectTotalsTrue();
    const otherLotF = filters({ lotId: otherLot });
    expect(await total(otherLotF)).toBe(await n(bruteForce(otherLotF)));
  });

  it('counts an offer created and deleted through the API', async () => {
    const before = await total(filters());
    const owner = await insertUser(t, 'api-seller');
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/offers/create',
      token: owner.token,
      payload: {
        userId: owner.id,
        lotId: lot,
        name: 'Fresh offer',
        shortDescription: 'short',
        longDescription: 'long',
        price: 100,
        availability: 3,
        attributes: { Server: 'EU' },
      },
    });
    expect(created.status).toBe(201);
    expect(await total(filters())).toBe(before + 1);
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      payload: { id: created.body.id },
      token: owner.token,
    });
    expect(res.status).toBeLessThan(300);
    expect(await total(filters())).toBe(before);
    await expectTotalsTrue();
  });

  it('reports the total through the search endpoint', async () => {
    const body = { lotId: lot, priceMin: 50, priceMax: 5000 };
    const res = await call(t.app, { method: 'POST', url: '/api/offers/search?size=5', payload: body });
    const truth = await n(bruteForce(filters({ priceMinKopecks: 5_000, priceMaxKopecks: 500_000 })));
    expect(truth).toBeGreaterThan(5);
    expect(res.body.totalElements).toBe(truth);
  });
});
