import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailChangeTokens,
  emailVerificationTokens,
  passwordResetTokens,
  secureAccountTokens,
} from '../../db/schema/index.ts';

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

/* "It was not me" links and address changes (ADR 0055): the auth module owns `secure_account_tokens` and `email_change_tokens`. */

export type SecureTokenRow = typeof secureAccountTokens.$inferSelect;
export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;

export async function insertSecureToken(
  tx: Db,
  row: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(secureAccountTokens).values(row);
}

export async function lockSecureToken(tx: Db, tokenHash: string): Promise<SecureTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(secureAccountTokens)
    .where(eq(secureAccountTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Uses up every "it was not me" link of the user still open. */
export async function useSecureTokens(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(secureAccountTokens)
    .set({ usedAt: now })
    .where(and(eq(secureAccountTokens.userId, userId), isNull(secureAccountTokens.usedAt)));
}

export async function insertEmailChangeToken(
  tx: Db,
  row: { tokenHash: string; userId: number; oldEmail: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailChangeTokens).values(row);
}

export async function lockEmailChangeToken(
  tx: Db,
  tokenHash: string,
): Promise<EmailChangeTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Uses up every address-change link of the user still open. */
export async function useEmailChangeTokens(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
}
