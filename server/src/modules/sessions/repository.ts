import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userSessions } from '../../db/schema/index.ts';

/** SQL of sign-in sessions: the sessions module owns `user_sessions` (ADR 0055). */

export type SessionRow = typeof userSessions.$inferSelect;
export type NewSession = typeof userSessions.$inferInsert;

export async function insertSession(tx: Db, row: NewSession): Promise<void> {
  await tx.insert(userSessions).values(row);
}

/** Whether the user ever signed in before, and whether from this device (its cookie's hash). */
export async function deviceHistory(
  tx: Db,
  userId: number,
  deviceHash: string | null,
): Promise<{ any: boolean; device: boolean }> {
  const [row] = await tx
    .select({
      any: sql<boolean>`count(*) > 0`,
      device: deviceHash
        ? sql<boolean>`count(*) filter (where ${userSessions.deviceHash} = ${deviceHash}) > 0`
        : sql<boolean>`false`,
    })
    .from(userSessions)
    .where(eq(userSessions.userId, userId));
  return { any: Boolean(row?.any), device: Boolean(row?.device) };
}

/**
 * The user's live sessions, most recently active first: not revoked, not expired, and issued
 * under the account's current token version (a bump ended the others, ADR 0004).
 */
export async function liveSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select({ session: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        eq(userSessions.tokenVersion, users.tokenVersion),
      ),
    )
    .orderBy(desc(userSessions.lastActiveAt), desc(userSessions.createdAt))
    .then((rows) => rows.map((r) => r.session));
}

/** A session of this user (live or not); undefined for anyone else's or an unknown id. */
export async function findOwn(db: Db, userId: number, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
  return row;
}

/** Ends the given sessions of the user still open; answers the ids it ended. */
export async function revoke(db: Db, userId: number, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(userSessions.userId, userId), inArray(userSessions.id, ids), isNull(userSessions.revokedAt)),
    )
    .returning({ id: userSessions.id });
  return rows.map((r) => r.id);
}

/** Ends every open session of the user but `keep` (none: every one); answers the ids it ended. */
export async function revokeAllBut(
  db: Db,
  userId: number,
  keep: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        keep ? ne(userSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: userSessions.id });
  return rows.map((r) => r.id);
}

/**
 * A fresh token for a session still open (the account's token version moved on, this device
 * stays): the session takes the new version and expiry. False when it is not the user's or ended.
 */
export async function renew(
  db: Db,
  userId: number,
  sessionId: string,
  tokenVersion: number,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ tokenVersion, expiresAt })
    .where(
      and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)),
    )
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** Moves the last-active time on, never back (the principal resolver calls it at most once a minute). */
export async function touch(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastActiveAt: now })
    .where(and(eq(userSessions.id, sessionId), lt(userSessions.lastActiveAt, now)));
}

/** An erased account keeps no record of where it signed in from. */
export async function forgetUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({
      revokedAt: sql`coalesce(${userSessions.revokedAt}, ${now})`,
      ip: null,
      userAgent: null,
      city: null,
      country: null,
      deviceModel: null,
    })
    .where(eq(userSessions.userId, userId));
}

/**
 * Deletes sessions that ended (revoked or expired) before `before`: the device they remember then
 * counts as new again at its next sign-in (docs/decisions/0055-sessions-and-account-security.md).
 */
export async function pruneEnded(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(userSessions)
    .where(sql`coalesce(${userSessions.revokedAt}, ${userSessions.expiresAt}) < ${before}`)
    .returning({ id: userSessions.id });
  return rows.length;
}
