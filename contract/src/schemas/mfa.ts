import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PASSWORD_MAX_LENGTH } from '../rules.ts';
import { passkeyAssertionSchema } from './passkeys.ts';
import { line, text } from './text.ts';

/**
 * The second factor and step-up (docs/decisions/0053-second-factor-and-step-up.md): an
 * authenticator app (TOTP, RFC 6238), single-use recovery codes, and passkeys (their own module).
 */

/** The ways a second factor is proven; `password` only proves step-up, and only without a factor. */
export const MFA_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];
export const STEP_UP_METHODS = [...MFA_METHODS, 'password'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** Codes an authenticator shows: 6 digits every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given at once; each signs in (or steps up) once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long an mfaToken (the sign-in's second step) and a stepUpToken live. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
export const STEP_UP_TTL_SECONDS = 5 * 60;
/** The request header that carries a stepUpToken to a route that asks for one. */
export const STEP_UP_HEADER = 'x-step-up';

/** Spaces and dashes people type or paste inside codes do not count: "123 456", "abcde-fghij". */
export function normalizeMfaCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** A code from the authenticator app or a recovery code, as typed. */
export const mfaCodeSchema = line({ error: MESSAGES.mfaCodeRequired })
  .trim()
  .min(1, MESSAGES.mfaCodeRequired)
  .max(40, MESSAGES.mfaCodeInvalid);

/** A code from the authenticator app only: turning it on proves the app got the secret. */
export const totpCodeSchema = mfaCodeSchema.refine(
  (code) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeMfaCode(code)),
  MESSAGES.mfaCodeInvalid,
);

/** GET /api/auth/2fa: what the signed-in user has set up. */
export const mfaStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  passkeys: z.number().int().min(0),
  /** Ways to prove the second factor now; empty: no second factor. */
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /api/auth/2fa/totp/setup: a new secret to put into the app (not on until confirmed). */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, a `data:image/png;base64,…` URL. */
  qrDataUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /api/auth/2fa/totp/enable: a code the app shows for the new secret. */
export const totpEnableBodySchema = z.object({ code: totpCodeSchema });
export type TotpEnableBody = z.input<typeof totpEnableBodySchema>;

/** Recovery codes, shown once: the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Sign-in of an account with a second factor: the second step's token instead of a session. */
export const mfaRequiredResponseSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/**
 * POST /api/auth/2fa/verify: the sign-in's second step, with a code or a passkey's answer to a
 * challenge of POST /api/auth/2fa/passkey/options (docs/decisions/0054-passkeys.md).
 */
export const mfaVerifyBodySchema = z
  .object({
    mfaToken: line({ error: MESSAGES.mfaTokenInvalid })
      .min(1, MESSAGES.mfaTokenInvalid)
      .max(2000, MESSAGES.mfaTokenInvalid),
    code: mfaCodeSchema.optional(),
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine((body) => body.code !== undefined || body.passkey !== undefined, {
    message: MESSAGES.mfaCodeRequired,
    path: ['code'],
  });
export type MfaVerifyBody = z.input<typeof mfaVerifyBodySchema>;

/**
 * POST /api/auth/step-up: the current password (accounts without a second factor) or a code
 * (with one); the answer unlocks the routes that ask for it for 5 minutes.
 */
export const stepUpBodySchema = z
  .object({
    password: text({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong)
      .optional(),
    code: mfaCodeSchema.optional(),
    /** A passkey's answer to a challenge of POST /api/auth/step-up/passkey/options (ADR 0054). */
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine(
    (body) => body.password !== undefined || body.code !== undefined || body.passkey !== undefined,
    MESSAGES.stepUpProofRequired,
  );
export type StepUpBody = z.input<typeof stepUpBodySchema>;

export const stepUpResponseSchema = z.object({
  stepUpToken: z.string(),
  /** ISO 8601: after it the routes ask again. */
  expiresAt: z.string(),
});
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;
