import { createHash, randomBytes } from 'node:crypto';
import { MAIL_WORDS } from '@gamelot/contract/mail-texts';
import {
  EMAIL_CHANGE_TOKEN_ERRORS,
  type EmailChangeTokenError,
  SECURE_TOKEN_ERRORS,
  type SecureTokenError,
} from '@gamelot/contract/schemas/auth';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, unauthorized } from '../../errors.ts';
import type { Broker } from '../../realtime/broker.ts';
import type { Mailer } from '../mail/index.ts';
import type { OpenedSession } from '../sessions/index.ts';
import { changeEmail, endAllSessions, findByEmail, findById, uniqueViolation } from '../users/index.ts';
import type { createPasswordReset } from './password-reset.ts';
import * as repo from './repository.ts';

/**
 * The account's security by mail (docs/decisions/0055-sessions-and-account-security.md):
 * - "it was not me" links (`/secure-account?token=`, 3 days, used once) in the new-device mail and
 *   the address-change notice: following one ends every session and mails a password reset link;
 * - changing the address: a link to the new address (`/confirm-email?token=`, 24 hours, used
 *   once) makes it the account's, proven; the old address is told at once and when it changed.
 * Every link: a random 32-byte token, only its SHA-256 stored (as ADR 0051's reset links).
 */

export const SECURE_TOKEN_DAYS = 3;
export const EMAIL_CHANGE_TOKEN_HOURS = 24;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const language = (value: string) => (value === 'en' ? 'en' : 'ru');

function refusedSecure(status: number, code: SecureTokenError): AppError {
  return new AppError(status, code);
}
function refusedChange(status: number, code: EmailChangeTokenError): AppError {
  return new AppError(status, code);
}
const emailTaken = () => new AppError(409, 'emailChangeTaken');

export type AccountSecurityDeps = {
  db: Db;
  mailer: Mailer;
  realtime: Broker;
  publicUrl: string;
  clock: () => Date;
  passwordReset: Pick<ReturnType<typeof createPasswordReset>, 'requestLink'>;
};

type Recipient = { id: number; email: string | null; language: string };

