import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    title: text('title').notNull(),
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
