import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lots } from './catalog.ts';
import { users } from './users.ts';

/** PostgreSQL's full-text document type; drizzle has no column builder for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of an offer's texts for full-text search (ADR 0036): the 'russian' configuration stems
 * Cyrillic words with the Russian stemmer and ASCII words with the English one, so one document
 * serves both languages. Weights: name A, short description B, long description C.
 */
const searchDocument = sql`setweight(to_tsvector('russian'::regconfig, name), 'A')
  || setweight(to_tsvector('russian'::regconfig, short_description), 'B')
  || setweight(to_tsvector('russian'::regconfig, long_description), 'C')`;

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull(),
    longDescription: text('long_description').notNull(),
    /**
     * The seller's price, in kopecks before commission: per item (PER_ITEM) or per unit (PER_UNIT).
     * The one price every order is charged from (ADR 0031); the two below are derived from it and
     * the minimum quantity (contract/src/rules.ts offerPrices) and rewritten with either.
     */
    unitPriceKopecks: bigint('unit_price_kopecks', { mode: 'number' }).notNull(),
    /** What the smallest purchase costs the buyer, commission included, in kopecks. */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    /** The seller's base of the smallest purchase (unit price × minimum quantity), in kopecks. */
    originalPriceKopecks: bigint('original_price_kopecks', { mode: 'number' }).notNull(),
    availability: integer('availability').notNull().default(1),
    active: boolean('active').notNull().default(true),
    pictureUrl: text('picture_url'),
    attributes: jsonb('attributes').$type<Record<string, string | number>>().notNull().default({}),
    /**
     * The delivery time the seller states, in minutes (0: instant, keys from stock), within the
     * limits of the lot's kind (contract/src/delivery-time.ts); each order's deadline is set from it.
     */
    deliveryMinutes: integer('delivery_minutes').notNull().default(60),
    /**
     * The seller's average review rating (1–10, 0 without reviews) and review count, copied onto
     * every offer of the seller so the lot page sorts by rating from one index, without joining
     * reviews. Kept true by reviews/repository.ts (refreshSellerRating) in the transaction that
     * writes a review; offers/repository.ts copies it onto a new offer.
     */
    sellerRating: doublePrecision('seller_rating').notNull().default(0),
    sellerReviewCount: integer('seller_review_count').notNull().default(0),
    /**
     * How many users favourited the offer, for the home page's top-liked ranking without an
     * aggregate over all favourites. Kept by statement-level triggers on favorite_offers
     * (migration 0003), so every insert and delete, cascades and bulk loads included, counts.
     */
    likeCount: integer('like_count').notNull().default(0),
    /**
     * The Server attribute, the one attribute the lot page filters on (docs/product.md#screens), as a plain
     * column so a btree index answers the filter and its count from the index alone.
     */
    serverAttr: text('server_attr').generatedAlwaysAs(sql`(attributes ->> 'Server')`),
    /** The offer's texts as a search document (ADR 0036), kept by PostgreSQL on every write. */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(searchDocument),
    /**
     * What one unit costs the buyer, commission included, in kopecks (ADR 0035): the final price
     * of one item (PER_ITEM), or the final price of the smallest purchase over its minimum quantity
     * (PER_UNIT; that quantity is original / unit price), rounded half up. Price bands, price sorts
     * and offer_price_counts all use it.
     */
    buyerUnitKopecks: bigint('buyer_unit_kopecks', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`round(price_kopecks::numeric * unit_price_kopecks / original_price_kopecks)::bigint`,
      ),
    /**
     * The offer's string-valued attributes as hashes of (lot, key, value), and its numeric ones as
     * hashes of (lot, key, value's bucket) (SQL function offer_facets, migration 0016; ADR 0035),
     * so an attribute filter is `facets @> array[hash]` and a range `facets && array[buckets]`:
     * checked from the sort indexes alone, answered by the GIN index when narrow, counted per
     * lot and value in offer_facet_counts.
     */
    facets: bigint('facets', { mode: 'bigint' })
      .array()
      .notNull()
      .generatedAlwaysAs(sql`offer_facets(lot_id, attributes)`),
    /**
     * Set when the owner deletes the offer (ADR 0007): the row stays so chats, reviews and
     * later orders keep pointing at it, but every read treats it as gone.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when an administrator blocks the offer (docs/product.md#disputes): it leaves the market (inactive)
     * and its owner cannot put it back on sale; the row, its orders and reviews stay.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /**
     * Set while the seller is suspended (ADR 0032): the offer is off the market (inactive) and
     * this remembers whether it is to be on sale again when the seller is reinstated. Kept by
     * triggers on users and offers (migration 0012), whichever path changes either.
     */
    heldActive: boolean('held_active'),
    /**
     * The warranty the seller gives on an account, in days (contract/src/warranty.ts WARRANTY_DAYS;
     * ADR 0060): after an order completes, the seller's part stays held this long. 0 is none; only
     * an account lot's offer has more.
     */
    warrantyDays: integer('warranty_days').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'offers_price_positive',
      sql`${t.priceKopecks} > 0 AND ${t.originalPriceKopecks} > 0 AND ${t.unitPriceKopecks} > 0`,
    ),
    check('offers_availability_non_negative', sql`${t.availability} >= 0`),
    check('offers_deleted_inactive', sql`${t.deletedAt} IS NULL OR NOT ${t.active}`),
    check('offers_blocked_inactive', sql`${t.blockedAt} IS NULL OR NOT ${t.active}`),
    check('offers_held_inactive', sql`${t.heldActive} IS NULL OR NOT ${t.active}`),
    check('offers_warranty_days', sql`${t.warrantyDays} IN (0, 7, 14, 30)`),
    index('offers_user_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    // The lot page search (ADR 0006, 0035): one index per sort, all restricted to active offers.
    // The trailing columns (after the unique id they do not change the order) let a walk check the
    // price band and the attribute filters from the index alone, and a narrow price band sort its
    // offers by rating without reading the table.
    index('offers_lot_rating_idx')
      .on(t.lotId, t.sellerRating.desc(), t.createdAt.desc(), t.id.desc(), t.buyerUnitKopecks, t.facets)
      .where(sql`${t.active}`),
    index('offers_lot_price_idx')
      .on(t.lotId, t.buyerUnitKopecks, t.id, t.facets, t.sellerRating, t.createdAt)
      .where(sql`${t.active}`),
    index('offers_facets_idx')
      .using('gin', t.facets)
      .where(sql`${t.active}`),
    // Text search (ADR 0036): lot_id inside the GIN (btree_gin), so one lot's matches come from
    // one index; the top bar's search across lots uses the same index without the lot.
    index('offers_text_idx')
      .using('gin', t.lotId, t.searchVector)
      .where(sql`${t.active}`),
    // A seller's live active offers counted from the index alone (the offer page's "n offers"), not
    // by visiting each offer row (docs/decisions/0037-kept-figures.md): the predicate holds both
    // conditions the count asks, so the scan is index-only.
    index('offers_user_active_idx')
      .on(t.userId)
      .where(sql`${t.active} AND ${t.deletedAt} IS NULL`),
    index('offers_top_liked_idx')
      .on(t.likeCount.desc(), t.id.desc())
      .where(sql`${t.active} AND ${t.likeCount} > 0`),
  ],
);

