import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
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

export async function findOffer(db: Db, id: number): Promise<OfferDetails | undefined> {
  const [row] = await selectDetails(db).where(and(eq(offers.id, id), live));
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

/** Cards for these ids, in the order of the ids (the order the search chose). */
export async function findCards(db: Db, ids: number[]): Promise<OfferCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, offers.userId))
    .where(inArray(offers.id, ids));
  const byId = new Map(rows.map((r) => [r.offer.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countActive(db: Db): Promise<number> {
  // `active` as a bare column (not `= $1`) so the planner can use the partial indexes.
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(sql`${offers.active}`);
  return row?.n ?? 0;
}

export async function countByUser(db: Db, userId: number, activeOnly: boolean): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.userId, userId), live, activeOnly ? sql`${offers.active}` : undefined));
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
 * The page comes with its cards in one statement, prepared once per filter shape, and the total
 * from the trigger-kept counters (searchCountQuery).
 */
export async function searchCards(
  db: Db,
  f: SearchFilters,
  page: number,
  size: number,
): Promise<{ rows: OfferCardRow[]; total: number }> {
  const rows = await preparedSearchPage(db, f).execute(searchParams(f, page, size));
  // The first page that is not full already tells the total: skip the count.
  if (page === 0 && rows.length < size) return { rows, total: rows.length };
  const result = await db.execute(searchCountQuery(f));
  const [row] = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return { rows, total: Number(row?.n ?? 0) };
}

/** Binds a search value: a placeholder in a prepared statement, the value itself otherwise. */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const placeholder: Bind = (name) => sql.placeholder(name);
const inline: Bind = (_name, value) => value;

/** The values of a search's placeholders, named as searchConditions names them. */
function searchParams(f: SearchFilters, page: number, size: number): Record<string, unknown> {
  const params: Record<string, unknown> = {
    lotId: f.lotId,
    priceMin: f.priceMinKopecks,
    priceMax: f.priceMaxKopecks,
    limit: size,
    offset: page * size,
  };
  Object.entries(f.attributes).forEach(([key, value], i) => {
    if (key === 'Server') params.server = value;
    else Object.assign(params, { [`key${i}`]: key, [`value${i}`]: value });
  });
  return params;
}

const preparedByDb = new WeakMap<
  Db,
  Map<string, ReturnType<ReturnType<typeof searchPageQuery>['prepare']>>
>();

/**
 * The page statement for this filter shape (sort, which bounds, which attributes), prepared once
 * per process: building a statement of this size costs more than running it.
 */
function preparedSearchPage(db: Db, f: SearchFilters) {
  const attributeKeys = Object.keys(f.attributes).map((k, i) => (k === 'Server' ? 'S' : `a${i}`));
  const shape = [
    f.sort,
    f.priceMinKopecks === null ? '' : 'min',
    f.priceMaxKopecks === null ? '' : 'max',
    ...attributeKeys,
  ].join('_');
  let cache = preparedByDb.get(db);
  if (!cache) preparedByDb.set(db, (cache = new Map()));
  let query = cache.get(shape);
  if (!query) {
    query = searchPageQuery(db, f, placeholder).prepare(`offer_search_${shape}`);
    cache.set(shape, query);
  }
  return query;
}

/** One page of a search with its cards, in the search's order: the page's ids, then the joins. */
function searchPageQuery(db: Db, f: SearchFilters, bind: Bind, page = 0, size = 0) {
  const ids = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(...searchConditions(f, bind)))
    .orderBy(...searchOrder(f.sort))
    .limit(bind('limit', size))
    .offset(bind('offset', page * size))
    .as('page');
  return db
    .select(cardColumns)
    .from(ids)
    .innerJoin(offers, eq(offers.id, ids.id))
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, offers.userId))
    .orderBy(...searchOrder(f.sort));
}

/** The ids of one page of a search, values inline (a test EXPLAINs it). */
export function searchQuery(db: Db, f: SearchFilters, page: number, size: number) {
  return db
    .select({ id: offers.id })
    .from(offers)
    .where(and(...searchConditions(f, inline)))
    .orderBy(...searchOrder(f.sort))
    .limit(size)
    .offset(page * size);
}

/** The statements searchCards issues, values inline (the benchmark EXPLAINs them). */
export function searchPlanQueries(db: Db, f: SearchFilters, page: number, size: number): Record<string, SQL> {
  return { page: searchPageQuery(db, f, inline, page, size).getSQL(), total: searchCountQuery(f) };
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

function searchConditions(f: SearchFilters, bind: Bind = inline): SQL[] {
  const conditions: SQL[] = [eq(offers.lotId, bind('lotId', f.lotId)), sql`${offers.active}`];
  if (f.priceMinKopecks !== null)
    conditions.push(gte(offers.priceKopecks, bind('priceMin', f.priceMinKopecks)));
  if (f.priceMaxKopecks !== null)
    conditions.push(lte(offers.priceKopecks, bind('priceMax', f.priceMaxKopecks)));
  Object.entries(f.attributes).forEach(([key, value], i) => {
    conditions.push(
      key === 'Server'
        ? eq(offers.serverAttr, bind('server', value))
        : sql`${offers.attributes} ->> ${bind(`key${i}`, key)} = ${bind(`value${i}`, value)}`,
    );
  });
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
