import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { createReview } from '../reviews/repository.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  insertOffers,
  insertProduct,
  insertUser,
  type TestUser,
} from '../../../test/fixtures.ts';
import { searchPlanQueries, type SearchFilters } from './search-repository.ts';

type Card = {
  id: number;
  price: number;
  userId: number;
  createdAt: string;
  attributes: Record<string, unknown>;
};

describe('POST /api/offers/search: the lot page in SQL', () => {
  let t: TestApp;
  let lot: number;
  let emptyLot: number;
  let top: TestUser; // rated 9
  let mid: TestUser; // rated 6
  let unrated: TestUser;
  const all: Card[] = [];

  const search = (body: Record<string, unknown>, query = '') =>
    call(t.app, { method: 'POST', url: `/api/offers/search${query}`, payload: body });
  const ids = (res: { body: { content: Card[] } }) => res.body.content.map((o) => o.id);

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, {
      attributes: { Server: ['EU', 'US'], Level: 'number' },
      lots: [{ name: 'Accounts' }, { name: 'Empty' }],
    });
    lot = game.lots[0]!.id;
    emptyLot = game.lots[1]!.id;
    top = await insertUser(t, 'top', '/media/avatars/top.webp');
    mid = await insertUser(t, 'mid');
    unrated = await insertUser(t, 'unrated');
    const buyer = await insertUser(t, 'buyer');

    // 24 active offers: 8 per seller, prices 10..240 roubles (some equal), dates one minute apart.
    const start = Date.UTC(2026, 0, 1);
    const sellers = [top, mid, unrated];
    await insertOffers(
      t,
      Array.from({ length: 24 }, (_, i) => {
        const base = (10 + 10 * Math.floor(i / 2)) * 100; // pairs share a price: ties by id
        return {
          userId: sellers[i % 3]!.id,
          lotId: lot,
          name: `Offer ${i}`,
          originalPriceKopecks: base,
          priceKopecks: Math.round(base * 1.13),
          attributes: { Server: i % 2 === 0 ? 'EU' : 'US', Level: i },
          createdAt: new Date(start + i * 60_000),
        };
      }),
    );
    // Inactive and deleted offers never show.
    await insertOffers(t, [
      { userId: top.id, lotId: lot, active: false, availability: 0 },
      { userId: top.id, lotId: lot, active: false, deletedAt: new Date() },
    ]);
    // Ratings through the review write path, which refreshes the offers' copy.
    await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: top.id,
      offerId: null,
      offerName: 'x',
      rating: 10,
    });
    await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: top.id,
      offerId: null,
      offerName: 'x',
      rating: 8,
    });
    await createReview(t.app.db, {
      buyerId: buyer.id,
      sellerId: mid.id,
      offerId: null,
      offerName: 'x',
      rating: 6,
    });

    const res = await search({ lotId: lot, active: true }, '?page=0&size=50');
    all.push(...res.body.content);
  });
  afterAll(() => t.close());

  it('sorts by seller rating, then newest, by default; cards carry seller and rating', async () => {
    expect(all).toHaveLength(24);
    const rank = (o: Card) => (o.userId === top.id ? 2 : o.userId === mid.id ? 1 : 0);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(rank(a) > rank(b) || (rank(a) === rank(b) && a.createdAt > b.createdAt)).toBe(true);
    }
    const first = (await search({ lotId: lot }, '?size=5')).body.content[0];
    expect(first).toMatchObject({
      userId: top.id,
      seller: { id: top.id, name: 'top', imageUrl: '/media/avatars/top.webp' },
      sellerRating: { avgRating: 9, reviewCount: 2 },
    });
    const last = all[all.length - 1]!;
    expect(last).toMatchObject({ sellerRating: { avgRating: 0, reviewCount: 0 } });
    // A card is what a list shows: the long description and the facet keys stay out of it.
    expect(first).toHaveProperty('shortDescription');
    expect(first).not.toHaveProperty('longDescription');
    expect(first).not.toHaveProperty('facets');
  });

  it('sorts by price both ways with ties broken by id', async () => {
    const asc = await search({ lotId: lot, sort: 'price_asc' }, '?size=50');
    const expectedAsc = [...all].sort((a, b) => a.price - b.price || a.id - b.id).map((o) => o.id);
    expect(ids(asc)).toEqual(expectedAsc);
    const desc = await search({ lotId: lot, sort: 'price_desc' }, '?size=50');
    expect(ids(desc)).toEqual([...expectedAsc].reverse());
  });

  it('pages stably: pages put together are the whole result, once each', async () => {
    for (const sort of ['rating_desc', 'price_asc', 'price_desc']) {
      const seen: number[] = [];
      for (let page = 0; page < 5; page++) {
        const res = await search({ lotId: lot, sort }, `?page=${page}&size=5`);
        expect(res.body.page).toEqual({ number: page, size: 5, totalPages: 5, totalElements: 24 });
        expect(res.body.totalElements).toBe(24);
        seen.push(...ids(res));
      }
      expect(seen).toHaveLength(24);
      expect(new Set(seen).size).toBe(24);
    }
    const beyond = await search({ lotId: lot }, '?page=9&size=10');
    expect(beyond.status).toBe(200);
    expect(beyond.body.content).toEqual([]);
    expect(beyond.body.totalElements).toBe(24);
    const defaults = await search({ lotId: lot });
    expect(defaults.body.page).toMatchObject({ number: 0, size: 10 });
    expect((await search({ lotId: lot }, '?size=7')).status).toBe(400);
  });

  it('filters by final price in roubles and by attributes over the whole result', async () => {
    const priced = await search({ lotId: lot, priceMin: 50, priceMax: 100, sort: 'price_asc' }, '?size=50');
    const expected = all.filter((o) => o.price >= 50 && o.price <= 100);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(priced).sort()).toEqual(expected.map((o) => o.id).sort());

    const eu = await search({ lotId: lot, attributes: { Server: 'EU' } }, '?size=5');
    expect(eu.body.totalElements).toBe(12);
    expect(eu.body.content.every((o: Card) => o.attributes.Server === 'EU')).toBe(true);
    const any = await search({ lotId: lot, attributes: { Server: '', Level: null } }, '?size=5');
    expect(any.body.totalElements).toBe(24);
    // A numeric attribute filters by range (ADR 0035); as an equality it is refused.
    expect((await search({ lotId: lot, attributes: { Level: 7 } })).status).toBe(400);
    const level = await search({ lotId: lot, ranges: { Level: { min: 7, max: 7 } } });
    expect(level.body.content).toHaveLength(1);
    expect(level.body.content[0].attributes.Level).toBe(7);
    const both = await search({ lotId: lot, attributes: { Server: 'US' }, priceMax: 100 }, '?size=50');
    expect(ids(both).sort()).toEqual(
      all
        .filter((o) => o.attributes.Server === 'US' && o.price <= 100)
        .map((o) => o.id)
        .sort(),
    );
  });

  it('answers 204 with no body when nothing matches', async () => {
    for (const body of [
      { lotId: emptyLot, active: true },
      { lotId: lot, priceMin: 100_000 },
      { lotId: lot, attributes: { Server: 'Mars' } },
      { lotId: lot, priceMin: 100, priceMax: 50 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/offers/search', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(204);
      expect(res.body).toBe('');
    }
  });

  it('answers lot errors with the product texts', async () => {
    const bad = await search({ lotId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidLotId);
    const missing = await search({ lotId: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.lotNotFound);
    expect((await search({ lotId: String(lot) }, '?size=5')).status).toBe(200);
    expect((await search({ lotId: lot, active: false })).status).toBe(400);
    expect((await search({ lotId: lot, sort: 'newest' })).status).toBe(400);
  });

  it("copies the seller's rating onto a new offer and refreshes it with each review", async () => {
    const offer = await createOffer(t, mid, emptyLot);
    const first = await search({ lotId: emptyLot });
    expect(first.body.content[0]).toMatchObject({
      id: offer.id,
      sellerRating: { avgRating: 6, reviewCount: 1 },
    });
    await createReview(t.app.db, {
      buyerId: top.id,
      sellerId: mid.id,
      offerId: offer.id,
      offerName: 'x',
      rating: 9,
    });
    const after = await search({ lotId: emptyLot });
    expect(after.body.content[0].sellerRating).toEqual({ avgRating: 7.5, reviewCount: 2 });
  });

  it('reads each sort from its index, without a sort step', async () => {
    // The test table is tiny, so the planner would rather scan it: forbid that to see which
    // index the query's shape matches (ORDER BY must spell DESC NULLS LAST like the index).
    const plans: Record<string, string> = {};
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const filters = (more: Partial<SearchFilters>): SearchFilters => ({
        lotId: lot,
        priceMinKopecks: null,
        priceMaxKopecks: null,
        attributes: {},
        ranges: {},
        sort: 'rating_desc',
        ...more,
      });
      for (const sort of ['rating_desc', 'price_asc', 'price_desc'] as const) {
        const { page } = await searchPlanQueries(tx, filters({ sort }), 0, 10);
        plans[sort] = await explain(tx, page!);
      }
      const { page: server } = await searchPlanQueries(
        tx,
        filters({ attributes: { Server: 'EU' }, sort: 'price_asc' }),
        0,
        10,
      );
      plans.server = await explain(tx, server!);
    });
    expect(plans.rating_desc).toContain('offers_lot_rating_idx');
    expect(plans.price_asc).toContain('offers_lot_price_idx');
    expect(plans.price_desc).toMatch(/Index (Only )?Scan Backward using offers_lot_price_idx/);
    for (const sort of ['rating_desc', 'price_asc', 'price_desc'])
      expect(plans[sort]).not.toMatch(/\bSort\b/);
    expect(plans.server).toContain('offers_lot_price_idx');
  });

  it("counts a seller's live active offers from the index alone", async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return explain(
        tx,
        sql`select count(*) from offers where user_id = ${top.id} and deleted_at is null and active`,
      );
    });
    expect(plan).toContain('Index Only Scan using offers_user_active_idx');
  });
});

async function explain(db: TestApp['app']['db'], query: ReturnType<typeof sql>): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  const rows =
    (result as unknown as { rows: Record<string, string>[] }).rows ??
    (result as unknown as Record<string, string>[]);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}
