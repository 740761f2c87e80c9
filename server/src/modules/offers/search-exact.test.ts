import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { fillMessage } from '@gamelot/contract/offer-rules';
import { offerPrices, OFFER_SEARCH_SORTS, LOT_PAGE_SIZES } from '@gamelot/contract/rules';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { insertOffers, insertProduct, insertUser } from '../../../test/fixtures.ts';
import { numberBucket, numberBuckets } from './number-buckets.ts';
import { searchTuning } from './search-repository.ts';

/**
 * The search against a brute force (ADR 0035): whatever path the counters choose (nothing to scan,
 * a narrow filter's index, a walk of the sort index, keyset or offset paging), the page must be
 * what a plain full scan with ORDER BY / OFFSET / LIMIT returns, and the total what count(*) says,
 * unless the answer flags it as an estimate.
 */

const SERVERS = ['EU', 'US', 'Asia', 'RU', 'BR'];
const RANKS = ['Bronze', 'Silver', 'Gold', 'Diamond'];
const PLATFORMS = ['PC', 'PS', 'Xbox'];
const LISTS: Record<string, string[]> = { Server: SERVERS, Rank: RANKS, Platform: PLATFORMS };

/** A small deterministic generator, so a failure replays. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    /** Skewed: the first values are common. */
    skewed: <T>(xs: readonly T[]): T => xs[Math.floor(next() ** 2 * xs.length)]!,
  };
}

type Body = {
  lotId: number;
  priceMin?: number;
  priceMax?: number;
  attributes?: Record<string, string>;
  ranges?: Record<string, { min?: number; max?: number }>;
  sort?: (typeof OFFER_SEARCH_SORTS)[number];
};

