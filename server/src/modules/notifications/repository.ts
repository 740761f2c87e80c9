import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_STATUS,
  type NotifyInput,
} from '@gamelot/contract/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { notifications, userProfiles } from '../../db/schema/index.ts';

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
      title: input.title,
      content: input.content,
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
 * created, or refreshed with the latest text and moved to the top. With onlyIfMissing an existing
 * one is left alone and null comes back.
 */
export async function upsertChatNotification(
  db: Db,
  userId: number,
  input: { url: string; title: string; content: string },
  opts: { onlyIfMissing: boolean },
): Promise<{ row: NotificationRow; inserted: boolean } | null> {
  const target = [notifications.userId, notifications.url];
  const where = sql`${notifications.status} = 'UNREAD' AND ${notifications.eventType} = 'chat_message'`;
  const insert = db
    .insert(notifications)
    .values({ userId, eventType: NOTIFICATION_EVENT_TYPES.chatMessage, ...input });
  const returning = { ...getTableColumns(notifications), inserted: sql<boolean>`(xmax = 0)` };
  const [result] = opts.onlyIfMissing
    ? await insert.onConflictDoNothing({ target, where }).returning(returning)
    : await insert
        .onConflictDoUpdate({
          target,
          targetWhere: where,
          set: { title: input.title, content: input.content, createdAt: new Date() },
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
