import { and, asc, count, eq, getTableColumns, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favoriteOffers, lots, offers, products, userProfiles, users } from '../../db/schema/index.ts';
import type { ProductAttributeLabels } from '../../db/schema/catalog.ts';
import { preparedPer } from '../../db/prepared.ts';
import { siteFigure } from '../figures/index.ts';
import { lockSellerRating, sellerRatingOf } from '../reviews/index.ts';

/** SQL for offers. Deleted offers (deleted_at set, ADR 0007) are invisible to every read here. */

// Every column but the search document and the facet keys, which only the database reads
// (ADR 0036, ADR 0035): parsing a facet array for every row read cost the server CPU for nothing.
const { searchVector: _searchVector, facets: _facets, ...readColumns } = getTableColumns(offers);
export const offerColumns = readColumns;
export type OfferRow = Omit<typeof offers.$inferSelect, 'searchVector' | 'facets'>;
// A list card leaves out the long description too: the offer page shows it, a card never does.
const { longDescription: _longDescription, ...cardOfferColumns } = readColumns;
export type OfferCardOfferRow = Omit<OfferRow, 'longDescription'>;
export type NewOffer = Omit<
  typeof offers.$inferInsert,
  | 'id'
  | 'sellerRating'
  | 'sellerReviewCount'
  | 'likeCount'
  | 'deletedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'searchVector'
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
    | 'deliveryMinutes'
    | 'warrantyDays'
  >
>;

/** An offer with what its response shows: lot (with pricing attributes) and product. */
export type OfferDetails = {
  offer: OfferRow;
  /** The lot's name in Russian and English: the presenter picks the request's (ADR 0066). */
  lot: { id: number; name: string; nameEn: string; attributes: typeof lots.$inferSelect.attributes };
  /** The product's attribute labels in every language: the presenter picks the offer's, in the request's. */
  product: { id: number; name: string; attributeLabels: ProductAttributeLabels };
};
export type OfferCardRow = Omit<OfferDetails, 'offer'> & {
  offer: OfferCardOfferRow;
  seller: { id: number; name: string; imageUrl: string | null };
};

const live = isNull(offers.deletedAt);

const detailsColumns = {
  offer: offerColumns,
  lot: { id: lots.id, name: lots.name, nameEn: lots.nameEn, attributes: lots.attributes },
  product: { id: products.id, name: products.name, attributeLabels: products.attributeLabels },
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
    .select(offerColumns)
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
  offer: cardOfferColumns,
  seller: { id: users.id, name: users.name, imageUrl: userProfiles.imageUrl },
};

/** Cards (offer, lot, product, seller) of the offers in `ids`, an int[] value or placeholder. */
export function cardsQuery(db: Db, ids: SQL | Placeholder) {
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

/** Blocks (reason) or unblocks (null) a live offer; unblocking puts it on sale again if it has stock. */
export async function setBlocked(db: Db, offerId: number, reason: string | null) {
  const [row] = await db
    .update(offers)
    .set(
      reason === null
        ? { blockedAt: null, blockedReason: null, active: sql`${offers.availability} > 0` }
        : { blockedAt: new Date(), blockedReason: reason, active: false },
    )
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)))
    .returning({ id: offers.id, userId: offers.userId, name: offers.name });
  return row;
}
