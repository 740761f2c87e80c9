import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DisputeRule } from '@gamelot/contract/disputes';
import type { OrderState } from '@gamelot/contract/orders';
import { chats, type MessageAttachment } from './chats.ts';
import { offers } from './offers.ts';
import { users } from './users.ts';

/**
 * A purchase (docs/product.md#orders). The amounts are fixed when it is paid: later price edits do not touch
 * them. Its money sits in the escrow account from payment until completion, cancellation or refund.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    /** The offer's name when bought: the order reads the same after the offer is renamed. */
    offerName: text('offer_name').notNull(),
    quantity: integer('quantity').notNull(),
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    commissionKopecks: bigint('commission_kopecks', { mode: 'number' }).notNull(),
    /** What went back to the buyer when a dispute was split; the commission is then the seller's part's. */
    refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<OrderState>().notNull().default('paid'),
    /** Delivered from the offer's stock of keys, at once, when paid. */
    autoDelivery: boolean('auto_delivery').notNull().default(false),
    deliveryMessage: text('delivery_message'),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The seller's time to deliver, in minutes, from the offer when paid (contract/src/delivery-time.ts);
     * null for orders delivered at payment (keys) and orders older than deadlines.
     */
    deliveryMinutes: integer('delivery_minutes'),
    /** When a paid order not delivered by then is cancelled and refunded (jobs/order-deadlines.ts). */
    deliverBy: timestamp('deliver_by', { withTimezone: true }),
    /** When the buyer chose to wait longer: once, moving deliver_by by the delivery time again. */
    deadlineExtendedAt: timestamp('deadline_extended_at', { withTimezone: true }),
    /** When the seller was warned that the deadline is near: once per deadline. */
    deadlineWarnedAt: timestamp('deadline_warned_at', { withTimezone: true }),
    /** The offer's warranty when paid, in days (ADR 0060): part of the terms the buyer confirmed. */
    warrantyDays: integer('warranty_days').notNull().default(0),
    /**
     * Set at completion when the order has a warranty: the seller's part is held in their
     * user_warranty account until then, and the buyer may open a dispute before it. Cleared when a
     * dispute takes the held money back into escrow.
     */
    warrantyEndsAt: timestamp('warranty_ends_at', { withTimezone: true }),
    /** When the warranty job paid the held money to the seller's wallet (once). */
    warrantyReleasedAt: timestamp('warranty_released_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'orders_amounts',
      sql`${t.totalKopecks} > 0 AND ${t.commissionKopecks} >= 0 AND ${t.commissionKopecks} <= ${t.totalKopecks}`,
    ),
    check(
      'orders_state',
      sql`${t.state} IN ('paid','delivered','completed','cancelled','refunded','disputed')`,
    ),
    check('orders_not_own', sql`${t.buyerId} <> ${t.sellerId}`),
    uniqueIndex('orders_buyer_key').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index('orders_offer_idx').on(t.offerId),
    // The order lists' search by the offer's name (docs/product.md#orders): ILIKE '%word%' by trigrams.
    index('orders_offer_name_trgm_idx').using('gin', sql`${t.offerName} gin_trgm_ops`),
    // The auto-complete sweep reads only delivered orders, oldest delivery first.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.state} = 'delivered'`),
    // The deadline sweeps read only paid orders, earliest deadline first.
    index('orders_paid_deliver_by_idx')
      .on(t.deliverBy)
      .where(sql`${t.state} = 'paid'`),
    // The warranty sweep reads only completed orders whose held money is still held.
    index('orders_warranty_due_idx')
      .on(t.warrantyEndsAt)
      .where(sql`${t.warrantyEndsAt} IS NOT NULL AND ${t.warrantyReleasedAt} IS NULL`),
  ],
);

/**
 * Keys and codes a seller stocks an offer with (docs/product.md#keys). The value is stored encrypted
 * (AES-256-GCM, server/src/modules/keys/crypto.ts); `fingerprint` is an HMAC of it, so repeats
 * are found without decrypting. A sold key points at its order.
 */
export const offerKeys = pgTable(
  'offer_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    /** base64url of iv (12 bytes) ‖ ciphertext ‖ auth tag (16 bytes). */
    secret: text('secret').notNull(),
    fingerprint: text('fingerprint').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_keys_offer_fingerprint_key').on(t.offerId, t.fingerprint),
    index('offer_keys_unsold_idx')
      .on(t.offerId, t.id)
      .where(sql`${t.orderId} IS NULL`),
    index('offer_keys_order_idx').on(t.orderId),
  ],
);

/**
 * A buyer's dispute over a paid or delivered order (docs/product.md#disputes): the order's money stays in escrow
 * until an administrator refunds the buyer, releases to the seller, or splits.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    outcome: text('outcome').$type<'refund' | 'release' | 'split'>(),
    buyerKopecks: bigint('buyer_kopecks', { mode: 'number' }),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When the seller must have answered with proof (ADR 0061); silence refunds the buyer then. */
    sellerAnswerBy: timestamp('seller_answer_by', { withTimezone: true }),
    /** The seller's first message in the dispute, written before sellerAnswerBy. */
    sellerAnsweredAt: timestamp('seller_answered_at', { withTimezone: true }),
    /** The rule the decision named (contract/src/disputes.ts); null for decisions before ADR 0061. */
    rule: text('rule').$type<DisputeRule>(),
  },
  (t) => [
    check('disputes_status', sql`${t.status} IN ('open','resolved')`),
    check('disputes_outcome', sql`${t.outcome} IS NULL OR ${t.outcome} IN ('refund','release','split')`),
    uniqueIndex('disputes_order_key').on(t.orderId),
    index('disputes_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
    // The deadline sweep's and the administrators' queue's order.
    index('disputes_answer_due_idx')
      .on(t.sellerAnswerBy, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every decision on a dispute (ADR 0061): its outcome, the rule it applied, the reason both sides
 * read, who decided (null: the system, when the seller did not answer in time) and when. The
 * public figures of time to a decision are read from here.
 */
export const disputeDecisions = pgTable(
  'dispute_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id),
    outcome: text('outcome').$type<'refund' | 'release' | 'split'>().notNull(),
    buyerKopecks: bigint('buyer_kopecks', { mode: 'number' }).notNull(),
    rule: text('rule').$type<DisputeRule>(),
    reason: text('reason').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('dispute_decisions_outcome', sql`${t.outcome} IN ('refund','release','split')`),
    index('dispute_decisions_dispute_idx').on(t.disputeId),
    index('dispute_decisions_decided_idx').on(t.decidedAt),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull().default(''),
    /** Image evidence, uploaded like chat attachments. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.id)],
);
