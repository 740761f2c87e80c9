import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';

/** SQL of the mail module: it alone writes `mail_messages` (docs/decisions/0051-outgoing-mail.md). */

export type MailRow = typeof mailMessages.$inferSelect;

export async function insertMail(
  tx: Db,
  row: {
    recipient: string;
    template: string;
    params: Record<string, string>;
    language: string;
    status: 'queued' | 'kept';
    nextAttemptAt: Date;
    dedupeKey?: string | undefined;
  },
): Promise<MailRow | undefined> {
  const [inserted] = await tx
    .insert(mailMessages)
    .values(row)
    .onConflictDoNothing({ target: mailMessages.dedupeKey })
    .returning();
  // With a dedupe key already mailed nothing is inserted (ADR 0056).
  if (!inserted && row.dedupeKey === undefined) throw new Error('insert returned no row');
  return inserted;
}

/**
 * Claims the oldest due message: queued and due, or claimed by a sender whose lease ran out (it
 * died mid-send). The claim counts an attempt and holds the row until `leaseUntil`.
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date): Promise<MailRow | undefined> {
  const [row] = await db
    .update(mailMessages)
    .set({ status: 'sending', leaseUntil, attempts: sql`${mailMessages.attempts} + 1` })
    .where(
      sql`${mailMessages.id} = (
        SELECT id FROM mail_messages
         WHERE (status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz)
            OR (status = 'sending' AND lease_until <= ${now.toISOString()}::timestamptz)
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
  return row;
}

export async function markSent(
  db: Db,
  id: number,
  messageId: string,
  now: Date,
  params: Record<string, string>,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'sent', messageId, sentAt: now, leaseUntil: null, lastError: null, params })
    .where(eq(mailMessages.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  next: { giveUp: true } | { giveUp: false; at: Date },
): Promise<void> {
  await db
    .update(mailMessages)
    .set(
      next.giveUp
        ? { status: 'failed', lastError: error, leaseUntil: null }
        : { status: 'queued', lastError: error, leaseUntil: null, nextAttemptAt: next.at },
    )
    .where(eq(mailMessages.id, id));
}

export async function listMail(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: MailRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(mailMessages),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes sent and kept messages created before `before`; queued, sending and failed ones stay. */
export async function pruneMail(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(mailMessages)
    .where(and(inArray(mailMessages.status, ['sent', 'kept']), lt(mailMessages.createdAt, before)))
    .returning({ id: mailMessages.id });
  return deleted.length;
}
