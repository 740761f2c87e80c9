import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DISPUTE_MESSAGE_MAX, DISPUTE_OUTCOMES, DISPUTE_REASON_MAX, ORDER_STATES } from '../orders.ts';
import { MESSAGE_MAX_ATTACHMENTS, textLength } from '../rules.ts';
import { attachmentInputSchema, attachmentSchema } from './chats.ts';
import { pagedSchema } from './paging.ts';
import { text } from './text.ts';

/** Disputes over orders (docs/product.md#disputes): the buyer opens, both sides and administrators write. */

export const openDisputeBodySchema = z.object({
  reason: text({ error: MESSAGES.disputeReasonRequired })
    .trim()
    .min(1, MESSAGES.disputeReasonRequired)
    .refine((s) => textLength(s) <= DISPUTE_REASON_MAX, MESSAGES.disputeReasonTooLong),
});

export const disputeMessageBodySchema = z
  .object({
    content: text()
      .trim()
      .refine((s) => textLength(s) <= DISPUTE_MESSAGE_MAX, MESSAGES.disputeMessageTooLong)
      .default(''),
    /** Image evidence, uploaded first through POST /api/media/upload/chats. */
    attachments: z
      .array(attachmentInputSchema)
      .max(MESSAGE_MAX_ATTACHMENTS, MESSAGES.messageTooManyAttachments)
      .default([]),
  })
  .refine((m) => m.content.length > 0 || m.attachments.length > 0, {
    message: MESSAGES.disputeMessageEmpty,
    path: ['content'],
  });

export const disputeMessageSchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string(), role: z.enum(['buyer', 'seller', 'admin']) }),
  content: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});

export const disputeSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderState: z.enum(ORDER_STATES),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  /** Roubles the buyer paid, held in escrow while the dispute is open. */
  total: z.number(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** Roubles returned to the buyer by the resolution. */
  buyerAmount: z.number().nullable(),
  /** The administrator's reason, which both sides see. */
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  messages: z.array(disputeMessageSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputePageSchema = pagedSchema(disputeSchema.omit({ messages: true }));
