import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL when a URL is given, otherwise PGlite in `dir` (or in memory when dir is undefined). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dir?: string | undefined;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    // An idle connection the server drops (restart, failover, admin termination) is reported here;
    // without a listener it would crash the process. The pool opens a fresh one on next use.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const client = opts.dir ? new PGlite(opts.dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
