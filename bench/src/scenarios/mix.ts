import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/src/db/client.ts';
import { printRun, runDrawn, type Drawn, type DrawnRun } from '../drawn-load.ts';
import type { BenchOptions } from '../index.ts';
import type { LoadResult } from '../load.ts';
import { startServer, type RunningServer } from '../server.ts';
import { readMixData, type MixData, type MixLot } from './mix-data.ts';
import { apiCalls, Draw, pages, seeded } from './mix-draw.ts';
import { BENCH_DATABASE_URL } from './search.ts';

/**
 * `npm run bench -- mix`: the traffic mix (docs/performance.md "Traffic mix at 1,000,000 offers").
 * Virtual visitors land on a page and walk on through the app; every request is drawn at random as
 * it is sent. Rows: the mix at an offered rate (open loop) and at full speed (closed loop), random
 * lot searches alone, the busiest lot's kept first page, and each landing page alone.
 */

type Stage = 'home' | 'market' | 'lot' | 'offer' | 'profile' | 'players';
/** Where visits start (the page whose HTML the server sends), by weight. */
const LANDING: [Stage, number][] = [
  ['home', 40],
  ['lot', 25],
  ['offer', 15],
  ['market', 8],
  ['profile', 6],
  ['players', 6],
];
/** After each page, the next one the visitor opens and how likely they go on; else the visit ends. */
const NEXT: Record<Stage, [Stage | null, number]> = {
  home: ['market', 0.7],
  market: ['lot', 0.9],
  lot: ['offer', 0.6],
  offer: ['profile', 0.35],
  profile: ['players', 0.3],
  // Back to the home page through the logo: the app asks the home page's calls itself.
  players: ['home', 0.1],
};
/** Before leaving, the share of visits that use the top bar's search. */
const SEARCH_BOX = 0.2;
/** Visits in progress at once: the next request comes from one of them at random. */
const VISITORS = 64;

/** One visit: the requests a visitor's browser sends, in order. */
export function visit(d: Draw): Drawn[] {
  const out: Drawn[] = [];
  let stage: Stage | null = d.weighted(LANDING);
  let landing = true;
  let lot: MixLot | undefined;
  let sellerId: number | undefined;
  while (stage) {
    if (stage === 'home') out.push(...(landing ? [pages.home()] : apiCalls.home()));
    else if (stage === 'market') out.push(...(landing ? [pages.market()] : []), ...apiCalls.market());
    else if (stage === 'lot') {
      lot = d.lot();
      // The lot page's HTML comes with its first search; opened in the app, the app asks for it.
      out.push(...(landing ? [pages.lot(lot.id)] : [...apiCalls.lot(lot), d.firstSearch(lot)]));
      const more = d.weighted([
        [0, 30],
        [1, 30],
        [2, 25],
        [3, 15],
      ]);
      for (let i = 0; i < more; i++) out.push(d.search(lot));
    } else if (stage === 'offer') {
      const offer = d.offer(lot);
      sellerId = offer.sellerId;
      out.push(...(landing ? [pages.offer(offer.id)] : apiCalls.offer(offer.id, offer.sellerId)));
      out.push(...apiCalls.offerExtras(offer.sellerId));
    } else if (stage === 'profile') {
      const userId = sellerId ?? d.offer().sellerId;
      out.push(...(landing ? [pages.profile(userId)] : []), ...apiCalls.profile(userId));
    } else {
      const lastPage = Math.max(0, Math.min(50, Math.ceil(d.data.users / 24) - 1));
      out.push(...(landing ? [pages.players()] : []), ...apiCalls.players(d.page(lastPage)));
      for (let i = d.int(3); i > 0; i--) out.push(...apiCalls.players(d.page(lastPage)));
    }
    landing = false;
    const [next, p]: [Stage | null, number] = NEXT[stage];
    stage = next && d.chance(p) ? next : null;
  }
  if (d.chance(SEARCH_BOX)) {
    out.push(...apiCalls.searchData());
    for (let i = 1 + d.int(3); i > 0; i--) out.push(...apiCalls.find(d.word()));
  }
  return out;
}

/** The next request of one of VISITORS visits in progress; a finished visit is replaced by a new one. */
export function mixer(d: Draw): () => Drawn {
  const visits = Array.from({ length: VISITORS }, () => visit(d));
  return () => {
    const i = d.int(VISITORS);
    const request = visits[i]!.shift()!;
    if (visits[i]!.length === 0) visits[i] = visit(d);
    return request;
  };
}

/**
 * Waits until the server answers its readiness probe (one database round trip through the pool)
 * quickly again: requests a row left behind must not slow the next one. At most two minutes.
 */
