import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims the key: true when this transaction inserted it. While another transaction holds an
 * uncommitted claim of the same key, PostgreSQL makes this insert wait for its end; then it inserts
 * (the other rolled back) or does nothing (it committed).
 */
export async function claim(db: Db, row: typeof idempotencyKeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function find(db: Db, userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}
