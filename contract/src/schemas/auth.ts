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

const email = line({ error: MESSAGES.emailRequired })
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
  email,
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
  email: email.refine((value) => !isDemoEmail(value), MESSAGES.emailReservedForDemo),
  password,
});

export const tokenResponseSchema = z.object({ token: z.string() });

/** Google registration is a browser redirect; the API tells the client where to go. */
export const redirectResponseSchema = z.object({ redirectUrl: z.string() });

export type SignInBody = z.infer<typeof signInBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;
