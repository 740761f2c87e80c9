import type { MESSAGES } from './messages.ts';

/*
 * Kept apart from schemas/passkeys.ts so that the web can name the codes without loading zod
 * (ADR 0045: schemas only in lazily loaded form chunks).
 */

/** The refusals a passkey ceremony answers, each a MESSAGES key sent as the body's `code`. */
export const PASSKEY_ERRORS = {
  challengeInvalid: 'passkeyChallengeInvalid',
  challengeExpired: 'passkeyChallengeExpired',
  challengeUsed: 'passkeyChallengeUsed',
  unknown: 'passkeyUnknown',
  rejected: 'passkeyRejected',
  counterRegressed: 'passkeyCounterRegressed',
  alreadyRegistered: 'passkeyAlreadyRegistered',
  limit: 'passkeyLimit',
} as const satisfies Record<string, keyof typeof MESSAGES>;
export type PasskeyError = (typeof PASSKEY_ERRORS)[keyof typeof PASSKEY_ERRORS];
