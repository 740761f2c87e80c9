import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ONLINE_WINDOW_MS } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { chatDigestMarks, notificationEmailChoices, users } from '../../db/schema/index.ts';

/**
 * SQL of notification mail (docs/decisions/0056-notification-mail.md): the e-mail choices, who a
 * mail goes to, and the chat digest's reads and marks. The digest's read joins the chats' and the
 * users' tables in one statement (ADR 0041 allows a repository that read).
 */

export async function emailChoices(db: Db, userId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ eventType: notificationEmailChoices.eventType, email: notificationEmailChoices.email })
    .from(notificationEmailChoices)
    .where(eq(notificationEmailChoices.userId, userId));
  return new Map(rows.map((r) => [r.eventType, r.email]));
}

export async function emailChoice(db: Db, userId: number, eventType: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ email: notificationEmailChoices.email })
    .from(notificationEmailChoices)
    .where(
      and(eq(notificationEmailChoices.userId, userId), eq(notificationEmailChoices.eventType, eventType)),
    );
  return row?.email;
}

export async function setEmailChoices(
  db: Db,
  userId: number,
  choices: { eventType: string; email: boolean }[],
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationEmailChoices)
    .values(choices.map((c) => ({ userId, eventType: c.eventType, email: c.email })))
    .onConflictDoUpdate({
      target: [notificationEmailChoices.userId, notificationEmailChoices.eventType],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
}

/** Whether the account exists (an unsubscribe link may outlive nothing else). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export type MailTarget = { email: string; language: string };

/** Where a live account with a proven address (ADR 0052) gets its mail; undefined otherwise. */
export async function mailTarget(db: Db, userId: number): Promise<MailTarget | undefined> {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)));
  return row?.email ? { email: row.email, language: row.language } : undefined;
}

/** The administrators with an address, in their language (they are told of work waiting). */
export async function adminTargets(db: Db): Promise<(MailTarget & { id: number })[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(sql`'ADMIN' = ANY(${users.roles}) AND ${users.deletedAt} IS NULL AND ${users.email} IS NOT NULL`);
  return rows.flatMap((r) => (r.email ? [{ id: r.id, email: r.email, language: r.language }] : []));
}

/** One chat of a digest: who wrote, how many unread, the newest of them. */
export type DigestChat = { chatId: number; senderName: string; unread: number; lastMessageId: number };

/**
 * The users owed a chat digest at `now`: partners' messages unread since before `before`, newer
 * than the user's mark, for users away (not seen within the online window before `now`), with a
 * proven address, chat mail on (their choice, else the default `byDefault`) and chat
 * notifications not muted. Their chats come with them.
 */
export async function digestsDue(
  db: Db,
  now: Date,
  before: Date,
  byDefault: boolean,
  limit: number,
): Promise<{ userId: number; chats: DigestChat[] }[]> {
  const onlineSince = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const result = await db.execute(sql`
    WITH due AS (
      SELECT cp.user_id, m.chat_id, count(*)::int AS unread, max(m.id) AS last_id,
             min(m.sender_id) AS sender_id
        FROM messages m
        JOIN chat_participants cp ON cp.chat_id = m.chat_id AND cp.user_id <> m.sender_id
        LEFT JOIN chat_digest_marks d ON d.user_id = cp.user_id
       WHERE m.is_read = false
         AND m.sender_id IS NOT NULL
         AND m.created_at <= ${before.toISOString()}::timestamptz
         AND m.id > coalesce(d.mailed_through_message_id, 0)
       GROUP BY cp.user_id, m.chat_id
    ),
    people AS (
      SELECT u.id
        FROM users u
        LEFT JOIN user_profiles up ON up.user_id = u.id
        LEFT JOIN notification_email_choices c ON c.user_id = u.id AND c.event_type = 'chat_message'
       WHERE u.id IN (SELECT user_id FROM due)
         AND u.deleted_at IS NULL
         AND u.email IS NOT NULL
         AND u.email_verified_at IS NOT NULL
         AND NOT coalesce(u.last_seen_at > ${onlineSince}::timestamptz, false)
         AND coalesce(c.email, ${byDefault})
         AND NOT ('chat_message' = ANY(coalesce(up.muted_events, '{}'::text[])))
       ORDER BY u.id
       LIMIT ${limit}
    )
    SELECT due.user_id, due.chat_id, due.unread, due.last_id, coalesce(s.name, '') AS sender_name
      FROM due
      JOIN people p ON p.id = due.user_id
      LEFT JOIN users s ON s.id = due.sender_id
     ORDER BY due.user_id, due.last_id DESC`);
  const byUser = new Map<number, DigestChat[]>();
  for (const r of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    const userId = Number(r.user_id);
    const chats = byUser.get(userId) ?? [];
    chats.push({
      chatId: Number(r.chat_id),
      senderName: String(r.sender_name),
      unread: Number(r.unread),
      lastMessageId: Number(r.last_id),
    });
    byUser.set(userId, chats);
  }
  return [...byUser].map(([userId, chats]) => ({ userId, chats }));
}

/**
 * Moves the user's digest mark to `through`, unless it is already there or past (another process
 * mailed it): true when this call moved it, and so owes the mail.
 */
export async function advanceDigestMark(db: Db, userId: number, through: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(chatDigestMarks)
    .values({ userId, mailedThroughMessageId: through, mailedAt: at })
    .onConflictDoUpdate({
      target: chatDigestMarks.userId,
      set: { mailedThroughMessageId: through, mailedAt: at },
      setWhere: sql`${chatDigestMarks.mailedThroughMessageId} < ${through}`,
    })
    .returning({ userId: chatDigestMarks.userId });
  return rows.length > 0;
}
