import { and, asc, count, desc, eq, gte, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OfferSort } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import {
  favoriteOffers,
  lots,
  offerCounts,
  offerPriceCounts,
  offers,
  products,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import { preparedPer } from '../../db/prepared.ts';
import { siteFigure } from '../figures/repository.ts';
import { lockSellerRating, sellerRatingOf } from '../reviews/repository.ts';
import { bucketAtOrAbove, priceBucket } from './price-buckets.ts';

/** SQL for offers. Deleted offers (deleted_at set, ADR 0007) are invisible to every read here. */

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Omit<
  typeof offers.$inferInsert,
  'id' | 'sellerRating' | 'sellerReviewCount' | 'likeCount' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;
export type OfferUpdate = Partial<
  Pick<
    OfferRow,
    | 'name'
    | 'shortDescription'
    | 'longDescription'
    | 'unitPriceKopecks'
    | 'priceKopecks'
    | 'originalPriceKopecks'
    | 'availability'
    | 'active'
    | 'pictureUrl'
    | 'attributes'
  >
>;

/** An offer with what its response shows: lot (with pricing attributes) and product. */
export type OfferDetails = {
  offer: OfferRow;
  lot: { id: number; name: string; attributes: typeof lots.$inferSelect.attributes };
  product: { id: number; name: string };
};
export type OfferCardRow = OfferDetails & { seller: { id: number; name: string; imageUrl: string | null } };

const live = isNull(offers.deletedAt);

const detailsColumns = {
  offer: offers,
  lot: { id: lots.id, name: lots.name, attributes: lots.attributes },
  product: { id: products.id, name: products.name },
};

function selectDetails(db: Db) {
  return db
    .select(detailsColumns)
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(products, eq(products.id, lots.productId));
}

const offerById = preparedPer((db) =>
  selectDetails(db)
    .where(and(eq(offers.id, sql.placeholder('id')), live))
    .prepare('offer_by_id'),
);

export async function findOffer(db: Db, id: number): Promise<OfferDetails | undefined> {
  const [row] = await offerById(db).execute({ id });
  return row;
}

/** Locks the row for an update or a delete, so two edits of one offer apply one after the other. */
export async function findOfferForUpdate(db: Db, id: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, id), live))
    .for('update');
  return row;
}

export async function findOfferName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: offers.name })
    .from(offers)
    .where(and(eq(offers.id, id), live));
  return row?.name;
}

const cardColumns = {
  ...detailsColumns,
  seller: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
};

/** Cards (offer, lot, product, seller) of the offers in `ids`, an int[] value or placeholder. */
function cardsQuery(db: Db, ids: SQL | Placeholder) {
  return db
    .select(cardColumns)
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, offers.userId))
    .where(sql`${offers.id} = any(${ids})`);
}

const preparedCards = new WeakMap<Db, ReturnType<ReturnType<typeof cardsQuery>['prepare']>>();

/**
 * Cards for these ids, in the order of the ids (the order the search chose). One prepared
 * statement per process: primary-key lookups whatever the ids, so PostgreSQL may keep a generic
 * plan, and drizzle does not rebuild a five-table select on every page (ADR 0010).
 */
export async function findCards(db: Db, ids: number[]): Promise<OfferCardRow[]> {
  if (ids.length === 0) return [];
  let query = preparedCards.get(db);
  if (!query) preparedCards.set(db, (query = cardsQuery(db, sql.placeholder('ids')).prepare('offer_cards')));
  const rows = await query.execute({ ids });
  const byId = new Map(rows.map((r) => [r.offer.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Active offers: the kept total (docs/decisions/0037-kept-figures.md), not a count per visit. */
export async function countActive(db: Db): Promise<number> {
  return siteFigure(db, 'offers_active');
}

const activeCountByUser = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.userId, sql.placeholder('userId')), live, sql`${offers.active}`))
    .prepare('offer_active_count_by_user'),
);

