import { createHash, randomBytes } from 'node:crypto';
import { VERIFY_TOKEN_ERRORS, type VerifyTokenError } from '@gamelot/contract/schemas/auth';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import type { Mailer } from '../mail/index.ts';
import { findById, markEmailVerified } from '../users/index.ts';
import * as repo from './repository.ts';

/**
 * Proving an e-mail address by a mailed link (docs/product.md#verified-e-mail, ADR 0052), like a
 * password reset link (password-reset.ts): a random 32-byte token, only its SHA-256 stored, valid
 * 24 hours, used once. A new link uses up the older ones; proving uses up every open link.
 */

export const VERIFY_TOKEN_HOURS = 24;

export type EmailVerificationDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function refused(status: number, code: VerifyTokenError): AppError {
  return new AppError(status, code);
}

type Recipient = { id: number; email: string | null; language: string };

export function createEmailVerification(deps: EmailVerificationDeps) {
  const { db, mailer } = deps;

  /** Stores a new link (using up the older ones) and requests its mail, in the caller's transaction. */
  async function requestLink(tx: Db, user: Recipient): Promise<void> {
    if (!user.email) return;
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await repo.useVerifyTokens(tx, user.id, now);
    await repo.insertVerifyToken(tx, {
      tokenHash: sha256(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_HOURS * 3_600_000),
    });
    await mailer.request(tx, {
      to: user.email,
      template: 'verifyEmail',
      params: {
        link: `${deps.publicUrl}/verify-email?token=${token}`,
        hours: String(VERIFY_TOKEN_HOURS),
      },
      language: user.language === 'en' ? 'en' : 'ru',
    });
  }

  return {
    requestLink,

    /** A new link for a signed-in user whose address is unproven; 409 when it is proven already. */
    async resend(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await findById(tx, userId);
        if (!user?.email || user.deletedAt) throw badRequest('emailRequired');
        if (user.emailVerifiedAt) throw conflict('emailAlreadyVerified');
        await requestLink(tx, user);
      });
      mailer.kick();
    },

    /** Proves the link's address; 400 invalid, 410 expired, 409 used or replaced (with `code`). */
    async verify(token: string): Promise<void> {
      const tokenHash = sha256(token);
      await db.transaction(async (tx) => {
        const now = deps.clock();
        const row = await repo.lockVerifyToken(tx, tokenHash);
        if (!row) throw refused(400, VERIFY_TOKEN_ERRORS.invalid);
        if (row.usedAt) throw refused(409, VERIFY_TOKEN_ERRORS.used);
        if (row.expiresAt.getTime() <= now.getTime()) throw refused(410, VERIFY_TOKEN_ERRORS.expired);
        // The account's address changed or it was erased since the link was sent: it proves nothing.
        if (!(await markEmailVerified(tx, row.userId, row.email, now)))
          throw refused(400, VERIFY_TOKEN_ERRORS.invalid);
        await repo.useVerifyTokens(tx, row.userId, now);
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
