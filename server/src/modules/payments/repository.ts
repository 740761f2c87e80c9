import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, paymentIntents } from '../../db/schema/index.ts';

export type PaymentRow = typeof paymentIntents.$inferSelect;

export async function insertIntent(
  db: Db,
  row: { id: string; userId: number; provider: string; amountKopecks: number; idempotencyKey: string },
): Promise<PaymentRow> {
  const [created] = await db.insert(paymentIntents).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findIntentByKey(db: Db, userId: number, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.idempotencyKey, key)));
  return row;
}

export async function findIntent(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function lockIntent(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
  return row;
}

export async function setIntentStatus(db: Db, id: string, status: 'succeeded' | 'declined'): Promise<void> {
  await db.update(paymentIntents).set({ status, completedAt: new Date() }).where(eq(paymentIntents.id, id));
}

/** Records a provider event; false when it was recorded before (a replay). */
export async function recordEvent(
  db: Db,
  e: { provider: string; eventId: string; paymentId: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}
