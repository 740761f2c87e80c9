import { createHash, randomBytes } from 'node:crypto';
import {
  RESET_TOKEN_ERRORS,
  type ResetPasswordBody,
  type ResetTokenError,
} from '@gamelot/contract/schemas/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Broker } from '../../realtime/broker.ts';
import type { Mailer } from '../mail/index.ts';
import { findByEmail, resetPassword } from '../users/index.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';

/**
 * Password reset by a mailed link (docs/product.md#password-reset, ADR 0051): a random 32-byte
 * token, only its SHA-256 stored, valid 30 minutes, used once. Setting the password signs out
 * every session (the token version, ADR 0004) and mails the owner that it changed.
 */

export const RESET_TOKEN_MINUTES = 30;

export type PasswordResetDeps = {
  db: Db;
  mailer: Mailer;
  realtime: Broker;
  publicUrl: string;
  clock: () => Date;
};

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refused link: the message, and the code the reset page explains. */
function refused(status: number, code: ResetTokenError): AppError {
  return new AppError(status, code);
}

export function createPasswordReset(deps: PasswordResetDeps) {
  const { db, mailer } = deps;

  /** Stores a new reset link and requests its mail, in the caller's transaction (the caller kicks the mailer). */
  async function requestLink(tx: Db, user: { id: number; email: string; language: string }): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await repo.insertResetToken(tx, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await mailer.request(tx, {
      to: user.email,
      template: 'passwordReset',
      params: {
        link: `${deps.publicUrl}/reset-password?token=${token}`,
        minutes: String(RESET_TOKEN_MINUTES),
      },
      language: user.language === 'en' ? 'en' : 'ru',
    });
  }

  return {
    requestLink,

    /**
     * Mails a reset link when the address has an account; the same work and answer otherwise,
     * so neither tells whether it exists.
     */
    async forgot(email: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = sha256(token);
      const user = await findByEmail(db, email);
      if (!user || user.deletedAt || !user.email) {
        await db.transaction(async (tx) => {
          await repo.touchNothing(tx, tokenHash);
          await repo.touchNothing(tx, tokenHash);
        });
        return;
      }
      const to = user.email;
      await db.transaction((tx) => requestLink(tx, { id: user.id, email: to, language: user.language }));
      mailer.kick();
    },

    /** Sets the password the link's owner chose; 400 invalid, 410 expired, 409 used (with `code`). */
    async reset(body: ResetPasswordBody): Promise<void> {
      const tokenHash = sha256(body.token);
      // Hashed before the transaction: argon2 takes tens of milliseconds, the row lock would wait.
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const now = deps.clock();
        const row = await repo.lockResetToken(tx, tokenHash);
        if (!row) throw refused(400, RESET_TOKEN_ERRORS.invalid);
        if (row.usedAt) throw refused(409, RESET_TOKEN_ERRORS.used);
        if (row.expiresAt.getTime() <= now.getTime()) throw refused(410, RESET_TOKEN_ERRORS.expired);
        const user = await resetPassword(tx, row.userId, passwordHash);
        if (!user?.email) throw refused(400, RESET_TOKEN_ERRORS.invalid);
        await repo.useResetTokens(tx, row.userId, now);
        await mailer.request(tx, {
          to: user.email,
          template: 'passwordChanged',
          params: { link: `${deps.publicUrl}/forgot-password` },
          language: user.language === 'en' ? 'en' : 'ru',
        });
        return user.id;
      });
      mailer.kick();
      // Old tokens stopped counting: live real-time sessions opened with them end too.
      await deps.realtime.revokeUser(userId, 'sessionExpired');
    },
  };
}
