import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers.ts';

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives the server dropping its idle connections and reconnects on next use', async () => {
    const { database, drop } = await openTestDatabase();
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
      await new Promise((r) => setTimeout(r, 200));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await drop();
    }
  });
});
