import { and, asc, count, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema/index.ts';

/** SQL of passkeys and their challenges: the passkeys module owns both tables (ADR 0054). */

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;
export type ChallengePurpose = 'register' | 'signin' | 'factor';

export async function insertChallenge(
  db: Db,
  row: {
    id: string;
    challenge: string;
    purpose: ChallengePurpose;
    userId: number | null;
    userHandle?: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(passkeyChallenges).values(row);
}

/** The challenge's row, locked until the caller's transaction ends: one challenge, one ceremony. */
export async function lockChallenge(tx: Db, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await tx.select().from(passkeyChallenges).where(eq(passkeyChallenges.id, id)).for('update');
  return row;
}

export async function markChallengeUsed(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(passkeyChallenges).set({ usedAt: now }).where(eq(passkeyChallenges.id, id));
}

/** Deletes challenges that expired before `before`; the count deleted. */
export async function pruneChallenges(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, before))
    .returning({ id: passkeyChallenges.id });
  return deleted.length;
}

export async function listByUser(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function countByUser(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Stores a passkey unless the account already has `max`: the user's rows are locked first, so two
 * registrations at once cannot both pass the count. Undefined when the account is full.
 */
export async function insertPasskey(
  tx: Db,
  row: {
    userId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    userHandle: string;
    backedUp: boolean;
    name: string;
    createdAt: Date;
  },
  max: number,
): Promise<PasskeyRow | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('passkeys'), ${row.userId})`);
  if ((await countByUser(tx, row.userId)) >= max) return undefined;
  const [inserted] = await tx.insert(passkeys).values(row).returning();
  return inserted;
}

/**
 * Records a use: the new counter and time, only if the counter moved forward (or the
 * authenticator keeps none: 0 and 0). False when another use got there first with a counter at
 * least as high (a clone, or the same assertion twice).
 */
export async function recordUse(db: Db, id: number, counter: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export async function renamePasskey(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

/** An erased account keeps no way to sign in. */
export async function deleteAllOfUser(tx: Db, userId: number): Promise<void> {
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
}