/** "2026-11-27 10:35 UTC": a time every reader reads the same. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function createAccountSecurity(deps: AccountSecurityDeps) {
  const { db, mailer } = deps;

  /** A new "it was not me" link for the user, in the caller's transaction. */
  async function secureLink(tx: Db, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await repo.insertSecureToken(tx, {
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(now.getTime() + SECURE_TOKEN_DAYS * 86_400_000),
    });
    return `${deps.publicUrl}/secure-account?token=${token}`;
  }

  return {
    /** The new-device mail, in the sign-in's transaction (the caller kicks the mailer after commit). */
    async mailNewDevice(tx: Db, user: Recipient, session: OpenedSession): Promise<void> {
      if (!user.email) return;
      const lang = language(user.language);
      const words = MAIL_WORDS[lang];
      const kind =
        session.deviceType && session.deviceType in words ? words[session.deviceType as 'desktop'] : null;
      const device = [kind, session.deviceModel, session.os].filter(Boolean).join(', ') || words.unknown;
      const place =
        [session.place?.city, session.place?.country].filter(Boolean).join(', ') ||
        (session.maskedIp ? `IP ${session.maskedIp}` : words.unknown);
      await mailer.request(tx, {
        to: user.email,
        template: 'newDevice',
        params: {
          device,
          browser: session.browser ?? words.unknown,
          place,
          time: utc(session.createdAt),
          link: await secureLink(tx, user.id),
          days: String(SECURE_TOKEN_DAYS),
        },
        language: lang,
      });
    },

    /**
     * "It was not me": every session ends, open address changes are dropped, and a password reset
     * link goes to the account's address. 400 invalid, 409 used, 410 expired (with `code`).
     */
    async secure(token: string): Promise<void> {
      const userId = await db.transaction(async (tx) => {
        const now = deps.clock();
        const row = await repo.lockSecureToken(tx, sha256(token));
        if (!row) throw refusedSecure(400, SECURE_TOKEN_ERRORS.invalid);
        if (row.usedAt) throw refusedSecure(409, SECURE_TOKEN_ERRORS.used);
        if (row.expiresAt.getTime() <= now.getTime()) throw refusedSecure(410, SECURE_TOKEN_ERRORS.expired);
        const user = await endAllSessions(tx, row.userId);
        if (!user) throw refusedSecure(400, SECURE_TOKEN_ERRORS.invalid);
        await repo.useSecureTokens(tx, user.id, now);
        await repo.useEmailChangeTokens(tx, user.id, now);
        if (user.email)
          await deps.passwordReset.requestLink(tx, {
            id: user.id,
            email: user.email,
            language: user.language,
          });
        return user.id;
      });
      mailer.kick();
      await deps.realtime.revokeUser(userId, 'sessionExpired');
    },

    /**
     * Asks to change the account's address: a confirmation link to `newEmail`, and a notice with an
     * "it was not me" link to the address now. 400 same address, 409 another account's.
     */
    async requestEmailChange(userId: number, newEmail: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await findById(tx, userId);
        if (!user || user.deletedAt) throw unauthorized('sessionExpired');
        if (!user.email) throw badRequest('emailRequired');
        if (user.email === newEmail) throw badRequest('emailUnchanged', { email: 'emailUnchanged' });
        if (await findByEmail(tx, newEmail)) throw emailTaken();
        const now = deps.clock();
        const token = randomBytes(32).toString('base64url');
        await repo.useEmailChangeTokens(tx, user.id, now);
        await repo.insertEmailChangeToken(tx, {
          tokenHash: sha256(token),
          userId: user.id,
          oldEmail: user.email,
          newEmail,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_HOURS * 3_600_000),
        });
        const lang = language(user.language);
        await mailer.request(tx, {
          to: newEmail,
          template: 'emailChangeConfirm',
          params: {
            link: `${deps.publicUrl}/confirm-email?token=${token}`,
            hours: String(EMAIL_CHANGE_TOKEN_HOURS),
          },
          language: lang,
        });
        await mailer.request(tx, {
          to: user.email,
          template: 'emailChangeRequested',
          params: { newEmail, link: await secureLink(tx, user.id), days: String(SECURE_TOKEN_DAYS) },
          language: lang,
        });
      });
      mailer.kick();
    },

    /**
     * The new address's link: it becomes the account's address, proven. 400 invalid (or the
     * account's address changed since), 409 used, 410 expired (with `code`); 409 `emailChangeTaken`
     * when another account took the address meanwhile.
     */
    async confirmEmailChange(token: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const now = deps.clock();
          const row = await repo.lockEmailChangeToken(tx, sha256(token));
          if (!row) throw refusedChange(400, EMAIL_CHANGE_TOKEN_ERRORS.invalid);
          if (row.usedAt) throw refusedChange(409, EMAIL_CHANGE_TOKEN_ERRORS.used);
          if (row.expiresAt.getTime() <= now.getTime())
            throw refusedChange(410, EMAIL_CHANGE_TOKEN_ERRORS.expired);
          const other = await findByEmail(tx, row.newEmail);
          if (other && other.id !== row.userId) throw emailTaken();
          if (!(await changeEmail(tx, row.userId, row.oldEmail, row.newEmail, now)))
            throw refusedChange(400, EMAIL_CHANGE_TOKEN_ERRORS.invalid);
          await repo.useEmailChangeTokens(tx, row.userId, now);
          // Links sent to the old address prove nothing any more (ADR 0052).
          await repo.useVerifyTokens(tx, row.userId, now);
          const user = await findById(tx, row.userId);
          await mailer.request(tx, {
            to: row.oldEmail,
            template: 'emailChanged',
            params: { newEmail: row.newEmail },
            language: language(user?.language ?? 'ru'),
          });
        });
      } catch (err) {
        if (uniqueViolation(err) !== undefined) throw emailTaken();
        throw err;
      }
      mailer.kick();
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
