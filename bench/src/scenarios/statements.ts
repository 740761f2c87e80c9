import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { offerSearchBodySchema } from '@gamelot/contract/schemas/offers';
import { openDatabase, type Db } from '../../../server/src/db/client.ts';
import {
  search as searchOffers,
  type SearchMemo,
} from '../../../server/src/modules/offers/search-service.ts';
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
  type Timed = { text: string; values: readonly unknown[]; ms: number; search: number };
  const timed: Timed[] = [];
  let current = -1;
  const original = pg.Client.prototype.query;
  // Every statement of every pooled client, timed from send to answer.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const values =
      (Array.isArray(args[1]) ? args[1] : typeof config === 'string' ? [] : config?.values) ?? [];
    const search = current;
    const start = performance.now();
    const record = () => {
      if (search >= 0 && !/^\s*(begin|commit|rollback|set |select set_config)/i.test(text)) {
        timed.push({ text, values, ms: performance.now() - start, search });
      }
    };
    // The pool passes a callback; drizzle's transactions await a promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const done = args[last] as (...a: unknown[]) => void;
      args[last] = (...a: unknown[]) => {
        record();
        done(...a);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.then(record, () => undefined);
    return result;
  } as typeof original;
  try {
    const draw = new Draw(await readMixData(db), seeded(Number(opts.seed ?? 1)));
    const bodies: Array<{ body: unknown; page: number; size: number; ms: number }> = [];
    // As the route does: a lot's declared attributes are kept; no page end is (every page a jump).
    const lots = new Map<number, Promise<unknown>>();
    const memo: SearchMemo = {
      cursors: { get: () => undefined, set: () => undefined },
      lot: <T>(lotId: number, load: () => Promise<T>) => {
        if (!lots.has(lotId)) lots.set(lotId, load());
        return lots.get(lotId) as Promise<T>;
      },
    };
    for (let i = 0; i < searches; i++) {
      const drawn = draw.search();
      const query = new URL(drawn.path, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const body = offerSearchBodySchema.parse(drawn.body);
      current = i;
      const start = performance.now();
      try {
        await searchOffers(db, body, page, size, 'ru', memo);
      } catch (err) {
        console.log(`search ${i} ${JSON.stringify(drawn.body)}: ${(err as Error).message}`);
      }
      bodies.push({ body: drawn.body, page, size, ms: performance.now() - start });
      current = -1;
    }
    const perSearch = new Map<number, number>();
    for (const t of timed) perSearch.set(t.search, (perSearch.get(t.search) ?? 0) + 1);
    const counts = bodies.map((_, i) => perSearch.get(i) ?? 0);
    const searchMs = bodies.map((b) => b.ms);
    console.log(
      `\n${searches} searches: ${timed.length} statements (${mean(counts).toFixed(2)} per search, at most ${Math.max(...counts)}).` +
        `\nWall ms per statement (this machine's load included): ${spread(timed.map((t) => t.ms))}.` +
        `\nWall ms per search (its statements and this process's work): ${spread(searchMs)}.`,
    );
    // The database's own work: every statement again under EXPLAIN ANALYZE (its buffers are hits now).
    const costs: Array<Timed & { kind: string; exec: number; plan: number; blocks: number }> = [];
    for (const t of timed) {
      const json = await explainJson(db, t.text, t.values);
      if (!json) continue;
      costs.push({ ...t, kind: kindOf(t.text), exec: json.exec, plan: json.plan, blocks: json.blocks });
    }
    const exec = costs.map((c) => c.exec);
    console.log(
      `\nExecution ms per statement (EXPLAIN ANALYZE): ${spread(exec)}; over 1 ms: ${exec.filter((x) => x > 1).length}, ` +
        `over 5 ms: ${exec.filter((x) => x > 5).length}, over 30 ms: ${exec.filter((x) => x > 30).length}.` +
        `\nPlanning ms per statement: ${spread(costs.map((c) => c.plan))}.` +
        `\nShared buffers per statement: ${spread(costs.map((c) => c.blocks))}.`,
    );
    const kinds = [...new Set(costs.map((c) => c.kind))].sort();
    console.log(
      '\n| statement | count | execution ms: mean / p99 / max | buffers: mean / max |\n| --- | --- | --- | --- |',
    );
    for (const kind of kinds) {
      const of = costs.filter((c) => c.kind === kind);
      const e = of.map((c) => c.exec).sort((a, b) => a - b);
      const b = of.map((c) => c.blocks);
      console.log(
        `| ${kind} | ${of.length} | ${mean(e).toFixed(2)} / ${pct(e, 0.99).toFixed(2)} / ${Math.max(...e).toFixed(2)} | ` +
          `${mean(b).toFixed(0)} / ${Math.max(...b)} |`,
      );
    }
    const worst = [...costs].sort((a, b) => b.exec - a.exec).slice(0, slowest);
    for (const t of worst) {
      const b = bodies[t.search]!;
      console.log(
        `\n#### ${t.kind}: ${t.exec.toFixed(2)} ms executing, ${t.blocks} buffers; search ${t.search}: ` +
          `${JSON.stringify(b.body)} page ${b.page} size ${b.size}`,
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

/** A statement with its parameters written in, as EXPLAIN needs it. */
function inline(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

/** The GIN path runs with index and sequential scans off (text-repository.ts): explained the same way. */
async function explained(
  db: Db,
  text: string,
  values: readonly unknown[],
  options: string,
): Promise<string[]> {
  const run = async (d: Db) =>
    (
      (await d.execute(sql.raw(`explain (${options}) ${inline(text, values)}`))) as unknown as {
        rows: Array<Record<string, unknown>>;
      }
    ).rows.map((r) => {
      const v = Object.values(r)[0];
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  if (!/count\(\*\) over \(\)/.test(text)) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return run(tx as unknown as Db);
  });
}

type PlanNode = { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };

async function explainJson(
  db: Db,
  text: string,
  values: readonly unknown[],
): Promise<{ exec: number; plan: number; blocks: number } | null> {
  try {
    const [out] = await explained(db, text, values, 'analyze, buffers, format json');
    const [root] = JSON.parse(out!) as Array<{
      'Execution Time': number;
      'Planning Time': number;
      Plan: PlanNode;
    }>;
    const node = root!.Plan;
    return {
      exec: root!['Execution Time'],
      plan: root!['Planning Time'],
      blocks: (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0),
    };
  } catch {
    return null;
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters, printed. */
async function explain(db: Db, text: string, values: readonly unknown[]): Promise<void> {
  try {
    console.log('```\n' + (await explained(db, text, values, 'analyze, buffers')).join('\n') + '\n```');
  } catch (err) {
    console.log(`(no plan: ${(err as Error).message})`);
  }
}

/** What a statement of the search is, from its text. */
function kindOf(text: string): string {
  if (/ts_debug/.test(text)) return 'text: words and typos';
  if (/offer_counts/.test(text))
    return /offer_lot_words/.test(text) ? 'counters with word counts' : 'counters';
  if (/count\(\*\) over \(\)/.test(text)) return 'text: GIN page';
  if (/ts_headline/.test(text)) return 'text: highlights';
  if (/ts_rank_cd/.test(text)) return 'text: relevance rank';
  if (/@@/.test(text)) return 'text: walk';
  if (/with m as materialized/.test(text)) return 'page: narrow';
  if (/"picture_url"/.test(text)) return 'cards';
  if (/select count\(\*\)/.test(text)) return 'count';
  if (/from "lots"/.test(text)) return 'lot';
  if (/limit/.test(text)) return 'page: walk';
  return 'other';
}

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const spread = (xs: number[]) =>
  `mean ${mean(xs).toFixed(2)}, p50 ${pct(xs, 0.5).toFixed(2)}, p90 ${pct(xs, 0.9).toFixed(2)}, ` +
  `p99 ${pct(xs, 0.99).toFixed(2)}, max ${pct(xs, 1).toFixed(2)}`;

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = Array.isArray(v)
    ? `{${v.map((x) => JSON.stringify(x)).join(',')}}`
    : typeof v === 'string'
      ? v
      : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
}
