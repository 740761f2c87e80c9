import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The calls that take an idempotency key (ADR 0033). */
export const IDEMPOTENT_OPERATIONS = ['order', 'top_up', 'withdrawal'] as const;
export type IdempotentOperation = (typeof IDEMPOTENT_OPERATIONS)[number];

/**
 * Every idempotency key a user has sent, claimed by the first statement of the transaction that
 * acts on it (ADR 0033): a second request with the key waits on this row until the first commits,
 * then finds what it asked for. One key per user across operations, as payment APIs scope them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    operation: text('operation').$type<IdempotentOperation>().notNull(),
    /**
     * SHA-256 of the operation and the request without its key (modules/idempotency/service.ts);
     * null for keys used before fingerprints were kept, which match any request of their operation.
     */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotency_keys_operation', sql`${t.operation} IN ('order','top_up','withdrawal')`),
  ],
);