export async function countByUser(db: Db, userId: number, activeOnly: boolean): Promise<number> {
  if (activeOnly) {
    const [row] = await activeCountByUser(db).execute({ userId });
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.userId, userId), live));
  return row?.n ?? 0;
}

export type SearchFilters = {
  lotId: number;
  priceMinKopecks: number | null;
  priceMaxKopecks: number | null;
  attributes: Record<string, string>;
  sort: OfferSort;
};

/**
 * The lot page search (ADR 0006, 0010): filters, order and page in SQL over active offers. Each
 * sort has its partial index, (lot_id, seller_rating, created_at, id) or (lot_id, price_kopecks,
 * id), so a page reads about `size` index entries; the id breaks ties so paging is stable. The
 * Server filter uses the generated server_attr column; other attributes compare attributes ->> key.
 * The ids are planned for their values every time (a price band's best plan depends on how much of
 * the lot it holds); the cards are one prepared statement; the total comes from the trigger-kept
 * counters (searchCountQuery).
 */
export async function searchCards(
  db: Db,
  f: SearchFilters,
  page: number,
  size: number,
): Promise<{ rows: OfferCardRow[]; total: number }> {
  const ids = (await searchQuery(db, f, page, size)).map((r) => r.id);
  const rows = await findCards(db, ids);
  // The first page that is not full already tells the total: skip the count.
  if (page === 0 && ids.length < size) return { rows, total: ids.length };
  const result = await db.execute(searchCountQuery(f));
  const [row] = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return { rows, total: Number(row?.n ?? 0) };
}

/** The statements searchCards issues, values inline (the benchmark EXPLAINs them). */
export async function searchPlanQueries(
  db: Db,
  f: SearchFilters,
  page: number,
  size: number,
): Promise<Record<string, SQL>> {
  const query = searchQuery(db, f, page, size);
  const ids = (await query).map((r) => r.id);
  return {
    page: query.getSQL(),
    cards: cardsQuery(db, sql`array[${sql.join(ids, sql`, `)}]::int[]`).getSQL(),
    total: searchCountQuery(f),
  };
}

/** The ids of one page of a search (exported so a test can EXPLAIN it). */
export function searchQuery(db: Db, f: SearchFilters, page: number, size: number) {
  return db
    .select({ id: offers.id })
    .from(offers)
    .where(and(...searchConditions(f)))
    .orderBy(...searchOrder(f.sort))
    .limit(size)
    .offset(page * size);
}

/**
 * How many offers match a search (ADR 0010), as one statement returning `n`. Without filters, or
 * with the Server filter alone, it sums the lot's rows of offer_counts. With a price band alone,
 * it sums the offer_price_counts buckets that lie inside the band and counts the offers of the
 * partial buckets at its two edges from offers_lot_price_idx. Anything else counts the offers.
 */
export function searchCountQuery(f: SearchFilters): SQL {
  const keys = Object.keys(f.attributes);
  const hasPrice = f.priceMinKopecks !== null || f.priceMaxKopecks !== null;
  if (!hasPrice && keys.every((k) => k === 'Server')) {
    const server = f.attributes.Server;
    return sql`select coalesce(sum(${offerCounts.n}), 0)::int as n from ${offerCounts}
      where ${and(eq(offerCounts.lotId, f.lotId), server === undefined ? undefined : eq(offerCounts.server, server))}`;
  }
  const min = f.priceMinKopecks ?? 0;
  const max = f.priceMaxKopecks;
  const lo = bucketAtOrAbove(min);
  const hi = max === null ? null : priceBucket(max + 1);
  if (keys.length > 0 || (hi !== null && lo >= hi)) {
    // Other attributes, Server with a price, or a band within two buckets: count the rows.
    return sql`select count(*)::int as n from ${offers} where ${and(...searchConditions(f))}`;
  }
  const inLot = and(eq(offers.lotId, f.lotId), sql`${offers.active}`);
  const buckets = and(
    eq(offerPriceCounts.lotId, f.lotId),
    gte(offerPriceCounts.bucket, lo),
    hi === null ? undefined : sql`${offerPriceCounts.bucket} < ${hi}`,
  );
  const below = sql`(select count(*) from ${offers} where ${and(inLot, gte(offers.priceKopecks, min), sql`${offers.priceKopecks} < ${lo}`)})`;
  const above =
    hi === null || max === null
      ? sql`0`
      : sql`(select count(*) from ${offers} where ${and(inLot, gte(offers.priceKopecks, hi), lte(offers.priceKopecks, max))})`;
  return sql`select ((select coalesce(sum(${offerPriceCounts.n}), 0) from ${offerPriceCounts} where ${buckets})
    + ${below} + ${above})::int as n`;
}

