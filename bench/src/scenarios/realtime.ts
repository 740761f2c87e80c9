import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../../../server/src/modules/auth/tokens.ts';
import type { BenchOptions } from '../index.ts';
import type { LoadResult } from '../load.ts';
import { startServer } from '../server.ts';
import type { ClientJob, Pair, Side, ToChild, ToParent } from './realtime-client.ts';

/**
 * The real-time scenario of docs/product.md#performance-targets: N STOMP-over-SockJS clients (default 2,000) in N/2 chats, both
 * sides of each chat connected and subscribed to it, sending chat messages at a fixed total rate
 * (default 500/s) for a while. One server process on a fresh PostgreSQL database. The clients run
 * in several forked processes (--workers) so the load generator is not what limits the figures.
 *
 * Bench-only fast path: users are inserted with SQL and their tokens signed with the server's own
 * token code and the JWT_SECRET the bench gives the server (2,000 argon2 registrations would take
 * minutes and trip the registration limit). Chats are made through the real API.
 */
export async function realtime(opts: BenchOptions): Promise<LoadResult[]> {
  const clients = evenNumber(opts.clients, 2000);
  const rate = positive(opts.rate, 500);
  const seconds = positive(opts.seconds, 30);
  // --warmup S (default 5): a first send phase at the same rate, reported on its own line and in
  // its own row, then left out of the figures the target is read from. It covers the cold start
  // of every process at once (server, client processes, fresh PostgreSQL backends and plans);
  // --warmup 0 measures from cold.
  const warmup = opts.warmup === undefined ? 5 : Number(opts.warmup);
  if (!Number.isFinite(warmup) || warmup < 0)
    throw new Error('--warmup must be a number of seconds, 0 or more');
  const workers = Math.min(positive(opts.workers, 2), clients / 2);
  const rampPerSecond = positive(opts.ramp, 200);
  const adminUrl =
    opts['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = opts.database ?? 'gamelot_rtbench';
  if (!/^gamelot_[a-z0-9_]+$/.test(dbName)) throw new Error('--database must look like gamelot_<name>');

  const databaseUrl = await freshDatabase(adminUrl, dbName);
  const secret = randomBytes(48).toString('base64url');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gamelot-rtbench-'));
  const server = await startServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      KEYS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    },
    Number(opts.port ?? 18090),
    // --profile <dir>: the server writes a V8 CPU profile there when it stops.
    opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profile)}`] : [],
  );
  const children: ChildProcess[] = [];
  try {
    console.log(
      `\nReal time: ${clients} clients, ${rate} msg/s for ${seconds} s, ${workers} client processes`,
    );
    let t = Date.now();
    const pairs = await makePairs(server.url, databaseUrl, secret, clients / 2);
    console.log(
      `  ${clients} users and ${pairs.length} chats ready in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    const rssBefore = rssKiB(server.pid);
    const cpuBefore = cpuSeconds(server.pid);
    t = Date.now();
    const shares = split(pairs, workers);
    for (let i = 0; i < shares.length; i++) {
      const child = fork(fileURLToPath(new URL('./realtime-client.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
    }
    const connectedReports = await Promise.all(
      children.map((child, i) => {
        const share = shares[i]!;
        const job: ClientJob = {
          url: server.url,
          pairs: share,
          rate: (rate * share.length) / pairs.length,
          rampPerSecond: (rampPerSecond * share.length) / pairs.length,
          drainMs: 5_000,
        };
        return ask(child, { type: 'start', job }, 'connected');
      }),
    );
    const connected = connectedReports.reduce((n, r) => n + (r.type === 'connected' ? r.connected : 0), 0);
    const failed = connectedReports.reduce((n, r) => n + (r.type === 'connected' ? r.failed : 0), 0);
    const connectSeconds = (Date.now() - t) / 1000;
    const connectCpu = cpuSeconds(server.pid) - cpuBefore;
    // Let the connection burst's garbage settle before reading the server's memory.
    await new Promise((r) => setTimeout(r, 3000));
    const rssConnected = rssKiB(server.pid);
    console.log(`  ${connected} connected (${failed} failed) in ${connectSeconds.toFixed(1)} s`);

    let coldStart = 'none (--warmup 0)';
    if (warmup > 0) {
      const warm = await Promise.all(
        children.map((child) => ask(child, { type: 'send', seconds: warmup, last: false }, 'done')),
      );
      const w = warm.flatMap((d) => (d.type === 'done' ? [d.stats] : []));
      const lat = w.flatMap((s) => s.latencies).sort((a, b) => a - b);
      const [sentW, receivedW] = [sum(w.map((s) => s.sent)), sum(w.map((s) => s.received))];
      console.log(
        `  warm-up ${warmup} s (left out below): ${sentW} sent, ${sentW - receivedW} lost, ` +
          `p50 ${ms(quantile(lat, 0.5))}, p99 ${ms(quantile(lat, 0.99))}, ` +
          `p99 per 5 s ${latencyByWindow(w, 5_000).map(ms).join(' · ')}`,
      );
      coldStart = `${warmup} s: p99 ${ms(quantile(lat, 0.99))}, max ${ms(lat[lat.length - 1])}, ${sentW - receivedW} lost`;
    }
    const loadBefore = os.loadavg()[0]!;
    const sendCpuBefore = cpuSeconds(server.pid);
    const pgCpuBefore = postgresCpuSeconds();
    const done = await Promise.all(
      children.map((child) => ask(child, { type: 'send', seconds, last: true }, 'done')),
    );
    const stats = done.flatMap((d) => (d.type === 'done' ? [d.stats] : []));
    const serverCpu = cpuSeconds(server.pid) - sendCpuBefore;
    const pgCpu = postgresCpuSeconds() - pgCpuBefore;
    const rssAfter = rssKiB(server.pid);

    const sent = sum(stats.map((s) => s.sent));
    const received = sum(stats.map((s) => s.received));
    const sendSeconds = Math.max(...stats.map((s) => s.sendSeconds));
    // CPU is read when the clients report, after the last delivery: divide by that span.
    const busySeconds = Math.max(...stats.map((s) => s.drainedSeconds));
    const latencies = stats.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const byWindow = latencyByWindow(stats, 5_000);
    const perConnection = connected > 0 ? (rssConnected - rssBefore) / connected : 0;
    const rows: [string, string][] = [
      ['clients connected', `${connected} / ${clients}${failed ? ` (${failed} failed)` : ''}`],
      [
        'connect time (ramp)',
        `${connectSeconds.toFixed(1)} s at ${rampPerSecond}/s; server CPU ${connectCpu.toFixed(1)} s`,
      ],
      ['messages sent', `${sent} in ${sendSeconds.toFixed(1)} s`],
      ['achieved send rate', `${(sent / sendSeconds).toFixed(0)} msg/s (target ${rate})`],
      ['delivered to the partner', `${received}, the last ${busySeconds.toFixed(1)} s after the first send`],
      ['lost', `${sent - received}`],
      ['duplicates', `${sum(stats.map((s) => s.duplicates))}`],
      ['clients dropped while sending', `${sum(stats.map((s) => s.dropped))}`],
      ['delivery latency p50', ms(quantile(latencies, 0.5))],
      ['delivery latency p99', ms(quantile(latencies, 0.99))],
      ['delivery latency max', ms(latencies[latencies.length - 1])],
      ['p99 per 5 s of sending', byWindow.map((w) => ms(w)).join(' · ')],
      ['p99 after the first 5 s (steady state)', ms(steadyP99(stats, 5_000))],
      ['warm-up before these figures (cold start)', coldStart],
      [
        'server RSS',
        `${mib(rssBefore)} idle → ${mib(rssConnected)} connected → ${mib(rssAfter)} after sending`,
      ],
      ['server memory per connection', `${perConnection.toFixed(1)} KiB`],
      [
        'server CPU, first send to last delivery',
        `${serverCpu.toFixed(1)} s in ${busySeconds.toFixed(1)} s (${pct(serverCpu / busySeconds)} of one core)`,
      ],
      ['server CPU per delivered message', ms(received ? (serverCpu * 1000) / received : undefined)],
      [
        'PostgreSQL CPU, same span (every backend on the machine)',
        `${pgCpu.toFixed(1)} s (${pct(pgCpu / busySeconds)} of one core)`,
      ],
      [
        'client processes CPU, same span',
        stats.map((s) => `${pct(s.cpuSeconds / s.drainedSeconds)}`).join(' + ') + ' of one core',
      ],
      [
        'load average (1 min) before / after sending',
        `${loadBefore.toFixed(2)} / ${os.loadavg()[0]!.toFixed(2)}`,
      ],
    ];
    console.log('\n| real time | value |\n| --- | --- |');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
    const errors = stats.flatMap((s) => s.errors);
    if (errors.length) console.log(`\nFirst client errors:\n  ${errors.slice(0, 10).join('\n  ')}`);
    return [];
  } finally {
    for (const child of children) child.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Drops and recreates the bench's own database; the server migrates it when it starts. */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `count` chats, each between two new users, made through POST /api/chats/findOrCreate. */
async function makePairs(
  baseUrl: string,
  databaseUrl: string,
  secret: string,
  count: number,
): Promise<Pair[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let ids: number[];
  try {
    const tag = randomBytes(4).toString('hex');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (name, email)
       SELECT 'Bench ' || n, 'rtbench-' || $1 || '-' || n || '@example.test' FROM generate_series(1, $2) AS n
       RETURNING id`,
      [tag, count * 2],
    );
    ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await db.query(`INSERT INTO user_profiles (user_id) SELECT unnest($1::int[])`, [ids]);
    // Every user token names its sign-in session (docs/decisions/0055-sessions-and-account-security.md).
    await db.query(
      `INSERT INTO user_sessions (id, user_id, last_active_at, expires_at, token_version)
       SELECT 'bench-' || u, u, now(), now() + interval '1 day', 0 FROM unnest($1::int[]) AS u`,
      [ids],
    );
  } finally {
    await db.end();
  }
  // Sessions are written above: the token service never opens one here.
  const tokens = createTokenService(secret, 1, {
    open: () => Promise.reject(new Error('bench sessions are inserted directly')),
    renew: () => Promise.resolve(false),
  });
  const sides: Side[] = await Promise.all(
    ids.map(async (userId) => ({
      userId,
      token: await tokens.signSession({ id: userId, roles: ['USER'], tokenVersion: 0 }, `bench-${userId}`),
    })),
  );
  const pairs: Pair[] = [];
  const queue = Array.from({ length: count }, (_, i) => i);
  // A few requests at a time: fast, and well inside the server's pool.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const a = sides[2 * i]!;
        const b = sides[2 * i + 1]!;
        const res = await fetch(`${baseUrl}/api/chats/findOrCreate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
          body: JSON.stringify({
            user1Id: a.userId,
            user2Id: b.userId,
            offerId: null,
            chatType: 'USER_TO_USER',
          }),
        });
        if (!res.ok) throw new Error(`findOrCreate answered ${res.status}: ${await res.text()}`);
        const chat = (await res.json()) as { id: number };
        pairs.push({ chatId: chat.id, a, b });
      }
    }),
  );
  return pairs;
}

