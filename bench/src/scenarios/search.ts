import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { offerSearchBodySchema, type OfferSearchBody } from '@gamelot/contract/schemas/offers';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../../server/src/db/client.ts';
import { searchPlanQueries } from '../../../server/src/modules/offers/search-repository.ts';
import { searchFilters } from '../../../server/src/modules/offers/search-service.ts';
import { load, type LoadResult } from '../load.ts';
import { startServer } from '../server.ts';

/** The database `npm run seed:large` fills (override with BENCH_DATABASE_URL). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gamelot_bench';
const MIN_OFFERS = 1_000_000;

type Case = { name: string; body: OfferSearchBody; page: number; size: number };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The busiest lot of the large seed, its most common Server value, and a price band holding the
 * middle half of its offers: searches that hit as many rows as the data set can make them hit.
 */
async function pickCases(db: Db): Promise<{ cases: Case[]; lotOffers: number }> {
  const [total] = await rows<{ n: number }>(db, sql`select count(*)::int as n from offers`);
  if ((total?.n ?? 0) < MIN_OFFERS) {
    throw new Error(
      `${BENCH_DATABASE_URL} holds ${total?.n ?? 0} offers, fewer than ${MIN_OFFERS}: ` +
        `run DATABASE_URL=${BENCH_DATABASE_URL} npm run seed:large first.`,
    );
  }
  const [lot] = await rows<{ id: number; n: number }>(
    db,
    sql`select lot_id as id, count(*)::int as n from offers where active group by lot_id order by n desc limit 1`,
  );
  const [server] = await rows<{ value: string; n: number }>(
    db,
    sql`select server_attr as value, count(*)::int as n from offers
        where active and lot_id = ${lot!.id} and server_attr is not null
        group by server_attr order by n desc limit 1`,
  );
  const [band] = await rows<{ lo: string; hi: string }>(
    db,
    sql`select percentile_disc(0.25) within group (order by price_kopecks) as lo,
               percentile_disc(0.75) within group (order by price_kopecks) as hi
        from offers where active and lot_id = ${lot!.id}`,
  );
  const priceMin = Math.floor(Number(band!.lo) / 100);
  const priceMax = Math.ceil(Number(band!.hi) / 100);
  const lotId = lot!.id;
  console.log(
    `Offers: ${total!.n}. Busiest lot ${lotId}: ${lot!.n} active offers; Server '${server?.value}' on ${server?.n}; ` +
      `price band ${priceMin}–${priceMax} ₽.`,
  );
  const base = { lotId, active: true as const };
  const cases: Case[] = [
    { name: 'first page', body: base, page: 0, size: 10 },
    { name: 'page 500', body: base, page: 500, size: 10 },
    { name: `price ${priceMin}–${priceMax} ₽`, body: { ...base, priceMin, priceMax }, page: 0, size: 10 },
    {
      name: `Server '${server?.value}'`,
      body: { ...base, attributes: { Server: server?.value ?? null } },
      page: 0,
      size: 10,
    },
    { name: 'first page, price_asc', body: { ...base, sort: 'price_asc' }, page: 0, size: 10 },
    { name: 'first page, price_desc', body: { ...base, sort: 'price_desc' }, page: 0, size: 10 },
  ];
  return { cases, lotOffers: lot!.n };
}

/** EXPLAIN ANALYZE of every statement the repository issues for a case, built by its own code. */
async function explainCase(db: Db, c: Case): Promise<void> {
  const filters = searchFilters(offerSearchBodySchema.parse(c.body));
  for (const [label, query] of Object.entries(await searchPlanQueries(db, filters, c.page, c.size))) {
    const plan = await rows<Record<string, string>>(db, sql`explain (analyze, buffers) ${query}`);
    console.log(
      `\n#### ${c.name}: ${label}\n\n\`\`\`\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n\`\`\``,
    );
  }
}

/** POST /api/offers/search on the large seed (docs/product.md#performance-targets): load figures, then the plans. */
export async function search(): Promise<LoadResult[]> {
  const database = await openDatabase({ url: BENCH_DATABASE_URL });
  let cases: Case[];
  let lotOffers: number;
  try {
    ({ cases, lotOffers } = await pickCases(database.db));
  } catch (err) {
    await database.close();
    throw err;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-bench-search-'));
  const server = await startServer({
    DATABASE_URL: BENCH_DATABASE_URL,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
  });
  const results: LoadResult[] = [];
  try {
    // The floor on this machine right now: the same server answering one trivial query.
    results.push(await load('GET /readyz (floor: one trivial query)', { url: `${server.url}/readyz` }));
    for (const c of cases) {
      const url = `${server.url}/api/offers/search?page=${c.page}&size=${c.size}`;
      // A short warm-up, so the pool's connections and the pages the query touches are in place.
      await load(c.name, { url, method: 'POST', body: c.body, seconds: 2 });
      results.push(await load(`POST /api/offers/search: ${c.name}`, { url, method: 'POST', body: c.body }));
    }
    // Kept pages (ADR 0024) answer the cases above after their first request. Here every request
    // asks for a random page of the busiest lot, so nearly every one is read from the database.
    const { body, size } = cases[0]!;
    // The first 5,000 pages (a deeper page costs its offset: ADR 0006).
    const lastPage = Math.min(5000, Math.floor(lotOffers / size)) - 1;
    results.push(
      await load(`POST /api/offers/search: a random page of the first ${lastPage + 1} (mostly not kept)`, {
        url: `${server.url}/api/offers/search`,
        method: 'POST',
        body,
        nextPath: () => `/api/offers/search?page=${Math.floor(Math.random() * (lastPage + 1))}&size=${size}`,
      }),
    );
  } finally {
    // autocannon drops its last requests at the deadline; let the server finish them first.
    await new Promise((r) => setTimeout(r, 2000));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    console.log('\n### EXPLAIN ANALYZE (PostgreSQL, after the load)');
    for (const c of cases) await explainCase(database.db, c);
  } finally {
    await database.close();
  }
  return results;
}
