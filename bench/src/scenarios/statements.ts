import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { offerSearchBodySchema } from '@gamelot/contract/schemas/offers';
import { openDatabase, type Db } from '../../../server/src/db/client.ts';
import { search as searchOffers } from '../../../server/src/modules/offers/service.ts';
import type { BenchOptions } from '../index.ts';
import type { LoadResult } from '../load.ts';
import { Draw, seeded } from './mix-draw.ts';
import { readMixData } from './mix-data.ts';
import { BENCH_DATABASE_URL } from './search.ts';

/**
 * `npm run bench -- statements`: the database work of random lot searches, one statement at a time
 * (docs/performance.md, "Statements of random searches"). Draws `--searches` lot searches as the
 * mix does (`--seed`), runs each through the service in this process, one after another (no kept
 * pages, no earlier page to seek from: every search is a miss, as a jump to a page is), and times
 * every statement the pool sends. Prints the distribution of statements per search and of their
 * times, then the slowest ones again under EXPLAIN (ANALYZE, BUFFERS), so the plan, the rows and
 * the buffers show why. Wall times here include the machine's load; the plans' buffers do not.
 */
export async function statements(opts: BenchOptions): Promise<LoadResult[]> {
  const url = opts.database ?? BENCH_DATABASE_URL;
  const searches = Number(opts.searches ?? 500);
  const slowest = Number(opts.explain ?? 10);
  const database = await openDatabase({ url });
  const db = database.db;
  type Timed = { text: string; values: unknown[]; ms: number; search: number };
  const timed: Timed[] = [];
  let current = -1;
  const original = pg.Client.prototype.query;
  // Every statement of every pooled client, timed from send to answer.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    const config = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const values = (typeof config === 'string' ? args[1] : config?.values) as unknown[] | undefined;
    if (current >= 0 && result instanceof Promise && !/^(begin|commit|rollback|set )/i.test(text)) {
      const start = performance.now();
      const search = current;
      void result.then(
        () => timed.push({ text, values: values ?? [], ms: performance.now() - start, search }),
        () => undefined,
      );
    }
    return result;
  } as typeof original;
  try {
    const draw = new Draw(await readMixData(db), seeded(Number(opts.seed ?? 1)));
    const bodies: Array<{ body: unknown; page: number; size: number; ms: number }> = [];
    for (let i = 0; i < searches; i++) {
      const drawn = draw.search();
      const query = new URL(drawn.path, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const body = offerSearchBodySchema.parse(drawn.body);
      current = i;
      const start = performance.now();
      try {
        await searchOffers(db, body, page, size);
      } catch (err) {
        console.log(`search ${i} ${JSON.stringify(drawn.body)}: ${(err as Error).message}`);
      }
      bodies.push({ body: drawn.body, page, size, ms: performance.now() - start });
      current = -1;
    }
    const perSearch = new Map<number, number>();
    for (const t of timed) perSearch.set(t.search, (perSearch.get(t.search) ?? 0) + 1);
    const counts = bodies.map((_, i) => perSearch.get(i) ?? 0);
    const ms = timed.map((t) => t.ms).sort((a, b) => a - b);
    const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const searchMs = bodies.map((b) => b.ms).sort((a, b) => a - b);
    console.log(
      `\n${searches} searches: ${timed.length} statements (${mean(counts).toFixed(2)} per search, at most ${Math.max(...counts)}).` +
        `\nStatement ms: mean ${mean(ms).toFixed(2)}, p50 ${pct(ms, 0.5).toFixed(2)}, p90 ${pct(ms, 0.9).toFixed(2)}, ` +
        `p99 ${pct(ms, 0.99).toFixed(2)}, max ${pct(ms, 1).toFixed(2)}; over 5 ms: ${ms.filter((x) => x > 5).length}, ` +
        `over 30 ms: ${ms.filter((x) => x > 30).length}.` +
        `\nSearch ms (all its statements and this process's work): mean ${mean(searchMs).toFixed(2)}, ` +
        `p50 ${pct(searchMs, 0.5).toFixed(2)}, p99 ${pct(searchMs, 0.99).toFixed(2)}, max ${pct(searchMs, 1).toFixed(2)}.`,
    );
    const worst = [...timed].sort((a, b) => b.ms - a.ms).slice(0, slowest);
    for (const t of worst) {
      const b = bodies[t.search]!;
      console.log(
        `\n#### ${t.ms.toFixed(1)} ms, search ${t.search}: ${JSON.stringify(b.body)} page ${b.page} size ${b.size}`,
      );
      console.log(t.text.replace(/\s+/g, ' ').slice(0, 600), JSON.stringify(t.values).slice(0, 300));
      await explain(db, t.text, t.values);
    }
  } finally {
    pg.Client.prototype.query = original;
    await database.close();
  }
  return [];
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters, printed. */
async function explain(db: Db, text: string, values: unknown[]): Promise<void> {
  try {
    const plan = (await db.execute(
      sql.raw(
        `explain (analyze, buffers) ${text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]))}`,
      ),
    )) as unknown as { rows: Array<Record<string, string>> };
    console.log('```\n' + plan.rows.map((r) => Object.values(r)[0]).join('\n') + '\n```');
  } catch (err) {
    console.log(`(no plan: ${(err as Error).message})`);
  }
}

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
}
