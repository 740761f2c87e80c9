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
