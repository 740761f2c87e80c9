import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

/**
 * Migrated template databases for the server suites (ADR 0047): migrating a fresh database for
 * every test file cost more than the tests themselves, so the suite migrates once and every file
 * starts from a copy.
 */

/** A migrated in-memory PGlite, dumped as the image `openDatabase({ pgliteImage })` loads. */
export async function makePgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    return new Uint8Array(await (await database.dumpImage!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Runs `sql` on the server at `url` over one short connection. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A migrated PostgreSQL database on the server at `url`; no connection stays open to it. */
export async function makePostgresTemplate(url: string): Promise<string> {
  const name = randomDatabaseName('gamelot_template');
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: templateUrl.toString() });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}
