import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './paging.ts';

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
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const adminMailPageSchema = pagedSchema(adminMailSchema);
export const adminMailQuerySchema = pageQuerySchema;

export type AdminMail = z.infer<typeof adminMailSchema>;
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;
