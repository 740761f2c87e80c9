import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_STATUS,
  type NotifyInput,
} from '@gamelot/contract/schemas/notifications';
import type { NotificationNotice } from '@gamelot/contract/notices';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { notifications, userProfiles, users } from '../../db/schema/index.ts';
import { ROLE_ADMIN } from '@gamelot/contract/rules';

/** SQL for users' notifications. */

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Db,
  userId: number,
  input: NotifyInput,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      eventType: input.eventType,
      kind: input.notice.kind,
      params: input.notice.params,
      url: input.url,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function pageForUser(
  db: Db,
  userId: number,
  opts: { page: number; size: number; newestFirst: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const order = opts.newestFirst
    ? [desc(notifications.createdAt), desc(notifications.id)]
    : [asc(notifications.createdAt), asc(notifications.id)];
  const [totalRow] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...order)
    .limit(opts.size)
    .offset(opts.page * opts.size);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, NOTIFICATION_STATUS.unread)));
  return row?.n ?? 0;
}

/** Who owns each of these notifications (missing ids are simply absent). */
export async function ownersOf(db: Db, ids: number[]): Promise<{ id: number; userId: number }[]> {
  return db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}

/** READ is final (docs/product.md#states): only unread rows change. Returns how many did. */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, ids),
        eq(notifications.status, NOTIFICATION_STATUS.unread),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/**
 * The recipient's one unread notification for a chat (unique index notifications_unread_chat_key):
 * created, or refreshed with the latest message and moved to the top. With onlyIfMissing an existing
 * one is left alone and null comes back.
 */
export async function upsertChatNotification(
  db: Db,
  userId: number,
  input: { url: string; notice: NotificationNotice },
  opts: { onlyIfMissing: boolean },
): Promise<{ row: NotificationRow; inserted: boolean } | null> {
  const target = [notifications.userId, notifications.url];
  const where = sql`${notifications.status} = 'UNREAD' AND ${notifications.eventType} = 'chat_message'`;
  const { kind, params } = input.notice;
  const insert = db
    .insert(notifications)
    .values({ userId, eventType: NOTIFICATION_EVENT_TYPES.chatMessage, url: input.url, kind, params });
  const returning = { ...getTableColumns(notifications), inserted: sql<boolean>`(xmax = 0)` };
  const [result] = opts.onlyIfMissing
    ? await insert.onConflictDoNothing({ target, where }).returning(returning)
    : await insert
        .onConflictDoUpdate({
          target,
          targetWhere: where,
          // A row stored before notices were codes is refreshed into one (ADR 0065).
          set: { kind, params, title: '', content: '', createdAt: new Date() },
        })
        .returning(returning);
  if (!result) return null;
  const { inserted, ...row } = result;
  return { row, inserted };
}

/** `userId`'s unread notifications of one kind pointing at one url. */
function unreadAt(userId: number, eventType: string, url: string | null): SQL | undefined {
  return and(
    eq(notifications.userId, userId),
    eq(notifications.eventType, eventType),
    url === null ? isNull(notifications.url) : eq(notifications.url, url),
    eq(notifications.status, NOTIFICATION_STATUS.unread),
  );
}

/** Whether `userId` has an unread notification of this kind pointing at `url`. */
export async function hasUnread(
  db: Db,
  userId: number,
  eventType: string,
  url: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(unreadAt(userId, eventType, url))
    .limit(1);
  return row !== undefined;
}

export async function markReadByUrl(db: Db, userId: number, eventType: string, url: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(unreadAt(userId, eventType, url))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function mutedEvents(db: Db, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ muted: userProfiles.mutedEvents })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.muted ?? [];
}

/** The language `userId` reads (users.language), for what is pushed to them. */
export async function userLanguage(db: Db, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language === 'en' ? 'en' : 'ru';
}

/** A user's display name, for a chat notification's "name: text". */
export async function userName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** The administrators (told when a dispute opens). */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${ROLE_ADMIN} = ANY(${users.roles}) AND ${users.deletedAt} IS NULL`);
  return rows.map((r) => r.id);
}
