import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { offers, reviews, sellerRatings, userProfiles, users } from '../../db/schema/index.ts';

/**
 * SQL for reviews, and the one place that keeps offers.seller_rating / seller_review_count true
 * (ADR 0006). Every review write goes through createReview / deleteReview (or calls
 * refreshSellerRating in its own transaction) so the lot page's rating sort never goes stale.
 */

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithPeople = {
  review: ReviewRow;
  buyer: { id: number; name: string; imageUrl: string | null };
  offer: { id: number; name: string; deletedAt: Date | null } | null;
};
export type SellerRating = { avgRating: number; reviewCount: number };

/** Namespace of the advisory locks that serialise rating writes per seller. */
const SELLER_RATING_LOCK = 4_201;

/**
 * Serialises, per seller, the writes that read or set the denormalised rating: a review write and
 * its refresh, and an offer insert that copies the rating. Held until the transaction ends.
 */
export async function lockSellerRating(db: Db, sellerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SELLER_RATING_LOCK}, ${sellerId})`);
}

/** Average (1–10, two decimals, 0 without reviews) and count of a seller's reviews. */
export async function sellerRatingOf(db: Db, sellerId: number): Promise<SellerRating> {
  const [row] = await db
    .select({
      avg: sql<string | null>`round(avg(${reviews.rating}), 2)`,
      n: count(),
    })
    .from(reviews)
    .where(eq(reviews.sellerId, sellerId));
  return { avgRating: row?.avg == null ? 0 : Number(row.avg), reviewCount: row?.n ?? 0 };
}

/** Copies the seller's rating onto all their offers. Call inside the transaction that wrote reviews. */
export async function refreshSellerRating(db: Db, sellerId: number): Promise<SellerRating> {
  await lockSellerRating(db, sellerId);
  const rating = await sellerRatingOf(db, sellerId);
  await db
    .update(offers)
    .set({ sellerRating: rating.avgRating, sellerReviewCount: rating.reviewCount })
    .where(eq(offers.userId, sellerId));
  return rating;
}

/**
 * Recomputes every seller's rating in one statement. For bulk loads that insert reviews directly
 * (the demo seed, imports): call once after loading.
 */
export async function refreshAllSellerRatings(db: Db): Promise<void> {
  await db.execute(sql`
    update ${offers} as o
    set seller_rating = coalesce(s.avg_rating, 0), seller_review_count = coalesce(s.review_count, 0)
    from (select distinct ${offers.userId} as user_id from ${offers}) as u
    left join (
      select ${reviews.sellerId} as seller_id, round(avg(${reviews.rating}), 2)::float8 as avg_rating,
             count(*)::int as review_count
      from ${reviews} group by ${reviews.sellerId}
    ) as s on s.seller_id = u.user_id
    where o.user_id = u.user_id
      and (o.seller_rating, o.seller_review_count) is distinct from (coalesce(s.avg_rating, 0), coalesce(s.review_count, 0))
  `);
}

export type NewReview = {
  buyerId: number;
  sellerId: number;
  offerId: number | null;
  offerName: string;
  rating: number;
  comment?: string;
};

/** Writes a review and refreshes its seller's rating in one transaction. */
export async function createReview(db: Db, input: NewReview): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(reviews).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    await refreshSellerRating(tx, input.sellerId);
    return row;
  });
}

/** Removes a review (moderation) and refreshes its seller's rating in one transaction. */
export async function deleteReview(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ sellerId: reviews.sellerId });
    if (!row) return false;
    await refreshSellerRating(tx, row.sellerId);
    return true;
  });
}

/** An offer's reviews, newest first, with buyer and offer for display. */
const byOffer = preparedPer((db) =>
  db
    .select({
      review: reviews,
      buyer: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
      offer: { id: offers.id, name: offers.name, deletedAt: offers.deletedAt },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reviews.buyerId))
    .leftJoin(offers, eq(offers.id, reviews.offerId))
    .where(eq(reviews.offerId, sql.placeholder('offerId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .prepare('reviews_by_offer'),
);

export async function listByOffer(db: Db, offerId: number, limit: number): Promise<ReviewWithPeople[]> {
  return byOffer(db).execute({ offerId, limit });
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row !== undefined;
}

const liveOfferById = preparedPer((db) =>
  db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, sql.placeholder('id')), isNull(offers.deletedAt)))
    .prepare('review_live_offer'),
);

export async function liveOfferExists(db: Db, id: number): Promise<boolean> {
  const [row] = await liveOfferById(db).execute({ id });
  return row !== undefined;
}

const keptRating = preparedPer((db) =>
  db
    .select({ id: users.id, reviewCount: sellerRatings.reviewCount, avgRating: sellerRatings.avgRating })
    .from(users)
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('seller_kept_rating'),
);

/**
 * A live seller's rating from the kept per-seller figures (seller_ratings, migration 0018): one
 * primary-key read, no aggregate. Undefined when the account does not exist or is deleted.
 */
export async function keptSellerRating(db: Db, sellerId: number): Promise<SellerRating | undefined> {
  const [row] = await keptRating(db).execute({ id: sellerId });
  if (!row) return undefined;
  const reviewCount = row.reviewCount ?? 0;
  return { avgRating: reviewCount > 0 ? (row.avgRating ?? 0) : 0, reviewCount };
}

/** One review with buyer and offer for display. */
export async function findWithPeople(db: Db, id: number): Promise<ReviewWithPeople | undefined> {
  const [row] = await db
    .select({
      review: reviews,
      buyer: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
      offer: { id: offers.id, name: offers.name, deletedAt: offers.deletedAt },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reviews.buyerId))
    .leftJoin(offers, eq(offers.id, reviews.offerId))
    .where(eq(reviews.id, id));
  return row;
}

/** The review of an order, if written; none twice: the order id is unique among reviews. */
export async function insertOrderReview(
  db: Db,
  input: NewReview & { orderId: number },
): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockByOrder(db: Db, orderId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId)).for('update');
  return row;
}

export async function setReply(db: Db, id: number, reply: string): Promise<void> {
  await db.update(reviews).set({ sellerReply: reply, sellerRepliedAt: new Date() }).where(eq(reviews.id, id));
}

/** A seller's reviews, newest first by default (reviews_seller_idx), with buyer and offer. */
export async function pageReviewsBySeller(
  db: Db,
  sellerId: number,
  opts: { page: number; size: number; newestFirst: boolean },
): Promise<{ rows: ReviewWithPeople[]; total: number }> {
  const dir = opts.newestFirst ? desc : asc;
  const rows = await db
    .select({
      review: reviews,
      buyer: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
      offer: { id: offers.id, name: offers.name, deletedAt: offers.deletedAt },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .leftJoin(userProfiles, eq(userProfiles.userId, reviews.buyerId))
    .leftJoin(offers, eq(offers.id, reviews.offerId))
    .where(eq(reviews.sellerId, sellerId))
    .orderBy(dir(reviews.createdAt), dir(reviews.id))
    .limit(opts.size)
    .offset(opts.page * opts.size);
  const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.sellerId, sellerId));
  return { rows, total: total?.n ?? 0 };
}
