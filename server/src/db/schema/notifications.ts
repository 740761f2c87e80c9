import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoticeParams } from '@gamelot/contract/notices';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /**
     * The notice's kind and parameters, written in the reader's language when read (ADR 0065).
     * Null on rows stored before: those show title and content, which new rows leave empty.
     */
    kind: text('kind'),
    params: jsonb('params').$type<NoticeParams>(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    url: text('url'),
    /** 'UNREAD' until marked; 'READ' is final (docs/product.md#states). */
    status: text('status').notNull().default('UNREAD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count reads only unread rows.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'UNREAD'`),
    // At most one unread chat notification per chat and user: a new message refreshes it.
    uniqueIndex('notifications_unread_chat_key')
      .on(t.userId, t.url)
      .where(sql`${t.status} = 'UNREAD' AND ${t.eventType} = 'chat_message'`),
  ],
);

/**
 * A user's choice of e-mail for one notification type (docs/decisions/0056-notification-mail.md):
 * a row only where the user chose; a missing row means the type's default
 * (contract/src/notifications.ts NOTIFICATION_EMAIL_DEFAULTS).
 */
export const notificationEmailChoices = pgTable(
  'notification_email_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);

/**
 * The chat digest's mark per user (ADR 0056): the newest message a digest mail told them about.
 * Messages up to it are never mailed again; newer ones may make a later digest.
 */
export const chatDigestMarks = pgTable('chat_digest_marks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailedThroughMessageId: integer('mailed_through_message_id').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
});
