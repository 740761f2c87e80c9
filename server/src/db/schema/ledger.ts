import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The double-entry ledger (docs/ARCHITECTURE.md#money, ADR 0020). Accounts hold nothing themselves:
 * a balance is the sum of its entries. Entries are append-only (a trigger refuses UPDATE and
 * DELETE) and each transaction's entries sum to zero (a deferred constraint trigger checks it at
 * commit, migration 0005).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'user_wallet',
  'user_held',
  /** A seller's money of completed orders still under warranty (ADR 0060). */
  'user_warranty',
  'escrow',
  'platform_commission',
  'provider_clearing',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The owner of a user_wallet, user_held or user_warranty account; null for the platform's accounts. */
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_kind',
      sql`${t.kind} IN ('user_wallet','user_held','user_warranty','escrow','platform_commission','provider_clearing')`,
    ),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} IN ('user_wallet','user_held','user_warranty')) = (${t.userId} IS NOT NULL)`,
    ),
    uniqueIndex('ledger_accounts_kind_user_key').on(t.kind, sql`coalesce(${t.userId}, 0)`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /**
     * What this movement is, spelled so it can happen once: e.g. "order:12:release",
     * "payment:<id>:credit", "withdrawal:3:hold". A repeat of the same business event cannot
     * move money twice, whatever the caller does.
     */
    reference: text('reference').notNull(),
    /** The user whose request caused it; null for the system (timers, webhooks). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    orderId: integer('order_id'),
    paymentId: text('payment_id'),
    withdrawalId: integer('withdrawal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_key').on(t.reference),
    index('ledger_transactions_order_idx').on(t.orderId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed kopecks: positive credits the account, negative debits it. */
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_amount_nonzero', sql`${t.amountKopecks} <> 0`),
    // Balances are SUM(amount) by account; the amount in the index lets it answer alone.
    index('ledger_entries_account_idx').on(t.accountId, t.id, t.amountKopecks),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** A top-up: created by the user, paid on the provider's page, credited by the signed webhook. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** Random, unguessable: it is in the payment page's URL. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'declined'>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_intents_amount_positive', sql`${t.amountKopecks} > 0`),
    check('payment_intents_status', sql`${t.status} IN ('pending','succeeded','declined')`),
    uniqueIndex('payment_intents_user_key').on(t.userId, t.idempotencyKey),
  ],
);

/** Every provider event accepted once: a replayed webhook finds its event id here and does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => paymentIntents.id),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amountKopecks} > 0`),
    check('withdrawals_status', sql`${t.status} IN ('pending','approved','rejected')`),
    uniqueIndex('withdrawals_user_key').on(t.userId, t.idempotencyKey),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
