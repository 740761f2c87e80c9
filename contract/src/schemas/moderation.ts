import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  APPEAL_OUTCOMES,
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  MODERATION_ACTIONS,
  MODERATION_RULES,
  MODERATION_SUBJECT_KINDS,
  REPORT_ACTIONS,
  REPORT_COMMENT_MAX,
  REPORT_EVIDENCE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
} from '../moderation.ts';
import { textLength } from '../rules.ts';
import { reasonSchema } from './admin.ts';
import { attachmentInputSchema, attachmentSchema, idSchema } from './chats.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { text } from './text.ts';

/**
 * Reports, the administrators' queues and the history of moderation decisions with appeals
 * (docs/product.md#reports-and-moderation).
 */

export const createReportBodySchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
  comment: text()
    .trim()
    .refine((s) => textLength(s) <= REPORT_COMMENT_MAX, MESSAGES.reportCommentTooLong)
    .default(''),
  /** Image evidence, uploaded first through POST /api/media/upload/chats. */
  evidence: z
    .array(attachmentInputSchema)
    .max(REPORT_EVIDENCE_MAX, MESSAGES.messageTooManyAttachments)
    .default([]),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const reportSchema = z.object({
  id: z.number().int(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.number().int(),
  /** The offer's name, the user's name, or the message's text (as it was when reported). */
  targetLabel: z.string(),
  /** Whose offer, account or message it is. */
  targetOwner: person,
  reporter: person,
  reason: z.enum(REPORT_REASONS),
  comment: z.string(),
  evidence: z.array(attachmentSchema),
  status: z.enum(REPORT_STATUSES),
  dueAt: z.string(),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = pagedSchema(reportSchema);

export const reportQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
});

export const decideReportBodySchema = z
  .object({
    action: z.enum(REPORT_ACTIONS),
    /** The rule broken: required when the administrator acts. */
    rule: z.enum(MODERATION_RULES, { error: MESSAGES.moderationRuleRequired }).optional(),
    reason: reasonSchema,
  })
  .refine((b) => b.action === 'none' || b.rule !== undefined, {
    message: MESSAGES.moderationRuleRequired,
    path: ['rule'],
  });
export type DecideReportBody = z.infer<typeof decideReportBodySchema>;

export const appealSchema = z.object({
  status: z.enum(APPEAL_STATUSES),
  text: z.string(),
  appealedAt: z.string(),
  dueAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The second administrator's reason. */
  reason: z.string().nullable(),
});

export const moderationDecisionSchema = z.object({
  id: z.number().int(),
  subjectKind: z.enum(MODERATION_SUBJECT_KINDS),
  subjectId: z.number().int(),
  /** The offer's name or the user's name, as it was decided. */
  subjectLabel: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  rule: z.enum(MODERATION_RULES).nullable(),
  reason: z.string(),
  startsAt: z.string(),
  /** When the restriction ended (lifted or reversed); null while it lasts or for one-off decisions. */
  endsAt: z.string().nullable(),
  /** The decision this one answered (a reinstatement after an appeal), if any. */
  appealOf: z.number().int().nullable(),
  appeal: appealSchema.nullable(),
  /** Whether its user may appeal it now (once, a restriction still in force). */
  appealable: z.boolean(),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;
export const moderationDecisionListSchema = z.array(moderationDecisionSchema);

export const decisionIdParamsSchema = z.object({ id: idSchema });

export const appealBodySchema = z.object({
  text: text({ error: MESSAGES.appealTextRequired })
    .trim()
    .min(1, MESSAGES.appealTextRequired)
    .refine((s) => textLength(s) <= APPEAL_TEXT_MAX, MESSAGES.appealTextTooLong),
});

/** An appeal in the administrators' queue: the decision, whom it affects, who took it. */
export const adminAppealSchema = moderationDecisionSchema.extend({
  affectedUser: person,
  decidedBy: person,
  /** False for the administrator who took the decision: another must decide (policy/moderation.ts). */
  mayDecide: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const adminAppealPageSchema = pagedSchema(adminAppealSchema);
export const appealQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'decided']).default('pending'),
});

export const decideAppealBodySchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  reason: reasonSchema,
});
export type DecideAppealBody = z.infer<typeof decideAppealBodySchema>;

/** What the reporter sees of their reports: the outcome, never the other side's details. */
export const myReportSchema = reportSchema.omit({ reporter: true, evidence: true });
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = z.array(myReportSchema);