function searchConditions(f: SearchFilters): SQL[] {
  const conditions: SQL[] = [eq(offers.lotId, f.lotId), sql`${offers.active}`];
  if (f.priceMinKopecks !== null) conditions.push(gte(offers.priceKopecks, f.priceMinKopecks));
  if (f.priceMaxKopecks !== null) conditions.push(lte(offers.priceKopecks, f.priceMaxKopecks));
  for (const [key, value] of Object.entries(f.attributes)) {
    conditions.push(
      key === 'Server' ? eq(offers.serverAttr, value) : sql`${offers.attributes} ->> ${key} = ${value}`,
    );
  }
  return conditions;
}

/** Spelled to match the indexes exactly: drizzle builds them DESC NULLS LAST. */
function searchOrder(sort: OfferSort): SQL[] {
  if (sort === 'price_asc') return [asc(offers.priceKopecks), asc(offers.id)];
  if (sort === 'price_desc') return [desc(offers.priceKopecks), desc(offers.id)];
  return [
    sql`${offers.sellerRating} desc nulls last`,
    sql`${offers.createdAt} desc nulls last`,
    sql`${offers.id} desc nulls last`,
  ];
}

/** A user's offers, newest first by default (the profile and its stats lists). */
export async function listIdsByUser(
  db: Db,
  userId: number,
  page: number,
  size: number,
  newestFirst: boolean,
): Promise<{ ids: number[]; total: number }> {
  const where = and(eq(offers.userId, userId), live);
  const order = newestFirst
    ? [sql`${offers.createdAt} desc nulls last`, sql`${offers.id} desc nulls last`]
    : [asc(offers.createdAt), asc(offers.id)];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  const [row] = await db.select({ n: count() }).from(offers).where(where);
  return { ids: rows.map((r) => r.id), total: row?.n ?? 0 };
}

/**
 * Inserts an offer carrying its seller's current rating. The seller's rating lock makes this wait
 * for a review write in flight, whose refresh would otherwise miss the new row.
 */
export async function insertOffer(db: Db, values: NewOffer): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSellerRating(tx, values.userId);
    const rating = await sellerRatingOf(tx, values.userId);
    const [row] = await tx
      .insert(offers)
      .values({ ...values, sellerRating: rating.avgRating, sellerReviewCount: rating.reviewCount })
      .returning({ id: offers.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  });
}

export async function updateOffer(db: Db, id: number, set: OfferUpdate): Promise<void> {
  await db
    .update(offers)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(offers.id, id), live));
}

/**
 * Deletes an offer (ADR 0007): the row is kept, inactive and marked deleted, so chats, reviews
 * and orders that name it keep a valid reference; its favourites go, nobody can buy it any more.
 */
export async function softDeleteOffer(db: Db, id: number): Promise<void> {
  await db
    .update(offers)
    .set({ deletedAt: new Date(), active: false, updatedAt: new Date() })
    .where(and(eq(offers.id, id), live));
  await db.delete(favoriteOffers).where(eq(favoriteOffers.offerId, id));
}
