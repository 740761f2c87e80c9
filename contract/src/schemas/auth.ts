import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  EMAIL_MAX_LENGTH,
  isDemoEmail,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../rules.ts';
import { line, text } from './text.ts';

export const signInProviderSchema = z.enum(['local', 'anonymous'], { error: MESSAGES.unknownProvider });
export const registerProviderSchema = z.enum(['local', 'google'], { error: MESSAGES.unknownProvider });

/** An e-mail address as accounts store it (trimmed, lower-cased). */
export const emailSchema = line({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

const password = line({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const signInQuerySchema = z.object({ provider: signInProviderSchema.default('local') });

/** Local sign-in; for the anonymous provider the body is ignored and may be empty. */
export const signInBodySchema = z.object({
  email: emailSchema,
  // Multi-line: a password set before the rule with a pasted tab still signs in.
  password: text({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
});

export const registerQuerySchema = z.object({ provider: registerProviderSchema.default('local') });

export const registerBodySchema = z.object({
  name: line({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
  email: emailSchema.refine((value) => !isDemoEmail(value), MESSAGES.emailReservedForDemo),
  password,
});

/** POST /api/auth/password/forgot: always 204, whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/**
 * A mailed link's token: its body field, the codes a refused token answers besides the message
 * (400 invalid, 409 used, 410 expired) and that answer's schema. Password reset and address
 * confirmation are the same kind of link with their own codes and texts.
 */
function mailedLink<const P extends string>(prefix: P, messages: { required: string; invalid: string }) {
  const errors = {
    invalid: `${prefix}TokenInvalid`,
    expired: `${prefix}TokenExpired`,
    used: `${prefix}TokenUsed`,
  } as const;
  return {
    errors,
    token: line({ error: messages.required }).min(1, messages.required).max(200, messages.invalid),
    errorSchema: z.object({
      status: z.number().int(),
      error: z.string(),
      message: z.string(),
      code: z.enum([errors.invalid, errors.expired, errors.used]),
    }),
  };
}

const resetLink = mailedLink('reset', {
  required: MESSAGES.resetTokenRequired,
  invalid: MESSAGES.resetTokenInvalid,
});
export const RESET_TOKEN_ERRORS = resetLink.errors;
export type ResetTokenError = (typeof RESET_TOKEN_ERRORS)[keyof typeof RESET_TOKEN_ERRORS];

/** POST /api/auth/password/reset: the token from the mailed link and the new password (registration's rules). */
export const resetPasswordBodySchema = z.object({ token: resetLink.token, password });
export const resetTokenErrorSchema = resetLink.errorSchema;

const verifyLink = mailedLink('verify', {
  required: MESSAGES.verifyTokenRequired,
  invalid: MESSAGES.verifyTokenInvalid,
});
export const VERIFY_TOKEN_ERRORS = verifyLink.errors;
export type VerifyTokenError = (typeof VERIFY_TOKEN_ERRORS)[keyof typeof VERIFY_TOKEN_ERRORS];

/** POST /api/auth/email/verify: the token from the mailed confirmation link. */
export const verifyEmailBodySchema = z.object({ token: verifyLink.token });
export const verifyTokenErrorSchema = verifyLink.errorSchema;

const secureLink = mailedLink('secure', {
  required: MESSAGES.secureTokenRequired,
  invalid: MESSAGES.secureTokenInvalid,
});
export const SECURE_TOKEN_ERRORS = secureLink.errors;
export type SecureTokenError = (typeof SECURE_TOKEN_ERRORS)[keyof typeof SECURE_TOKEN_ERRORS];

/**
 * POST /api/auth/secure-account: the token of an "it was not me" link (a new-device or an
 * address-change mail, ADR 0055): every session ends and a password reset link is mailed.
 */
export const secureAccountBodySchema = z.object({ token: secureLink.token });
export const secureTokenErrorSchema = secureLink.errorSchema;

const emailChangeLink = mailedLink('emailChange', {
  required: MESSAGES.emailChangeTokenRequired,
  invalid: MESSAGES.emailChangeTokenInvalid,
});
export const EMAIL_CHANGE_TOKEN_ERRORS = emailChangeLink.errors;
export type EmailChangeTokenError =
  (typeof EMAIL_CHANGE_TOKEN_ERRORS)[keyof typeof EMAIL_CHANGE_TOKEN_ERRORS];

/** POST /api/auth/email/change/confirm: the token of the link mailed to the new address (ADR 0055). */
export const confirmEmailChangeBodySchema = z.object({ token: emailChangeLink.token });
export const emailChangeTokenErrorSchema = emailChangeLink.errorSchema;

export const tokenResponseSchema = z.object({ token: z.string() });

/** Google registration is a browser redirect; the API tells the client where to go. */
export const redirectResponseSchema = z.object({ redirectUrl: z.string() });

export type SignInBody = z.infer<typeof signInBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export type SecureAccountBody = z.infer<typeof secureAccountBodySchema>;
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
