import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ACCOUNT_DELETE_CONFIRMATION, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules.ts';
import { MUTABLE_NOTIFICATION_TYPES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../notifications.ts';
import { line, text } from './text.ts';
import { emailSchema } from './auth.ts';

/**
 * The settings page's server half (docs/product.md#settings). The theme lives in the browser only; the
 * language too, with a copy on the account so mails reach the owner in it (PUT /api/settings/language).
 * Calls that end other sessions answer a fresh token for this device: {token}.
 */

export const changePasswordBodySchema = z.object({
  // Multi-line, as at sign-in: a password set before the rule with a pasted tab still works.
  currentPassword: text({ error: MESSAGES.currentPasswordRequired })
    .min(1, MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong),
  newPassword: line({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export {
  MUTABLE_NOTIFICATION_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type MutableNotificationType,
  type NotificationChannel,
  type NotificationEventType,
} from '../notifications.ts';

const mutedEventsSchema = z
  .array(z.enum(MUTABLE_NOTIFICATION_TYPES, { error: MESSAGES.notificationTypeUnknown }))
  .max(MUTABLE_NOTIFICATION_TYPES.length * 2);
const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: MESSAGES.notificationTypeUnknown });
const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  error: MESSAGES.notificationChannelUnknown,
});

/**
 * GET and PATCH /api/settings/notifications answer: the muted types (no notification at all) and,
 * for every type, whether it also comes by e-mail (docs/decisions/0056-notification-mail.md).
 */
export const notificationSettingsSchema = z.object({
  mutedEvents: mutedEventsSchema,
  email: z.record(notificationTypeSchema, notificationChannelSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PATCH /api/settings/notifications: `mutedEvents` replaces the whole list; `email` changes the
 * types it names and leaves the others. Either may be left out (older clients send only the list).
 */
export const notificationSettingsBodySchema = z.object({
  mutedEvents: mutedEventsSchema.optional(),
  email: z.partialRecord(notificationTypeSchema, notificationChannelSchema).optional(),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

/** DELETE /api/settings/account: the user types the phrase to show they mean it (spaces around it aside). */
export const deleteAccountBodySchema = z.object({
  confirmation: line({ error: MESSAGES.accountDeleteConfirmation })
    .trim()
    .pipe(
      z.enum([ACCOUNT_DELETE_CONFIRMATION.ru, ACCOUNT_DELETE_CONFIRMATION.en], {
        error: MESSAGES.accountDeleteConfirmation,
      }),
    ),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The interface languages; 'ru' is the default. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, { error: MESSAGES.languageUnknown });
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/**
 * POST /api/settings/email: a link to the new address confirms it; the old address is told at
 * once (docs/decisions/0055-sessions-and-account-security.md).
 */
export const changeEmailBodySchema = z.object({ email: emailSchema });
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;
