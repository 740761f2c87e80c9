/**
 * Reports and moderation decisions (docs/product.md#reports-and-moderation,
 * docs/decisions/0063-reports-and-moderation-history.md): the lists server and web agree on. Zod-free,
 * so the web imports the values.
 */

/** What can be reported. */
export const REPORT_TARGET_KINDS = ['offer', 'user', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** Why: the reporter picks one; the web shows each in the reader's language. */
export const REPORT_REASONS = [
  'scam',
  'fraud',
  'prohibited',
  'misleading',
  'spam',
  'abuse',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const HOUR_MS = 60 * 60_000;
/** How soon an administrator must decide a report: scams and fraud within 4 h, the rest within 24 h. */
export const REPORT_DEADLINE_MS: Record<ReportReason, number> = {
  scam: 4 * HOUR_MS,
  fraud: 4 * HOUR_MS,
  prohibited: 24 * HOUR_MS,
  misleading: 24 * HOUR_MS,
  spam: 24 * HOUR_MS,
  abuse: 24 * HOUR_MS,
  other: 24 * HOUR_MS,
};
/** How soon a second administrator must decide an appeal. */
export const APPEAL_DEADLINE_MS = 24 * HOUR_MS;

/** Reports one user may file per hour (counted from the stored reports, so every process agrees). */
export const REPORTS_PER_HOUR = 10;
export const REPORT_COMMENT_MAX = 2000;
export const REPORT_EVIDENCE_MAX = 5;
export const APPEAL_TEXT_MAX = 2000;

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the reporter is told: the administrator acted on it, or found nothing against the rules. */
export const REPORT_OUTCOMES = ['actionTaken', 'noViolation'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What an administrator does with a report: nothing, block the offer, or suspend its author. */
export const REPORT_ACTIONS = ['none', 'blockOffer', 'suspendUser'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The rules of the marketplace a decision cites (the web shows their titles). */
export const MODERATION_RULES = [
  'fraud',
  'prohibited_goods',
  'misleading_listing',
  'spam',
  'abuse',
  'account_security',
  'other',
] as const;
export type ModerationRule = (typeof MODERATION_RULES)[number];

/** Every kind of decision kept in the history. */
export const MODERATION_ACTIONS = [
  'offer_blocked',
  'offer_reinstated',
  'user_suspended',
  'user_reinstated',
  'hold',
  'report_outcome',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Decisions the affected user may appeal (once): the restrictions. */
export const APPEALABLE_ACTIONS: readonly ModerationAction[] = ['offer_blocked', 'user_suspended', 'hold'];

export const MODERATION_SUBJECT_KINDS = ['offer', 'user', 'report'] as const;
export type ModerationSubjectKind = (typeof MODERATION_SUBJECT_KINDS)[number];

/** An appeal waits (pending), then the decision stands (upheld) or is reversed (overturned). */
export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
