import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ONLINE_WINDOW_MS } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Presence is users.last_seen_at (timestamptz), written and compared with the database's now():
 * one clock, in UTC, whatever the server processes' or browsers' clocks say (ADR 0008).
 */

/** True when the user was seen within ONLINE_WINDOW_MS; usable in any select over users. */
export const isOnlineSql: SQL<boolean> = sql<boolean>`coalesce(${users.lastSeenAt} > now() - ${sql.raw(
  `interval '${ONLINE_WINDOW_MS} milliseconds'`,
)}, false)`;

/** Marks the user seen now. */
export async function touch(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** The presence of a live account; undefined for an unknown or deleted one. */
export async function statusOf(
  db: Db,
  userId: number,
): Promise<{ isOnline: boolean; lastSeenAt: Date | null } | undefined> {
  const [row] = await db
    .select({ isOnline: isOnlineSql, lastSeenAt: users.lastSeenAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}
