import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { NOTIFICATION_TYPES } from '../notifications.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { line } from './text.ts';

/** Outgoing mail as administrators read it (GET /api/admin/mail, docs/product.md#mail). */

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const adminMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Rendered from the template in the recipient's language. */
  subject: z.string(),
  text: z.string(),
  /** Extra headers it carries (List-Unsubscribe and List-Unsubscribe-Post on notification mail). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const adminMailPageSchema = pagedSchema(adminMailSchema);
export const adminMailQuerySchema = pageQuerySchema;

export type AdminMail = z.infer<typeof adminMailSchema>;
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;

/**
 * One-click unsubscribe (RFC 8058, docs/decisions/0056-notification-mail.md): the mailed link's
 * signed token names a user and a notification type; no session is needed.
 */
export const UNSUBSCRIBE_TOKEN_ERRORS = {
  required: 'unsubscribeTokenRequired',
  invalid: 'unsubscribeTokenInvalid',
} as const;

export const unsubscribeQuerySchema = z.object({
  token: line({ error: MESSAGES.unsubscribeTokenRequired })
    .min(1, MESSAGES.unsubscribeTokenRequired)
    .max(200, MESSAGES.unsubscribeTokenInvalid),
});

/**
 * What a mail client posts (form-encoded `List-Unsubscribe=One-Click`); the web page posts the
 * same as JSON.
 */
export const unsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: MESSAGES.invalidInput }),
});

/** What the link stops: a type's e-mail, and whether it is still on. */
export const unsubscribeStateSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const unsubscribeErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** UNSUBSCRIBE_TOKEN_ERRORS for a refused link; any other error's code otherwise (ADR 0064). */
  code: z.string().optional(),
});
