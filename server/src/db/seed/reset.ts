import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Empties every table of the application schema and restarts their ids. The tables are read from
 * the catalogue, not listed here, so tables added later are wiped too; drizzle's migration journal
 * lives in its own schema and is kept.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = current_schema()`);
  const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => r.tablename);
  if (!tables.length) return;
  const list = sql.join(
    tables.map((t) => sql.identifier(t)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${list} restart identity cascade`);
}