async function settle(url: string): Promise<void> {
  let quick = 0;
  for (const deadline = Date.now() + 120_000; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    try {
      await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
      quick = performance.now() - started < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

type Target = { server: RunningServer | { url: string; pid: number | undefined }; kind: string };

/** Reads the mix's data and starts the server on the same database (PostgreSQL, or a PGlite directory). */
async function prepare(
  opts: BenchOptions,
): Promise<{ data: MixData; target: Target; stop(): Promise<void> }> {
  const pglite = opts.pglite;
  const url = pglite ? undefined : (opts.database ?? BENCH_DATABASE_URL);
  // PGlite takes one process at a time: the data is read before the server opens the directory.
  const database = await openDatabase(pglite ? { dir: path.join(pglite, 'pg') } : { url });
  let data: MixData;
  try {
    data = await readMixData(database.db);
  } finally {
    await database.close();
  }
  if (opts.url) {
    const pid = opts.pid ? Number(opts.pid) : undefined;
    return { data, target: { server: { url: opts.url, pid }, kind: 'given server' }, stop: async () => {} };
  }
  const dataDir = pglite ?? mkdtempSync(path.join(tmpdir(), 'gamelot-bench-mix-'));
  const server = await startServer(
    { DATABASE_URL: url, SEED_DEMO: 'false', DATA_DIR: dataDir },
    Number(opts.port ?? 18613),
  );
  return {
    data,
    target: { server, kind: pglite ? `PGlite in ${pglite}` : `PostgreSQL ${url}` },
    stop: async () => {
      // autocannon drops its last requests at the deadline; let the server finish them first.
      await new Promise((r) => setTimeout(r, 2000));
      await server.stop();
      if (!pglite) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `--dry N`: draws N requests of the mix without a server and prints each route's share, the
 * proportions docs/performance.md quotes. Reads the data as a run would.
 */
async function dryRun(opts: BenchOptions): Promise<void> {
  const { data } = await prepare({ ...opts, url: 'none' });
  const next = mixer(new Draw(data, seeded(Number(opts.seed ?? 1))));
  const n = Number(opts.dry);
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const { route } = next();
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  console.log(`\n#### The mix's routes, ${n} requests drawn\n\n| route | share |\n| --- | --- |`);
  for (const [route, k] of [...counts].sort((a, b) => b[1] - a[1])) {
    console.log(`| ${route} | ${((k / n) * 100).toFixed(1)}% |`);
  }
}

export async function mix(opts: BenchOptions): Promise<LoadResult[]> {
  const seconds = Number(opts.seconds ?? 20);
  const connections = Number(opts.connections ?? (opts.pglite ? 20 : 50));
  const openConnections = Number(opts['open-connections'] ?? connections);
  const rate = Number(opts.rate ?? 1000);
  const searchRate = Number(opts['search-rate'] ?? 1000);
  const pageRate = Number(opts['page-rate'] ?? 1000);
  const rows = new Set((opts.rows ?? 'mix,search,cached,pages').split(','));
  if (opts.dry) {
    await dryRun(opts);
    return [];
  }
  const { data, target, stop } = await prepare(opts);
  const draw = new Draw(data, seeded(Number(opts.seed ?? 1)));
  const { url, pid } = target.server;
  console.log(
    `\n### Traffic mix: ${target.kind}, ${connections} connections, ${seconds} s per row` +
      `${pid === undefined ? ' (no server pid: no CPU figures)' : `, server pid ${pid}`}`,
  );
  const results: LoadResult[] = [];
  const run = async (title: string, next: () => Drawn, overallRate?: number): Promise<DrawnRun> => {
    await settle(url);
    const before = loadAverage();
    const result = await runDrawn({
      url,
      next,
      connections: overallRate ? openConnections : connections,
      seconds,
      overallRate,
      pid,
    });
    printRun(`${title} (load average ${before} → ${loadAverage()})`, result);
    if (overallRate) {
      // autocannon sends a connection's next request only after its answer: a server that falls
      // behind is offered less than asked, and this line says so.
      const sent = Math.round(result.total.sent / seconds);
      console.log(
        `\nSent ${sent} req/s of the ${overallRate} offered${sent < overallRate * 0.95 ? ': the rate did not hold' : ''}.`,
      );
    }
    results.push({ name: title, ...result.total });
    return result;
  };
  try {
    // A short unmeasured walk first, so connections, kept pages and the database's cache are warm.
    const warmup = Number(opts.warmup ?? 5);
    if (warmup > 0) await runDrawn({ url, next: mixer(draw), connections, seconds: warmup });
    if (rows.has('mix')) {
      await run(`Mix, open loop at ${rate} req/s offered`, mixer(draw), rate);
      await run('Mix, closed loop (max throughput)', mixer(draw));
    }
    let randomMax: number | undefined;
    if (rows.has('search')) {
      await run(
        `Random lot searches, open loop at ${searchRate} req/s offered`,
        () => draw.search(),
        searchRate,
      );
      randomMax = (await run('Random lot searches, closed loop (max throughput)', () => draw.search())).total
        .rps;
    }
    if (rows.has('cached')) {
      const first = draw.firstSearch(data.busiest);
      const cached = await run(
        `Busiest lot's first page (${data.busiest.id}), closed loop (kept page)`,
        () => first,
      );
      if (randomMax !== undefined && cached.total.rps > 0) {
        console.log(
          `\nRandom searches reach ${((randomMax / cached.total.rps) * 100).toFixed(1)}% of the kept page's throughput ` +
            `(${randomMax} vs ${cached.total.rps} req/s).`,
        );
      }
    }
    if (rows.has('pages')) {
      const landings: [string, () => Drawn][] = [
        ['GET /', () => pages.home()],
        ['GET /lots/:id', () => pages.lot(draw.lot().id)],
        ['GET /offer/:id', () => pages.offer(draw.offer().id)],
        ['GET /profiles/:id', () => pages.profile(draw.offer().sellerId)],
      ];
      for (const [name, next] of landings) {
        await run(`${name} alone, open loop at ${pageRate} req/s offered`, next, pageRate);
        await run(`${name} alone, closed loop (max throughput)`, next);
      }
    }
  } finally {
    await stop();
  }
  try {
    console.log(`\nuptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  } catch {
    // not every system has uptime(1); the load average is printed anyway
  }
  return results;
}
