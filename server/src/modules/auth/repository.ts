import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerificationTokens, passwordResetTokens } from '../../db/schema/index.ts';

/** SQL of password reset links: the auth module owns `password_reset_tokens` (ADR 0051). */

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function insertResetToken(
  tx: Db,
  row: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(row);
}

/** The token's row, locked until the caller's transaction ends: two resets with one link, one wins. */
export async function lockResetToken(tx: Db, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Uses up every link of the user still open (the one just used among them). */
export async function useResetTokens(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * The write an unknown address costs instead of storing a link: the same round trips in a
 * transaction, touching no row, so the answer takes as long as for a known address.
 */
export async function touchNothing(tx: Db, tokenHash: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`${passwordResetTokens.usedAt}` })
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
}

/* Confirmation links (ADR 0052): the auth module owns `email_verification_tokens`. */

export type VerifyTokenRow = typeof emailVerificationTokens.$inferSelect;

export async function insertVerifyToken(
  tx: Db,
  row: { tokenHash: string; userId: number; email: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerificationTokens).values(row);
}

/** The link's row, locked until the caller's transaction ends: one link proves once. */
export async function lockVerifyToken(tx: Db, tokenHash: string): Promise<VerifyTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Uses up every confirmation link of the user still open. */
export async function useVerifyTokens(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
