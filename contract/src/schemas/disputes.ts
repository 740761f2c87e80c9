import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DISPUTE_RULES, LOT_KINDS } from '../disputes.ts';
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
  /** The rule the decision names (contract/src/disputes.ts DISPUTE_RULES). */
  rule: z.enum(DISPUTE_RULES).nullable(),
  /** Decided by the system (the seller did not answer in time) rather than an administrator. */
  decidedBySystem: z.boolean(),
  /** The kind of lot sold, which sets the seller's time to answer. */
  lotKind: z.enum(LOT_KINDS),
  /** When the seller must have answered with proof; silence refunds the buyer then. */
  sellerAnswerBy: z.string().nullable(),
  /** The seller's first message in the dispute, if it came in time. */
  sellerAnsweredAt: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  messages: z.array(disputeMessageSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputePageSchema = pagedSchema(disputeSchema.omit({ messages: true }));

/** GET /api/disputes/stats: time from a dispute's opening to its decision, over the last `days`. */
export const disputeStatsSchema = z.object({
  days: z.number().int(),
  /** Decisions in the window. */
  cases: z.number().int(),
  /** Median and 90th percentile of the time to a decision, in seconds; null without cases. */
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});
export type DisputeStats = z.infer<typeof disputeStatsSchema>;
