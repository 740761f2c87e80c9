import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, totpFactors } from '../../db/schema/index.ts';

/** SQL of the second factor: the mfa module owns `totp_factors` and `recovery_codes` (ADR 0053). */

export type TotpRow = typeof totpFactors.$inferSelect;

export async function findTotp(db: Db, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new, not yet confirmed secret; replaces one that was never confirmed, never a confirmed one. */
export async function savePendingTotp(db: Db, userId: number, secretEncrypted: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEncrypted, lastStep: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Records that the code of `step` was accepted: only when no later or equal step was, so two
 * requests with one code (or a replay) get one acceptance. With `enable`, the factor turns on too.
 */
export async function acceptStep(
  db: Db,
  userId: number,
  step: number,
  enable?: { at: Date },
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set(enable ? { lastStep: step, enabledAt: enable.at } : { lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        enable ? isNull(totpFactors.enabledAt) : undefined,
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ enabledAt: totpFactors.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** 'used' when this code was used already; 'ok' when it is used up now; 'unknown' otherwise. */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<'ok' | 'used' | 'unknown'> {
  const match = and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash));
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(match, isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (used.length) return 'ok';
  const [row] = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(match);
  return row ? 'used' : 'unknown';
}
