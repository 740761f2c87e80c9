import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One request drawn at random as it is sent, named by its route template for the report. */
export type Drawn = { route: string; method: 'GET' | 'POST'; path: string; body?: unknown };

/** The figures of one route (or of a whole run) under load. */
export type RouteFigures = {
  route: string;
  requests: number;
  /** Requests sent (answered or not): what the mix asked for. */
  sent: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx/3xx, and requests that timed out. */
  errors: number;
  /** Requests sent and still unanswered when the row ended (neither an answer nor a timeout yet). */
  unanswered: number;
  /** Answers that carried `x-cache` (served by a cache that says so), and of those the hits. */
  cacheSeen: number;
  cacheHits: number;
  /** The server's CPU (user + system) per answered request, ms; only for a whole run. */
  cpuMs?: number;
};

export type DrawnRun = { total: RouteFigures; routes: RouteFigures[] };

/**
 * How long a request may take before it counts as timed out (autocannon's default): autocannon then
 * drops the connection and opens another, so the server may be left working on the abandoned one;
 * a long timeout keeps the work in flight bounded by the connections.
 */
export const TIMEOUT_S = 10;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux we run on). */
const CLOCK_TICKS = 100;

/** utime + stime of a process in ms, from /proc/<pid>/stat; undefined when it cannot be read. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

type Tally = {
  sent: number;
  unanswered: number;
  latencies: number[];
  errors: number;
  cacheSeen: number;
  cacheHits: number;
};

type Sent = { route?: string; sentAt?: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function figures(route: string, tally: Tally, seconds: number): RouteFigures {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    route,
    requests: sorted.length,
    sent: tally.sent,
    rps: Math.round(sorted.length / seconds),
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    errors: tally.errors,
    unanswered: tally.unanswered,
    cacheSeen: tally.cacheSeen,
    cacheHits: tally.cacheHits,
  };
}

/**
 * Drives the server with requests drawn one by one by `next` (autocannon's setupRequest), closed
 * loop (`connections` busy all the time) or at an offered rate (`overallRate` req/s over all
 * connections). Latency, status and the `x-cache` header are tallied per route; the server's CPU
 * per request is read from /proc/<pid>/stat before and after.
 */
export async function runDrawn(opts: {
  url: string;
  next: () => Drawn;
  connections: number;
  seconds: number;
  overallRate?: number;
  pid?: number;
}): Promise<DrawnRun> {
  const tallies = new Map<string, Tally>();
  const tally = (route: string) => {
    let t = tallies.get(route);
    if (!t)
      tallies.set(
        route,
        (t = { sent: 0, unanswered: 0, latencies: [], errors: 0, cacheSeen: 0, cacheHits: 0 }),
      );
    return t;
  };
  // Requests sent and not answered yet: what is still here long after it was sent timed out.
  const pending = new Set<Sent>();
  const cpuBefore = cpuMs(opts.pid);
  const started = performance.now();
  const options: autocannon.Options = {
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: TIMEOUT_S,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    requests: [
      {
        setupRequest: (req, context: Sent) => {
          const drawn = opts.next();
          context.route = drawn.route;
          context.sentAt = performance.now();
          tally(drawn.route).sent++;
          pending.add(context);
          return {
            ...req,
            method: drawn.method,
            path: drawn.path,
            headers: { ...(drawn.body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: drawn.body === undefined ? undefined : JSON.stringify(drawn.body),
          };
        },
        onResponse: (status, _body, context: Sent, headers) => {
          pending.delete(context);
          const t = tally(context.route ?? '?');
          if (status >= 400) t.errors++;
          const cache = headers?.['x-cache'] ?? headers?.['X-Cache'];
          if (cache !== undefined) {
            t.cacheSeen++;
            if (cache === 'hit') t.cacheHits++;
          }
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err as Error) : resolve(done)));
    // The answer's latency as autocannon measures it; the connection's context still names its route.
    instance.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
      const context = (client as { requestIterator?: { context?: Sent } }).requestIterator?.context;
      tally(context?.route ?? '?').latencies.push(ms);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(opts.pid);
  const now = performance.now();
  for (const sent of pending) {
    const t = tally(sent.route ?? '?');
    if (now - (sent.sentAt ?? now) >= TIMEOUT_S * 1000) t.errors++;
    else t.unanswered++;
  }

  const routes = [...tallies].map(([route, t]) => figures(route, t, seconds));
  routes.sort((a, b) => b.requests - a.requests);
  const all: Tally = {
    sent: [...tallies.values()].reduce((n, t) => n + t.sent, 0),
    unanswered: [...tallies.values()].reduce((n, t) => n + t.unanswered, 0),
    latencies: [...tallies.values()].flatMap((t) => t.latencies),
    // Connection errors autocannon saw that no route claimed (a refused or reset connection).
    errors:
      [...tallies.values()].reduce((n, t) => n + t.errors, 0) + Math.max(0, result.errors - result.timeouts),
    cacheSeen: [...tallies.values()].reduce((n, t) => n + t.cacheSeen, 0),
    cacheHits: [...tallies.values()].reduce((n, t) => n + t.cacheHits, 0),
  };
  const total = figures('all', all, seconds);
  if (cpuBefore !== undefined && cpuAfter !== undefined && total.requests > 0) {
    total.cpuMs = Math.round(((cpuAfter - cpuBefore) / total.requests) * 100) / 100;
  }
  return { total, routes };
}

const cell = (n: number | undefined) => (n === undefined ? '—' : String(n));
const share = (f: RouteFigures) =>
  f.cacheSeen === 0 ? '—' : `${Math.round((f.cacheHits / f.cacheSeen) * 100)}% of ${f.cacheSeen}`;

/** A run as a Markdown table: its routes (when more than one) and the whole. */
export function printRun(title: string, run: DrawnRun): void {
  console.log(`\n#### ${title}\n`);
  console.log(
    '| route | sent | share | answered | req/s | p50 ms | p99 ms | errors | unanswered at the end | CPU ms/req | cache hits |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const rows =
    run.routes.length > 1
      ? [...run.routes, run.total]
      : [{ ...run.total, route: run.routes[0]?.route ?? 'all' }];
  for (const f of rows) {
    const part = run.total.sent ? `${((f.sent / run.total.sent) * 100).toFixed(1)}%` : '—';
    const name = f === run.total || f.cpuMs !== undefined ? `**${f.route}**` : f.route;
    console.log(
      `| ${name} | ${f.sent} | ${part} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.unanswered} | ${cell(f.cpuMs)} | ${share(f)} |`,
    );
  }
}
