import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { executeNamed, openDatabase } from '../src/db/client.ts';
import { openTestDatabase } from './helpers.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives the server dropping its idle connections and reconnects on next use', async () => {
    const opened = await openTestDatabase();
    await opened.database.close();
    const { drop, url } = opened;
    // The pool reports a connection the server dropped while it was idle; the test waits for that.
    const idleErrors: Error[] = [];
    const database = await openDatabase({ url, onIdleError: (err) => void idleErrors.push(err) });
    try {
      await database.ping();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const result = (await database.db.execute('select current_database() as db')) as unknown as {
        rows: Array<{ db: string }>;
      };
      const name = result.rows[0]!.db;
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(idleErrors).toHaveLength(1), { timeout: 10_000 });
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('migrations on PostgreSQL', () => {
  it('are applied once when several processes start on one empty database at once', async () => {
    // Three pools stand for three processes (docs/decisions/0058-deployment-and-stickiness.md):
    // without the migration lock, all run the same DDL and all but one fail.
    const empty = await openTestDatabase({ empty: true });
    await empty.database.close();
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: empty.url })));
    try {
      const outcomes = await Promise.allSettled(processes.map((p) => p.migrate()));
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await processes[0]!.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(rows[0]!.n).toBe(journal.entries.length);
      // And again, with nothing left to apply: nothing happens, nothing fails.
      await Promise.all(processes.map((p) => p.migrate()));
      const again = await processes[0]!.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(again.rows[0]!.n).toBe(rows[0]!.n);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
      await empty.drop();
    }
  }, 120_000);
});

describe('executeNamed', () => {
  it('runs one statement text with new values each call, prepared once per connection on PostgreSQL', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const twice = (n: number | null) =>
        executeNamed<{ v: number | null; total: number }>(
          database.db,
          'test_double',
          sql`select ${n}::integer * 2 as v, (select count(*)::int from pg_prepared_statements) as total`,
        );
      expect((await twice(21))[0]!.v).toBe(42);
      expect((await twice(null))[0]!.v).toBe(null);
      const again = await Promise.all([twice(5), twice(6), twice(7)]);
      expect(again.map(([row]) => row!.v)).toEqual([10, 12, 14]);
      // On PostgreSQL the statement is kept by name on the connection that ran it.
      if (database.kind === 'postgres') expect(again[0]![0]!.total).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
      await drop();
    }
  });
});
