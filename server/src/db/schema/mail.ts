import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Outgoing e-mail (module `mail`, docs/decisions/0051-outgoing-mail.md): a row written in the
 * transaction of the action that owes the mail, sent after commit by the `mail.deliver` job.
 * Status: queued (waiting or between attempts), sending (claimed until `lease_until`), sent,
 * failed (gave up), kept (no SMTP configured: kept here for administrators to read).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    /** A template id of the mail module's catalogue (server/src/modules/mail/templates.ts). */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    language: text('language').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not tried before this time: a failed attempt moves it forward (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row whose sender died is tried again after this time. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The Message-ID the SMTP server accepted (made from the row id: the idempotency key). */
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What the mail is about, when one thing must never be mailed twice (a notification's id, a
     * digest's last message): a second request with the same key is ignored (ADR 0056).
     */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_messages_status', sql`${t.status} IN ('queued', 'sending', 'sent', 'failed', 'kept')`),
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    index('mail_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('mail_messages_dedupe_key').on(t.dedupeKey),
  ],
);

/** Password reset links (module `auth`): only the SHA-256 of the token is kept; used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that prove an address (ADR 0052): like a reset link, only the SHA-256 of the random token
 * is kept; valid 24 hours, used once; a new link (resend) or a proof uses up the older ones.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link proves that address only. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);
