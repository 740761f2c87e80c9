import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { adminQuery, makePgliteTemplate, randomDatabaseName } from './templates.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL, for a second connection; undefined on PGlite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
};

/**
 * A real app on a real, migrated database of its own: an in-memory PGlite, or a PostgreSQL
 * database created for this suite when the project runs with TEST_DB=postgres. Both are copies of
 * one template migrated once per run (ADR 0047).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clock' | 'mail' | 'scheduler'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // Tests read the English texts unless they send Accept-Language or set the default themselves.
    DEFAULT_LANGUAGE: 'en',
    ...env,
  });
  const { database, drop, url: databaseUrl } = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
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

/** The migrated PGlite image, read once per module instance (so once per file or worker). */
let pgliteImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const file = inject('pgliteTemplateFile');
    // Without the suite's global setup (another runner), migrate a template here instead.
    return new Blob([file ? readFileSync(file) : await makePgliteTemplate()]);
  })();
  return pgliteImage;
}

/** A migrated in-memory PGlite whichever project runs (for suites that need no PostgreSQL). */
export async function openTestPglite(): Promise<Database> {
  return openDatabase({ pgliteImage: await migratedPgliteImage() });
}

/**
 * A database of the suite's own: migrated (a copy of the run's template), or `empty` for a
 * test that runs migrations itself. Call `drop` after `database.close()`.
 */
export async function openTestDatabase(opts: { empty?: boolean } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const database = await openDatabase({
      pgliteImage: opts.empty ? undefined : await migratedPgliteImage(),
    });
    return { database, drop: async () => {} };
  }
  const template = opts.empty ? undefined : inject('postgresTemplate');
  const name = randomDatabaseName('gamelot_test');
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: testUrl.toString() });
  // Without the suite's global setup there is no template: migrate this copy instead.
  if (!template && !opts.empty) await database.migrate();
  return {
    url: testUrl.toString(),
    database,
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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

/**
 * A digest of every row of every table: equal digests, nothing changed. The outbox is drained
 * first: events of a test's set-up (top-ups made through the services) are otherwise handled in
 * the background, whenever the dispatcher gets to them, and would look like a change.
 */
export async function databaseState(t: TestApp): Promise<Record<string, string>> {
  await t.app.outbox.drain();
  const tables = (await t.app.db.execute(sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)) as unknown as {
    rows: { name: string }[];
  };
  const state: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const digest = (await t.app.db.execute(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${sql.identifier(name)} t`,
    )) as unknown as { rows: { d: string }[] };
    state[name] = digest.rows[0]!.d;
  }
  return state;
}

/**
 * The device cookie a sign-in or registration set (ADR 0055), as a `cookie` header: a later
 * sign-in that sends it comes from a known device and mails nothing.
 */
export function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const all = Array.isArray(set) ? set : typeof set === 'string' ? [set] : [];
  const found = all.map(String).find((c) => c.startsWith('gamelot_device='));
  if (!found) throw new Error('no device cookie set');
  return found.split(';')[0]!;
}
