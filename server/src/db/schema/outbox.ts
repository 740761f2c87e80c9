import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events written in the transaction of the action that caused them, handled after commit
 * by the processors registered for their type (server/src/events/, docs/decisions/0042-domain-events-and-outbox.md).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not handed to processors before this time: a failed attempt moves it forward (backoff). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Every processor of its type has handled it. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Given up after the last attempt; listed for an operator, never retried by itself. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.processedAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/** One row per (event, processor) that has handled it, written in the processor's own transaction. */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.processor] })],
);
