import {
  MUTABLE_NOTIFICATION_TYPES,
  type MutableNotificationType,
  type NotificationSettings,
  type notificationSettingsBodySchema,
} from '@gamelot/contract/schemas/settings';
import type { z } from 'zod';
import { getEmailChoices, setEmailChoices } from '../notifications/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import type { Broker } from '../../realtime/broker.ts';
import type { TokenService } from '../auth/index.ts';
import type { Sessions } from '../sessions/index.ts';
import { setLanguage as setLanguageRow, unlinkGoogle as unlinkGoogleRow } from '../users/index.ts';
import { deletePasskeysOfUser } from '../passkeys/index.ts';
import * as repo from './repository.ts';

/**
 * The settings page's server half (docs/product.md#settings). Every call acts on the caller alone.
 * Changing the password and "sign out everywhere" bump the token version (ADR 0004): every token
 * issued before stops working, and the answer carries a fresh token so this device stays signed
 * in — the client stores it in place of the old one, or drops it to sign out here too.
 */

export type SettingsDeps = { db: Db; tokens: TokenService; realtime: Broker; sessions: Sessions };

/** Old tokens stopped counting: live real-time sessions opened with them end too. */
async function endLiveSessions(deps: SettingsDeps, userId: number): Promise<void> {
  await deps.realtime.revokeUser(userId, 'sessionExpired');
}

/** The auth plugin checked the account moments ago; a deletion in between ends the session. */
function signedIn<T>(row: T | undefined): T {
  if (row === undefined) throw unauthorized('sessionExpired');
  return row;
}

/**
 * E-mail accounts only. A wrong current password is a 400 with a field error, not a 401: a 401
 * makes the client sign out (docs/product.md#states).
 */
export async function changePassword(
  deps: SettingsDeps,
  userId: number,
  sessionId: string,
  body: { currentPassword: string; newPassword: string },
): Promise<string> {
  const hash = await repo.findPasswordHash(deps.db, userId);
  if (hash === null) throw badRequest('noPasswordToChange');
  const current = signedIn(hash);
  if (!(await verifyPassword(current, body.currentPassword))) {
    throw badRequest('currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
  }
  const subject = await repo.replacePassword(deps.db, userId, current, await hashPassword(body.newPassword));
  // Changed by another request since we verified: the password we checked is no longer it.
  if (!subject) throw badRequest('currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
  await endLiveSessions(deps, userId);
  return deps.tokens.signUser(subject, { sessionId });
}

/** Every other session ends (the token version, ADR 0004); this one goes on with a fresh token (ADR 0055). */
export async function signOutEverywhere(
  deps: SettingsDeps,
  userId: number,
  sessionId: string,
): Promise<string> {
  const subject = signedIn(await repo.bumpTokenVersion(deps.db, userId));
  await endLiveSessions(deps, userId);
  return deps.tokens.signUser(subject, { sessionId });
}

/**
 * Google stops signing in to this account; refused when the account has no password, since the
 * owner could then no longer sign in at all. Every session ends; the answer is a fresh token.
 */
export async function unlinkGoogle(deps: SettingsDeps, userId: number, sessionId: string): Promise<string> {
  const result = await unlinkGoogleRow(deps.db, userId);
  if (result.kind !== 'unlinked') {
    if (result.kind === 'gone') throw unauthorized('sessionExpired');
    if (result.kind === 'not-linked') throw conflict('googleNotLinked');
    throw badRequest('googleUnlinkNoPassword');
  }
  await endLiveSessions(deps, userId);
  return deps.tokens.signUser(result.user, { sessionId });
}

const mutable = new Set<string>(MUTABLE_NOTIFICATION_TYPES);

/** The muted types and every type's e-mail choice (docs/decisions/0056-notification-mail.md). */
export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const muted = await repo.mutedEvents(db, userId);
  return {
    mutedEvents: muted.filter((t): t is MutableNotificationType => mutable.has(t)),
    email: await getEmailChoices(db, userId),
  };
}

/**
 * Replaces the muted list when given (notifications/service.ts reads it before every
 * notification) and records the e-mail choices given; answers the whole settings.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  body: z.output<typeof notificationSettingsBodySchema>,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    if (body.mutedEvents) {
      const muted = MUTABLE_NOTIFICATION_TYPES.filter((t) => body.mutedEvents!.includes(t));
      await repo.setMutedEvents(tx, userId, muted);
    }
    if (body.email) await setEmailChoices(tx, userId, body.email);
  });
  return getNotificationSettings(db, userId);
}

/** Erases the account in one transaction (see repo.eraseAccount for what is kept). */
export async function deleteAccount(deps: SettingsDeps, userId: number): Promise<void> {
  const erased = await deps.db.transaction(async (tx) => {
    if (!(await repo.eraseAccount(tx, userId))) return false;
    await deps.sessions.forgetUser(userId, tx);
    // Its passkeys would otherwise still sign in to the erased account (ADR 0054).
    await deletePasskeysOfUser(tx, userId);
    return true;
  });
  if (!erased) throw unauthorized('sessionExpired');
  await endLiveSessions(deps, userId);
}

/** Mails are written in the language the user last chose in the interface (ADR 0051). */
export async function setLanguage(db: Db, userId: number, language: 'ru' | 'en'): Promise<void> {
  if (!(await setLanguageRow(db, userId, language))) throw unauthorized('sessionExpired');
}