describe('lot search against a brute force (ADR 0035)', () => {
  let t: TestApp;
  let itemLot: number;
  let unitLot: number;
  const prices = new Map<number, number[]>(); // lot → buyer unit prices of its active offers, sorted

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, {
      attributes: {
        Server: SERVERS,
        Rank: RANKS,
        Platform: PLATFORMS,
        Level: 'number',
        Score: 'number',
        Note: 'text',
      },
      lots: [{ name: 'Accounts' }, { name: 'Gold', pricingType: 'PER_UNIT', minQuantity: 10 }],
    });
    itemLot = game.lots[0]!.id;
    unitLot = game.lots[1]!.id;
    const sellers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => insertUser(t, `exact-${i}`)));
    const r = rng(20261125);
    const start = Date.UTC(2026, 0, 1);
    const plan = (lotId: number, n: number, perUnit: boolean) =>
      Array.from({ length: n }, (_, i) => {
        const attributes: Record<string, string | number> = {};
        for (const [key, values] of Object.entries(LISTS))
          if (r.next() < 0.9) attributes[key] = r.skewed(values);
        // Levels: whole, some with a fraction, a few negative (their own bucket, 'neg').
        const level = r.next();
        if (level < 0.75) attributes.Level = r.int(1, 100);
        else if (level < 0.82) attributes.Level = r.int(1, 99) + 0.5;
        else if (level < 0.86) attributes.Level = -r.int(1, 30);
        // Scores over six decades (every bucket size of ADR 0040), some with a fraction.
        if (r.next() < 0.8) attributes.Score = Math.floor(10 ** (r.next() * 6)) + (r.next() < 0.2 ? 0.25 : 0);
        if (r.next() < 0.1) attributes.Note = r.pick(SERVERS); // a text attribute: never a filter
        const minQuantity = perUnit ? r.int(1, 20) : 1;
        if (perUnit) attributes.minQuantity = minQuantity;
        // Prices from 1 rouble to 100 000, log-uniform, often repeated (ties break by id).
        const unit = r.next() < 0.2 ? 50_000 : Math.max(1, Math.round(10 ** (2 + r.next() * 5)));
        const state = r.next();
        return {
          userId: r.pick(sellers).id,
          lotId,
          name: `Exact ${lotId}-${i}`,
          ...offerPrices(perUnit ? 'PER_UNIT' : 'PER_ITEM', unit, minQuantity),
          attributes,
          active: state >= 0.12,
          availability: state >= 0.12 ? 1 : 0,
          deletedAt: state < 0.05 ? new Date(start) : null,
          // Ratings repeat (ties then by date), dates repeat too (ties then by id).
          sellerRating: r.pick([0, 4.5, 7, 7, 9.25]),
          createdAt: new Date(start + r.int(0, 400) * 60_000),
        };
      });
    const rows = [...plan(itemLot, 2600, false), ...plan(unitLot, 1200, true)];
    for (let i = 0; i < rows.length; i += 400) await insertOffers(t, rows.slice(i, i + 400));
    for (const lot of [itemLot, unitLot]) {
      const found = await t.app.db.execute(
        sql`select round(price_kopecks::numeric * unit_price_kopecks / original_price_kopecks)::float8 as p
            from offers where lot_id = ${lot} and active order by 1`,
      );
      prices.set(
        lot,
        (found as unknown as { rows: Array<{ p: number }> }).rows.map((x) => Number(x.p)),
      );
    }
  }, 120_000);

  afterAll(async () => {
    searchTuning.countAllMax = 10_000;
    await t?.close();
  });

  /** The brute force: conditions written from the contract, not from the repository. */
  function expected(body: Body): { where: SQL; order: SQL } {
    const unitPrice = sql`round(price_kopecks::numeric * unit_price_kopecks / original_price_kopecks)`;
    const parts: SQL[] = [sql`lot_id = ${body.lotId}`, sql`active`, sql`deleted_at is null`];
    if (body.priceMin !== undefined) parts.push(sql`${unitPrice} >= ${Math.round(body.priceMin * 100)}`);
    if (body.priceMax !== undefined) parts.push(sql`${unitPrice} <= ${Math.round(body.priceMax * 100)}`);
    for (const [k, v] of Object.entries(body.attributes ?? {})) parts.push(sql`attributes ->> ${k} = ${v}`);
    for (const [k, range] of Object.entries(body.ranges ?? {})) {
      const value = sql`(case when jsonb_typeof(attributes -> ${k}) = 'number' then (attributes ->> ${k})::numeric end)`;
      if (range.min !== undefined) parts.push(sql`${value} >= ${range.min}`);
      if (range.max !== undefined) parts.push(sql`${value} <= ${range.max}`);
    }
    const order =
      body.sort === 'price_asc'
        ? sql`${unitPrice} asc, id asc`
        : body.sort === 'price_desc'
          ? sql`${unitPrice} desc, id desc`
          : sql`seller_rating desc, created_at desc, id desc`;
    return { where: sql.join(parts, sql` and `), order };
  }

  async function bruteForce(body: Body, page: number, size: number) {
    const { where, order } = expected(body);
    const ids = await t.app.db.execute(
      sql`select id from offers where ${where} order by ${order} limit ${size} offset ${page * size}`,
    );
    const n = await t.app.db.execute(sql`select count(*)::int as n from offers where ${where}`);
    return {
      ids: (ids as unknown as { rows: Array<{ id: number }> }).rows.map((x) => x.id),
      total: (n as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
    };
  }

  /** A price band drawn from the lot's prices: low, high, narrow, wide, or empty between two prices. */
  function band(r: ReturnType<typeof rng>, lot: number): Pick<Body, 'priceMin' | 'priceMax'> {
    const ps = prices.get(lot)!;
    const at = (q: number) => ps[Math.min(ps.length - 1, Math.floor(q * ps.length))]! / 100;
    const kind = r.pick(['none', 'none', 'low', 'high', 'narrow', 'wide', 'empty', 'min', 'max'] as const);
    if (kind === 'none') return {};
    if (kind === 'low') return { priceMax: at(0.01) };
    if (kind === 'high') return { priceMin: at(0.99) };
    if (kind === 'min') return { priceMin: at(r.next()) };
    if (kind === 'max') return { priceMax: at(r.next()) };
    if (kind === 'wide') return { priceMin: at(0.1), priceMax: at(0.9) };
    if (kind === 'empty') {
      // Between two neighbouring distinct prices, or below the cheapest.
      const i = r.int(1, ps.length - 1);
      const lo = ps[i - 1]!;
      const hi = ps[i]!;
      if (hi - lo >= 2) return { priceMin: (lo + 1) / 100, priceMax: (hi - 1) / 100 };
      return { priceMax: Math.max(0, ps[0]! - 1) / 100 };
    }
    const q = r.next() * 0.95;
    return { priceMin: at(q), priceMax: at(q + 0.02) };
  }

  function body(r: ReturnType<typeof rng>): Body {
    const lotId = r.next() < 0.65 ? itemLot : unitLot;
    const b: Body = { lotId, ...band(r, lotId) };
    const attributes: Record<string, string> = {};
    for (const key of Object.keys(LISTS)) {
      if (r.next() < 0.35) attributes[key] = r.next() < 0.05 ? 'Atlantis' : r.pick(LISTS[key]!);
    }
    if (Object.keys(attributes).length > 0) b.attributes = attributes;
    if (r.next() < 0.35) {
      const lo = r.int(1, 100);
      const kind = r.next();
      b.ranges = {
        Level:
          kind < 0.2
            ? { min: lo }
            : kind < 0.35
              ? { max: lo }
              : kind < 0.45
                ? { min: -20, max: lo }
                : { min: lo - 0.25, max: Math.min(100, lo + r.int(0, 30)) },
      };
    }
    if (r.next() < 0.3) {
      const lo = Math.floor(10 ** (r.next() * 6));
      const hi = lo + Math.floor(10 ** (r.next() * 6));
      const kind = r.next();
      const score =
        kind < 0.25
          ? { min: lo }
          : kind < 0.4
            ? { max: hi }
            : kind < 0.8
              ? { min: lo, max: hi }
              : { min: lo + 0.5, max: lo + r.int(0, 20) };
      b.ranges = { ...b.ranges, Score: score };
    }
    const sort = r.pick([undefined, ...OFFER_SEARCH_SORTS]);
    if (sort) b.sort = sort;
    return b;
  }

  async function compare(b: Body, page: number, size: number, label: string) {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/offers/search?page=${page}&size=${size}`,
      payload: b,
    });
    const want = await bruteForce(b, page, size);
    const where = `${label} ${JSON.stringify(b)} page ${page} size ${size}`;
    const got = res.body as {
      content: Array<{ id: number }>;
      totalElements: number;
      totalIsEstimate: boolean;
    };
    if (want.total === 0) {
      // Past page 0 an estimated search may not know it is empty: an empty page, flagged.
      if (page > 0 && res.status === 200 && got.totalIsEstimate && got.content.length === 0) return;
      expect(res.status, `${where} ${JSON.stringify(res.body)}`).toBe(204);
      return;
    }
    if (res.status === 204) {
      // Only an estimate may put a page past the end; 204 means the search proved nothing matches.
      throw new Error(`204 for ${where}, ${want.total} match`);
    }
    expect(res.status, where).toBe(200);
    expect(
      got.content.map((c) => c.id),
      where,
    ).toEqual(want.ids);
    if (got.totalIsEstimate) {
      expect(got.totalElements, where).toBeGreaterThanOrEqual(page * size + want.ids.length);
    } else {
      expect(got.totalElements, where).toBe(want.total);
    }
  }

  it('answers 200 random searches as the brute force does, counted or estimated', async () => {
    const r = rng(7);
    let estimated = 0;
    for (let i = 0; i < 200; i++) {
      // Half the searches as on a big lot: no lot is small enough to count outright.
      searchTuning.countAllMax = i % 2 === 0 ? 10_000 : 0;
      const b = body(r);
      const size = r.pick(LOT_PAGE_SIZES);
      if (i % 4 === 0) {
        // Pages in a row: the later ones seek from where the previous one ended.
        for (let page = 0; page < 4; page++) await compare(b, page, size, `#${i} in a row`);
      } else {
        const page = r.next() < 0.5 ? 0 : r.int(1, r.next() < 0.8 ? 5 : 60);
        await compare(b, page, size, `#${i}`);
      }
      const res = await call(t.app, { method: 'POST', url: `/api/offers/search?size=${size}`, payload: b });
      if ((res.body as { totalIsEstimate?: boolean } | null)?.totalIsEstimate) estimated++;
    }
    expect(estimated).toBeGreaterThan(0);
  }, 300_000);

  it('buckets numbers the same in TypeScript and in SQL', async () => {
    const values = [
      -5, -0.5, 0, 0.7, 9, 10, 99, 99.9, 100, 101, 999, 8437, 12_000, 99_999, 123_456.7, 1e16, 1e17,
    ];
    const result = await t.app.db.execute(
      sql`select offer_number_bucket(v) as b, offer_number_buckets(v) as bs from unnest(array[${sql.join(
        values.map((v) => sql`${String(v)}::numeric`),
        sql`, `,
      )}]) with ordinality as u(v, i) order by i`,
    );
    const rows = (result as unknown as { rows: Array<{ b: string; bs: string[] }> }).rows;
    expect(rows.map((x) => x.b)).toEqual(values.map(numberBucket));
    expect(rows.map((x) => x.bs)).toEqual(values.map(numberBuckets));
  });

  it('refuses a filter on an attribute the product does not declare as a list or a number', async () => {
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/offers/search',
      payload: { lotId: itemLot, attributes: { Colour: 'red' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(fillMessage(MESSAGES.offerAttributeUnknown, { name: 'Colour' }));
    const textAsList = await call(t.app, {
      method: 'POST',
      url: '/api/offers/search',
      payload: { lotId: itemLot, attributes: { Note: 'EU' } },
    });
    expect(textAsList.status).toBe(400);
    const listAsRange = await call(t.app, {
      method: 'POST',
      url: '/api/offers/search',
      payload: { lotId: itemLot, ranges: { Server: { min: 1 } } },
    });
    expect(listAsRange.status).toBe(400);
    expect(listAsRange.body.message).toBe(fillMessage(MESSAGES.offerAttributeUnknown, { name: 'Server' }));
  });

  it('answers extreme and malformed filters with a 2xx or a 400, never a failure', async () => {
    const payloads: Array<Record<string, unknown>> = [
      { lotId: itemLot, ranges: { Level: { min: -1e308, max: 1e308 } } },
      { lotId: itemLot, ranges: { Level: { min: 1e17 } } },
      { lotId: itemLot, ranges: { Level: { min: 0.000001, max: 0.000002 } }, sort: 'price_desc' },
      { lotId: itemLot, ranges: { Level: { min: 5, max: 4 } } },
      { lotId: itemLot, ranges: { Level: { min: 'ten' } } },
      { lotId: itemLot, ranges: { Level: 7 } },
      { lotId: itemLot, attributes: { Server: "EU' or 1=1 --" }, q: "'&|!():* \\" },
      { lotId: itemLot, priceMin: 0, priceMax: 0, q: 'x'.repeat(101) },
      { lotId: itemLot, sort: 'relevance', q: '   ' },
    ];
    for (const payload of payloads) {
      const res = await call(t.app, { method: 'POST', url: '/api/offers/search?page=50&size=50', payload });
      expect([200, 204, 400], JSON.stringify(payload)).toContain(res.status);
      if (res.status === 400) expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 404 for an unknown lot, filtered or not', async () => {
    for (const extra of [{}, { attributes: { Server: 'EU' } }]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/offers/search',
        payload: { lotId: 999_999, ...extra },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.lotNotFound);
    }
  });

  it('answers an empty price band and an unknown value without reading offers: 204', async () => {
    for (const payload of [
      { lotId: itemLot, priceMin: 5, priceMax: 4 },
      { lotId: itemLot, attributes: { Server: 'Atlantis' } },
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/offers/search', payload });
      expect(res.status).toBe(204);
    }
  });
});