/** Sends `message` to a client process and waits for its reply of type `type`. */
function ask(child: ChildProcess, message: ToChild, type: ToParent['type']): Promise<ToParent> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: ToParent) => {
      if (reply.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(reply);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`client process exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(message);
  });
}

/** VmRSS of a process, KiB (Linux). */
function rssKiB(pid: number): number {
  const line = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) : 0;
}

/** User + system CPU a process used so far, seconds (Linux /proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU of every PostgreSQL process on the machine (this bench's backends and anyone else's). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function split<T>(items: T[], parts: number): T[][] {
  const out: T[][] = Array.from({ length: parts }, () => []);
  items.forEach((item, i) => out[i % parts]!.push(item));
  return out;
}

function quantile(sorted: number[], q: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const ms = (v: number | undefined) => (v === undefined ? '–' : `${v.toFixed(1)} ms`);
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

function positive(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`expected a positive number, got ${raw}`);
  return n;
}

function evenNumber(raw: string | undefined, fallback: number): number {
  const n = Math.round(positive(raw, fallback));
  if (n < 2 || n % 2) throw new Error('--clients must be an even number, at least 2 (clients talk in pairs)');
  return n;
}

/** p99 of the messages sent in each `windowMs` of the run: shows whether delays are spread or bunched. */
function latencyByWindow(
  stats: { latencies: number[]; sentTimes: number[] }[],
  windowMs: number,
): (number | undefined)[] {
  const pairs = stats.flatMap((s) => s.latencies.map((l, i) => [s.sentTimes[i]!, l] as const));
  if (pairs.length === 0) return [];
  const start = Math.min(...pairs.map(([t]) => t));
  const windows: number[][] = [];
  for (const [t, l] of pairs) (windows[Math.floor((t - start) / windowMs)] ??= []).push(l);
  return windows.map((w) =>
    quantile(
      w.sort((a, b) => a - b),
      0.99,
    ),
  );
}

/** p99 of the messages sent after the first `skipMs`: the run without its cold start. */
function steadyP99(
  stats: { latencies: number[]; sentTimes: number[] }[],
  skipMs: number,
): number | undefined {
  const pairs = stats.flatMap((s) => s.latencies.map((l, i) => [s.sentTimes[i]!, l] as const));
  if (pairs.length === 0) return undefined;
  const start = Math.min(...pairs.map(([t]) => t));
  const later = pairs.filter(([t]) => t - start >= skipMs).map(([, l]) => l);
  return quantile(
    later.sort((a, b) => a - b),
    0.99,
  );
}
