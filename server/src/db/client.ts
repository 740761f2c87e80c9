import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The channels every connection LISTENs to from the moment it opens (ADR 0024). Triggers NOTIFY
 * them; a session hears its own notifications before its COMMIT returns.
 */
export const NOTIFY_CHANNELS = ['offer_search', 'site_figures', 'outbox'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** What the database announced on NOTIFY_CHANNELS. */
export type Notifications = {
  /** Calls `handler` with each payload sent on `channel`; returns the unsubscribe function. */
  on(channel: NotifyChannel, handler: (payload: string) => void): () => void;
  /**
   * Calls `handler` when this process may have missed notifications: its last listening
   * connection closed. Whatever was kept on the strength of them should be dropped.
   */
  onLost(handler: () => void): () => void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifications: Notifications;
  migrate(): Promise<void>;
  /**
   * Runs raw SQL outside drizzle: with values as one parameterised statement, without as a script
   * that may hold several statements. The job scheduler's adapter (server/src/jobs/scheduler.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs `fn` holding the advisory lock `key` on a connection of its own: the processes sharing a
   * PostgreSQL database take turns (setting up schemas and queues when several start at once,
   * docs/decisions/0058-deployment-and-stickiness.md). PGlite has one process: `fn` just runs.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as an image `openDatabase({ pgliteImage })` starts from. */
  dumpImage?: () => Promise<Blob>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The advisory lock every process holds while it migrates one PostgreSQL database. */
const MIGRATION_LOCK = 5_805_801;

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dir` (or in memory when dir is undefined).
 * `pgliteImage`, a PGlite data directory as `dumpDataDir()` writes it, starts an in-memory PGlite
 * from that image instead of an empty cluster (the test suites' migrated template, ADR 0047).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dir?: string | undefined;
  pgliteImage?: Blob | undefined;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const heard = new Heard();
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 20,
      // Every pooled connection listens before its first use, so the connection that commits a
      // change hears it before the commit returns: this process reads its own writes (ADR 0024).
      onConnect: async (client) => {
        client.on('notification', (msg) => heard.notify(msg.channel, msg.payload ?? ''));
        // No parallel workers: on a small machine with many connections, a Gather costs more to
        // start than the short index walks it splits (ADR 0035).
        await client.query(
          [
            ...NOTIFY_CHANNELS.map((channel) => `LISTEN ${channel}`),
            'SET max_parallel_workers_per_gather = 0',
          ].join('; '),
        );
      },
    });
    pool.on('remove', () => {
      if (pool.totalCount === 0) heard.lost();
    });
    // An idle connection the server drops (restart, failover, admin termination) is reported here;
    // without a listener it would crash the process. The pool opens a fresh one on next use.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusive = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        holder.release();
      }
    };
    namedStatements.set(db, async (name, text, values) => (await pool.query({ name, text, values })).rows);
    return {
      db,
      kind: 'postgres',
      notifications: heard,
      // Processes that start together (several `gamelot@` units after an upgrade) take turns:
      // the first applies what is missing, the others then find nothing to do. Without the lock
      // they run the same DDL and all but one fail.
      migrate: () =>
        exclusive(MIGRATION_LOCK, () => migratePg(db as never, { migrationsFolder: migrationsDir })),
      exclusive,
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // A script of several statements answers with one result per statement: the last counts.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: (last as pg.QueryResult | undefined)?.rows ?? [] };
      },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  // The extensions the migrations create (text search, ADR 0036): PGlite loads them from code.
  const extensions = { btree_gin, pg_trgm };
  const client = opts.dir
    ? new PGlite(opts.dir, { extensions })
    : new PGlite({ extensions, ...(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {}) });
  await client.waitReady;
  const heard = new Heard();
  for (const channel of NOTIFY_CHANNELS) {
    await client.listen(channel, (payload) => heard.notify(channel, payload));
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    notifications: heard,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    exclusive: (_key, fn) => fn(),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
    },
    dumpImage: () => client.dumpDataDir('none'),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

class Heard implements Notifications {
  readonly #events = new EventEmitter().setMaxListeners(0);

  notify(channel: string, payload: string): void {
    this.#events.emit(`n:${channel}`, payload);
  }

  lost(): void {
    this.#events.emit('lost');
  }

  on(channel: NotifyChannel, handler: (payload: string) => void): () => void {
    this.#events.on(`n:${channel}`, handler);
    return () => void this.#events.off(`n:${channel}`, handler);
  }

  onLost(handler: () => void): () => void {
    this.#events.on('lost', handler);
    return () => void this.#events.off('lost', handler);
  }
}

const dialect = new PgDialect();
type NamedRunner = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;
const namedStatements = new WeakMap<Db, NamedRunner>();

/**
 * Runs a raw statement that drizzle's builder cannot express as a named prepared statement: on
 * PostgreSQL each pooled connection parses and plans it once instead of on every call (the message
 * store runs for every chat message; measured with pgbench, prepared it runs 1.5 times as fast).
 * `query` must render to the same text on every call, so `name` names one text. PGlite, with its
 * single session, runs it as drizzle would.
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const run = namedStatements.get(db);
  if (!run) return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await run(name, text, params)) as Row[];
}
