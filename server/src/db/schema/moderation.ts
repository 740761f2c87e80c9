import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageAttachment } from './chats.ts';
import { users } from './users.ts';

/**
 * Reports and the history of moderation decisions, owned by the moderation module
 * (docs/decisions/0063-reports-and-moderation-history.md).
 */

/** A user's report of an offer, a user or a chat message, waiting for an administrator until `dueAt`. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'offer' | 'user' | 'message' (contract/src/moderation.ts). */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** Whose offer, account or message it is: the user a decision on it affects. */
    targetOwnerId: integer('target_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The offer's or user's name, or the message's text, as it was when reported. */
    targetLabel: text('target_label').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    /** Image evidence, uploaded like chat attachments. */
    evidence: jsonb('evidence').$type<MessageAttachment[]>().notNull().default([]),
    /** 'open' until an administrator decides it, then 'decided'. */
    status: text('status').notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'actionTaken' | 'noViolation', once decided. */
    outcome: text('outcome'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open report per reporter and target: a second is refused clearly.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.dueAt, t.id),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * Every moderation decision, kept: an offer blocked or reinstated, a user suspended or reinstated,
 * a hold, a report's outcome. Its user sees the rule, the reason, its start and end, and may appeal
 * a restriction once; a second administrator decides the appeal.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'offer' | 'user' | 'report'. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    affectedUserId: integer('affected_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contract/src/moderation.ts MODERATION_ACTIONS. */
    action: text('action').notNull(),
    rule: text('rule'),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When a restriction ended; null while it lasts. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null only for decisions taken before the history was kept (migration 0032). */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reportId: integer('report_id'),
    /** The appealed decision this one reversed. */
    appealOf: integer('appeal_of'),
    /** 'pending' | 'upheld' | 'overturned'; null while not appealed. */
    appealStatus: text('appeal_status'),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealDueAt: timestamp('appeal_due_at', { withTimezone: true }),
    appealDecidedBy: integer('appeal_decided_by').references(() => users.id, { onDelete: 'set null' }),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
    appealReason: text('appeal_reason'),
  },
  (t) => [
    index('moderation_decisions_user_idx').on(t.affectedUserId, t.startsAt.desc(), t.id.desc()),
    index('moderation_decisions_subject_idx').on(t.subjectKind, t.subjectId),
    index('moderation_decisions_appeals_idx').on(t.appealStatus, t.appealDueAt, t.id),
  ],
);
