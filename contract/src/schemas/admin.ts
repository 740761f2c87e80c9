import { z } from 'zod';
import { DISPUTE_RULES } from '../disputes.ts';
import { MESSAGES } from '../messages.ts';
import { MODERATION_RULES } from '../moderation.ts';
import { ADMIN_REASON_MAX, DISPUTE_OUTCOMES } from '../orders.ts';
import { hasWholeKopecks, textLength } from '../rules.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { WITHDRAWAL_STATUSES, withdrawalSchema } from './wallet.ts';
import { line, text } from './text.ts';

/** Administration (docs/product.md#disputes): every decision carries a reason the affected user sees. */

export const reasonSchema = text({ error: MESSAGES.adminReasonRequired })
  .trim()
  .min(1, MESSAGES.adminReasonRequired)
  .refine((s) => textLength(s) <= ADMIN_REASON_MAX, MESSAGES.adminReasonTooLong);

export const reasonBodySchema = z.object({ reason: reasonSchema });

/** Blocking, suspending and lifting either: the reason, and the rule broken (ADR 0063). */
export const moderationReasonBodySchema = reasonBodySchema.extend({
  rule: z.enum(MODERATION_RULES).optional(),
});

export const resolveDisputeBodySchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    /** Split only: roubles back to the buyer; the rest goes to the seller less its commission. */
    buyerAmount: z
      .number({ error: MESSAGES.disputeSplitAmount })
      .positive(MESSAGES.disputeSplitAmount)
      .refine(hasWholeKopecks, MESSAGES.amountInvalid)
      .optional(),
    /** The rule the decision applies (contract/src/disputes.ts). */
    rule: z.enum(DISPUTE_RULES, { error: MESSAGES.disputeRuleRequired }),
    reason: reasonSchema,
  })
  .refine((b) => b.outcome !== 'split' || b.buyerAmount !== undefined, {
    message: MESSAGES.disputeSplitAmount,
    path: ['buyerAmount'],
  });

export const disputeListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'resolved']).default('open'),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export const adminWithdrawalPageSchema = pagedSchema(adminWithdrawalSchema);
export const withdrawalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  createdAt: z.string(),
});
export const adminUserPageSchema = pagedSchema(adminUserSchema);
export const adminUserQuerySchema = pageQuerySchema.extend({
  /** Part of a name or e-mail. */
  query: line().trim().max(100).optional(),
  suspended: z.enum(['true', 'false']).optional(),
});

export const adminOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.number().int(),
  sellerName: z.string(),
  active: z.boolean(),
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  availability: z.number().int(),
  price: z.number(),
  createdAt: z.string(),
});
export const adminOfferPageSchema = pagedSchema(adminOfferSchema);
export const adminOfferQuerySchema = pageQuerySchema.extend({
  query: line().trim().max(100).optional(),
  blocked: z.enum(['true', 'false']).optional(),
});

/** A timed job's run that failed after its last retry (server/src/jobs/). */
export const adminFailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  retryCount: z.number().int(),
  createdOn: z.string(),
  failedOn: z.string().nullable(),
  error: z.unknown(),
});

/** A domain event set aside after its last attempt (server/src/events/outbox.ts). */
export const adminFailedEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});

export const adminFailedWorkSchema = z.object({
  jobs: z.array(adminFailedJobSchema),
  events: z.array(adminFailedEventSchema),
});

export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminOffer = z.infer<typeof adminOfferSchema>;
