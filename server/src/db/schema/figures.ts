import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './chats.ts';
import { users } from './users.ts';

/**
 * The site's kept totals (docs/decisions/0037-kept-figures.md): active offers, live users and
 * completed orders, kept by statement-level triggers on their tables (migration 0018), so the home
 * page reads a handful of rows instead of counting a million. A figure is the sum of its slots:
 * each database session adds to the slot of its process id, so concurrent writers rarely wait on
 * one another's row lock. The reviews' count and rating sum (the store rating) are kept the same
 * way (migration 0031, docs/decisions/0062-true-trust-figures.md).
 */
export const siteFigures = pgTable(
  'site_figures',
  {
    name: text('name').$type<SiteFigure>().notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

export type SiteFigure =
  'offers_active' | 'users_live' | 'orders_completed' | 'reviews_count' | 'reviews_rating_sum';

/**
 * A seller's kept order and dispute figures (docs/decisions/0062-true-trust-figures.md), kept by
 * statement-level triggers on orders and disputes (migration 0031) as sums of per-row flags, so
 * concurrent writers commute. Read by primary key for the seller card and the profile.
 */
export const sellerFigures = pgTable('seller_figures', {
  sellerId: integer('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Every order (each was paid when it was placed). */
  ordersCount: integer('orders_count').notNull().default(0),
  /** Orders delivered, or cancelled undelivered after their deadline: the on-time cases. */
  deliveryCases: integer('delivery_cases').notNull().default(0),
  /** Of those, delivered by the deadline (or delivered with none). */
  onTimeCount: integer('on_time_count').notNull().default(0),
  completedCount: integer('completed_count').notNull().default(0),
  /** Cancelled, refunded, or partly refunded by a split. */
  refundedCount: integer('refunded_count').notNull().default(0),
  disputesDecided: integer('disputes_decided').notNull().default(0),
  /** Decided for the buyer: the outcome 'refund'. */
  disputesLost: integer('disputes_lost').notNull().default(0),
});

/**
 * Each chat's first question and the seller's first answer (docs/decisions/0062-true-trust-figures.md),
 * kept by a row trigger on messages (migration 0031). One row per chat with a participant's
 * message; `askedAt` is set only when the buyer (not the offer's seller) spoke first, `sellerId`
 * only for chats about an offer. The response rate and time read a seller's last 90 days of it.
 */
export const sellerResponses = pgTable(
  'seller_responses',
  {
    chatId: integer('chat_id')
      .primaryKey()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('seller_responses_seller_idx')
      .on(t.sellerId, t.askedAt)
      .where(sql`${t.askedAt} IS NOT NULL`),
  ],
);
