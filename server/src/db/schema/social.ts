import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { offers } from './offers.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const follows = pgTable(
  'follows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_pair_key').on(t.followerId, t.followedId),
    index('follows_followed_idx').on(t.followedId, t.createdAt.desc()),
    // getFollowing lists whom a user follows, newest first; the pair key alone would need a sort.
    index('follows_follower_idx').on(t.followerId, t.createdAt.desc()),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * Ratings are stored 1–10 (docs/ARCHITECTURE.md#ratings). sellerId is kept on the review so a
 * review outlives its offer: deleting an offer nulls offerId, the seller's stats stay true.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /**
     * The completed order the review is about (docs/product.md#reviews): one review per order. Null only for
     * reviews loaded directly (the demo seed).
     */
    orderId: integer('order_id').references(() => orders.id),
    /** The offer's name when reviewed, shown once the offer itself is gone. */
    offerName: text('offer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    sellerReply: text('seller_reply'),
    sellerRepliedAt: timestamp('seller_replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 10`),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('reviews_offer_idx').on(t.offerId, t.createdAt.desc()),
    uniqueIndex('reviews_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * Every seller's review count and rating sum, kept by statement-level triggers on reviews
 * (migration 0018, docs/decisions/0037-kept-figures.md): the average is derived in the row, so the
 * home page's top sellers come from one index in rank order instead of an aggregate over every
 * review. Adding and subtracting commute, so concurrent review writes never lose one another.
 */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    sellerId: integer('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull(),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull(),
    /** round(avg(rating), 2): the same figure as sellerRatingOf in reviews/repository.ts. */
    avgRating: doublePrecision('avg_rating').generatedAlwaysAs(
      sql`round(rating_sum::numeric / nullif(review_count, 0), 2)::double precision`,
    ),
  },
  (t) => [
    index('seller_ratings_rank_idx')
      .on(t.avgRating.desc(), t.reviewCount.desc(), t.sellerId)
      .where(sql`${t.reviewCount} > 0`),
  ],
);
