import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL, for a second connection; undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

/**
 * A real app on a real, empty, migrated database: in-memory PGlite, or a fresh PostgreSQL
 * database created for this suite when the project runs with TEST_DB=postgres.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { database, drop, url: databaseUrl } = await openTestDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return { database: await openDatabase({}), drop: async () => {} };
  }
  const name = `gamelot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    database: await openDatabase({ url: testUrl.toString() }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * app.inject with JSON parsed and an optional bearer token. After a write, the outbox is drained:
 * the notifications and chat lines its domain events cause are there when the call returns
 * (docs/decisions/0042-domain-events-and-outbox.md).
 */
export async function call(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string | undefined },
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if ((rest.method ?? 'GET') !== 'GET') await app.outbox.drain();
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: res.statusCode, body, headers: res.headers };
}
