import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client.ts';
import { searchPage, searchPlanQueries, type SearchFilters } from './src/modules/offers/search-repository.ts';

const d = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/gamelot_search' });
const db = d.db;
await db.execute(sql`set max_parallel_workers_per_gather = 0`);
const base = (over: Partial<SearchFilters>): SearchFilters => ({
  lotId: 7, priceMinKopecks: null, priceMaxKopecks: null, attributes: {}, ranges: {}, sort: 'rating_desc', ...over,
});
const LOT3: Partial<SearchFilters> = { lotId: 13, attributes: { Class: 'Death Knight', Server: 'EU – Gordunni', Faction: 'Alliance' }, priceMinKopecks: 160000, priceMaxKopecks: 1300000, sort: 'price_desc' };
const cases: Array<[string, SearchFilters, number, number]> = [
  ['lot 7 default sort, empty low band', base({ priceMaxKopecks: 30000 }), 0, 10],
  ['lot 7 default sort, narrow low band', base({ priceMinKopecks: 73000, priceMaxKopecks: 75000 }), 0, 10],
  ['lot 7 default sort, 1% band mid', base({ priceMinKopecks: 800000, priceMaxKopecks: 808000 }), 0, 20],
  ['lot 7 Server + band', base({ attributes: { Server: 'Europe West' }, priceMinKopecks: 500000, priceMaxKopecks: 1000000 }), 0, 20],
  ['lot 7 rare Server + band, price_asc', base({ attributes: { Server: 'South America' }, priceMinKopecks: 500000, priceMaxKopecks: 1000000, sort: 'price_asc' }), 0, 20],
  ['LOT3: 3 attributes + band + price_desc, page 49 size 50', base(LOT3), 49, 50],
  ['lot 7: 2 attributes + band + price_desc, page 49 size 50', base({ attributes: { Server: 'Europe West', Rank: 'Herald' }, priceMinKopecks: 200000, priceMaxKopecks: 2000000, sort: 'price_desc' }), 49, 50],
  ['lot 7 numeric range alone', base({ ranges: { 'Behavior score': { min: 9000, max: 9100 } } }), 0, 20],
  ['lot 7 no filter, page 0', base({}), 0, 20],
  ['lot 7 no filter, page 49 size 50 (offset)', base({}), 49, 50],
  ['lot 7 price_asc page 49 size 50 (offset)', base({ sort: 'price_asc' }), 49, 50],
];
const exp = async (q: ReturnType<typeof sql>) => {
  const r = (await db.execute(sql`explain (analyze, buffers) ${q}`)) as unknown as { rows: Array<Record<string, string>> };
  return r.rows.map((x) => Object.values(x)[0]).join('\n');
};
for (const [label, f, page, size] of cases) {
  // warm
  await searchPage(db, f, page, size);
  const t0 = performance.now();
  const n = 5;
  let res;
  for (let i = 0; i < n; i++) res = await searchPage(db, f, page, size);
  const ms = (performance.now() - t0) / n;
  console.log(`\n### ${label}: page ${page} size ${size}: ${res!.rows.length} rows, total ${res!.total}${res!.totalIsEstimate ? ' (estimate)' : ''}, whole searchPage ${ms.toFixed(2)} ms`);
  const qs = await searchPlanQueries(db, f, page, size);
  for (const [k, q] of Object.entries(qs)) {
    const plan = await exp(q);
    console.log(`-- ${k}\n${plan}`);
  }
}
// keyset: page 49 from page 48's end
for (const sort of ['rating_desc', 'price_asc'] as const) {
  const f = base({ sort });
  const prev = await searchPage(db, f, 48, 50);
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) await searchPage(db, f, 49, 50, prev.last);
  console.log(`\n### lot 7 ${sort} page 49 size 50 by keyset: ${((performance.now() - t0) / 5).toFixed(2)} ms`);
}
await d.close();