export const favoriteOffers = pgTable(
  'favorite_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('favorite_offers_offer_idx').on(t.offerId),
    uniqueIndex('favorite_offers_user_offer_key').on(t.userId, t.offerId),
    index('favorite_offers_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * How many active offers each lot holds per Server value ('' for offers without one), so the lot
 * page's "Offers (n)" is a sum of a few rows, not a count over every offer of a busy lot (ADR 0010).
 * Kept by statement-level triggers on offers (migration 0005): every insert, update and delete.
 */
export const offerCounts = pgTable(
  'offer_counts',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    server: text('server').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.server] })],
);

/**
 * Active offers per lot and facet (a hash of lot, attribute and value, offers.facets): how many
 * offers an attribute filter matches, read instead of counted (ADR 0035). Kept by the triggers
 * that keep offer_counts (migration 0016); rows that fall to zero stay.
 */
export const offerFacetCounts = pgTable(
  'offer_facet_counts',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    facet: bigint('facet', { mode: 'bigint' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.facet] })],
);

/**
 * Active offers per lot and price bucket: the buyer's price per unit (kopecks, offers.buyer_unit_kopecks) cut to three significant digits, so
 * a bucket is 0.1–1% wide. A price-filtered total sums the buckets inside the band and counts only
 * the offers of the two partial buckets at its edges (ADR 0010). Same triggers as offer_counts.
 */
export const offerPriceCounts = pgTable(
  'offer_price_counts',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    bucket: bigint('bucket', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.bucket] })],
);

/**
 * Per lot, how many active offers hold each lexeme of their search_vector (ADR 0040): the text
 * search picks its path from these counts and a one-word search knows its total. Kept by
 * statement-level triggers on offers (migration 0019, which also gives `word` the "C" collation so
 * a prefix is a range of the key).
 */
export const offerLotWords = pgTable(
  'offer_lot_words',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.word] })],
);

/**
 * Every lexeme that ever appeared in an offer's texts (ADR 0036): the vocabulary a mistyped search
 * word is corrected against by trigram similarity. Kept by statement-level triggers on offers
 * (migration 0017); it only grows: a lexeme no offer holds any more just matches nothing.
 */
export const offerWords = pgTable('offer_words', { word: text('word').primaryKey() }, (t) => [
  index('offer_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
