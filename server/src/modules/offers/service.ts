import { sql } from 'drizzle-orm';
import { DELIVERY_LIMITS, deliveryKindOf, deliveryTimeAllowed } from '@gamelot/contract/delivery-time';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { checkOfferRules } from '@gamelot/contract/offer-rules';
import { kopecksToRoubles, offerPrices, resolveOfferSort, roublesToKopecks } from '@gamelot/contract/rules';
import type {
  Offer,
  OfferAttributes,
  OfferCard,
  OfferFindResult,
  OfferSearchCard,
  OfferSearchPage,
  OfferWithProduct,
  createOfferBodySchema,
  offerSearchBodySchema,
  updateOfferBodySchema,
} from '@gamelot/contract/schemas/offers';
import type { z } from 'zod';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, fieldErrorsOfTexts } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  findLot,
  findLotWithFullProduct,
  findProductRow,
  attributeLabelsIn,
  inLanguage,
  lotAttributes,
} from '../catalog/index.ts';
import { hasKeys } from '../keys/index.ts';
import { isAccountLot } from '@gamelot/contract/warranty';
import { toOffer, toOfferCards } from './presenter.ts';
import * as repo from './repository.ts';
import * as searchRepo from './search-repository.ts';
import type { SortKey } from './search-repository.ts';
import { findTextIds } from './text-repository.ts';
import {
  NOTHING,
  highlightsOf,
  textCondition,
  textQuery,
  textRank,
  textSearch,
  type TextWords,
} from './text-search.ts';

type CreateBody = z.output<typeof createOfferBodySchema>;
type UpdateBody = z.output<typeof updateOfferBodySchema>;
type SearchBody = z.output<typeof offerSearchBodySchema>;

export async function getOffer(db: Db, id: number, lang: Language): Promise<Offer> {
  const row = await repo.findOffer(db, id);
  if (!row) throw notFound('offerNotFound');
  return toOffer(row, lang);
}

export async function getOfferWithProduct(db: Db, id: number, lang: Language): Promise<OfferWithProduct> {
  const row = await repo.findOffer(db, id);
  if (!row) throw notFound('offerNotFound');
  const product = await findProductRow(db, row.product.id);
  if (!product) throw notFound('productNotFound');
  const { id: pid, name, imageUrl, attributes } = product;
  const description = inLanguage(lang, product.description, product.descriptionEn);
  const attributeLabels = attributeLabelsIn(lang, product.attributeLabels);
  return {
    ...toOffer(row, lang),
    product: { id: pid, name, description, imageUrl, attributes, attributeLabels },
  };
}

export async function getOfferName(db: Db, id: number): Promise<string> {
  const name = await repo.findOfferName(db, id);
  if (name === undefined) throw notFound('offerNotFound');
  return name;
}

/** Where earlier pages of one search ended (search-cache.ts keeps them): keyset paging, ADR 0035. */
export type SearchCursors = {
  get(page: number): SortKey | undefined;
  set(page: number, key: SortKey): void;
};
/** What the route's cache remembers for a search: page ends, and the lot's declared attributes. */
export type SearchMemo = {
  cursors: SearchCursors;
  lot<T>(lotId: number, load: () => Promise<T>): Promise<T>;
};
type DeclaredLot = { found: false } | { found: true; linked: boolean; attributes: Record<string, unknown> };

/**
 * The lot page (ADR 0006, 0035). Null when nothing matches: the route answers 204 as the original
 * client expects. An unknown lot is a 404 rather than an empty result, with the lot page's error texts;
 * a filter on an attribute the product does not declare (as a list for `attributes`, as a number
 * for `ranges`) is a 400. A page past the end of an estimated total comes back empty. With a text
 * (ADR 0036) the cards carry their highlights.
 */
export async function search(
  db: Db,
  body: SearchBody,
  page: number,
  size: number,
  lang: Language,
  memo?: SearchMemo,
): Promise<OfferSearchPage | null> {
  const f = searchFilters(body);
  const filtered = Object.keys(f.attributes).length > 0 || Object.keys(f.ranges).length > 0;
  if (filtered) {
    const load = () => declaredLot(db, f.lotId);
    checkFilterKeys(f, await (memo ? memo.lot(f.lotId, load) : load()));
  }
  const text = await textSearch(db, body.q);
  const cursors = memo?.cursors;
  const seek = page > 0 ? (cursors?.get(page - 1) ?? null) : null;
  const result =
    text === NOTHING
      ? { rows: [], total: 0, totalIsEstimate: false, last: null }
      : text === null
        ? await searchRepo.searchPage(db, f, page, size, seek)
        : await searchRepo.searchTextPage(db, f, textMatch(text), page, size, seek);
  if (result.last) cursors?.set(page, result.last);
  // Cards are joined to their lot and product, so a page with cards proves both exist: only an
  // empty page needs the lot read to tell 'Lot not found' from no match (one query less per page).
  if (result.rows.length === 0 && !filtered) {
    const lot = await findLot(db, body.lotId);
    if (!lot) throw notFound('lotNotFound');
    if (!lot.product) throw notFound('productNotLinked');
  }
  if (result.total === 0) return null;
  const cards = toOfferCards(result.rows, lang);
  const content = text !== null && text !== NOTHING ? await withHighlights(db, cards, text.tsquery) : cards;
  return { ...toPaged(content, result.total, page, size), totalIsEstimate: result.totalIsEstimate };
}

/** A text's match condition and rank over offers.search_vector (ADR 0036), and its word groups (ADR 0040). */
function textMatch({ tsquery, groups }: TextWords): searchRepo.TextMatch {
  return { where: textCondition(tsquery), rank: textRank(sql`search_vector`, tsquery), tsquery, groups };
}

async function withHighlights(db: Db, cards: OfferCard[], tsquery: string): Promise<OfferSearchCard[]> {
  const highlights = await highlightsOf(db, cards, tsquery);
  return cards.map((card) => ({ ...card, highlight: highlights.get(card.id) }));
}

/** GET /api/offers/find (ADR 0036): the best matches across every lot, highlighted. */
export async function find(db: Db, q: string, limit: number, lang: Language): Promise<OfferFindResult> {
  const text = await textQuery(db, q);
  if (typeof text !== 'string') return { content: [] };
  const cards = toOfferCards(await repo.findCards(db, await findTextIds(db, text, limit)), lang);
  return { content: await withHighlights(db, cards, text) };
}

async function declaredLot(db: Db, lotId: number): Promise<DeclaredLot> {
  const found = await findLotWithFullProduct(db, lotId);
  if (!found) return { found: false };
  return {
    found: true,
    linked: found.product !== null,
    attributes: (found.product?.attributes ?? {}) as Record<string, unknown>,
  };
}

/** Filters name attributes the lot's product declares: lists for `attributes`, numbers for `ranges`. */
function checkFilterKeys(f: searchRepo.SearchFilters, lot: DeclaredLot): void {
  if (!lot.found) throw notFound('lotNotFound');
  if (!lot.linked) throw notFound('productNotLinked');
  const declared = lot.attributes;
  const unknown =
    Object.keys(f.attributes).find((k) => !Array.isArray(declared[k])) ??
    Object.keys(f.ranges).find((k) => declared[k] !== 'number');
  if (unknown !== undefined) {
    const params = { name: unknown };
    throw badRequest(
      'offerAttributeUnknown',
      { attributes: { code: 'offerAttributeUnknown', params } },
      params,
    );
  }
}

/** What identifies one search whatever the page: its filters as the repository sees them, in a fixed order. */
export function searchCursorKey(body: SearchBody, size: number): string {
  const f = searchFilters(body);
  const byKey = <T>(o: Record<string, T>) =>
    Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Untrimmed: a last word still being typed matches as a prefix, one followed by a space does not.
  const q = body.q ?? '';
  return JSON.stringify([
    f.priceMinKopecks,
    f.priceMaxKopecks,
    byKey(f.attributes),
    byKey(f.ranges),
    q,
    f.sort,
    size,
  ]);
}

/** What identifies one search page. */
export function searchKey(body: SearchBody, page: number, size: number): string {
  return `${searchCursorKey(body, size)}#${page}`;
}

/** A search body as the repository's filters (exported so the benchmark EXPLAINs the same SQL). */
export function searchFilters(body: SearchBody): searchRepo.SearchFilters {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.attributes ?? {})) {
    if (value !== null && String(value).trim() !== '') attributes[key] = String(value);
  }
  const ranges: searchRepo.SearchFilters['ranges'] = {};
  for (const [key, r] of Object.entries(body.ranges ?? {})) {
    if (r.min != null || r.max != null) ranges[key] = { min: r.min ?? null, max: r.max ?? null };
  }
  return {
    lotId: body.lotId,
    priceMinKopecks: body.priceMin == null ? null : roublesToKopecks(body.priceMin),
    priceMaxKopecks: body.priceMax == null ? null : roublesToKopecks(body.priceMax),
    attributes,
    ranges,
    sort: resolveOfferSort(body.sort, body.q),
  };
}

/** Everything a user offers (inactive included: the profile shows them Offline), newest first. */
export async function searchAllByUser(
  db: Db,
  userId: number,
  page: number,
  size: number,
  sort: string,
  lang: Language,
): Promise<Paged<OfferCard>> {
  const newestFirst = !/,asc$/i.test(sort);
  const { ids, total } = await repo.listIdsByUser(db, userId, page, size, newestFirst);
  return toPaged(toOfferCards(await repo.findCards(db, ids), lang), total, page, size);
}

/** The signed-in user the body's userId must name; the policy let them write. */
function writer(principal: Principal | null, bodyUserId?: number): number {
  if (principal?.kind !== 'user') throw forbidden('guestReadOnly');
  if (bodyUserId !== undefined && bodyUserId !== principal.id) throw forbidden();
  return principal.id;
}

function rulesFailed(texts: Record<string, string>): never {
  const fieldErrors = fieldErrorsOfTexts(texts);
  const [only, ...others] = Object.values(fieldErrors);
  if (only === undefined || others.length > 0) throw badRequest('invalidInput', fieldErrors);
  if (typeof only === 'string') throw badRequest(only, fieldErrors);
  throw badRequest(only.code, fieldErrors, only.params);
}

/** POST /api/offers/create: `price` is the seller's unit price (offerPrices). */
export async function createOffer(
  db: Db,
  principal: Principal | null,
  body: CreateBody,
  lang: Language,
): Promise<Offer> {
  const userId = writer(principal, body.userId);
  const found = await findLotWithFullProduct(db, body.lotId);
  if (!found) throw badRequest('lotNotFound', { lotId: 'lotNotFound' });
  if (!found.product) throw badRequest('productNotLinked', { lotId: 'productNotLinked' });
  const lotAttrs = lotAttributes(found.lot.attributes);
  const rules = checkOfferRules({
    pricingType: lotAttrs.pricingType,
    lotMinQuantity: lotAttrs.minQuantity,
    productAttributes: found.product.attributes,
    availability: body.availability,
    attributes: body.attributes ?? {},
    price: body.price,
    creating: true,
  });
  if (!rules.ok) rulesFailed(rules.fieldErrors);
  const deliveryMinutes = checkedDeliveryMinutes(
    lotAttrs,
    body.deliveryMinutes ?? DELIVERY_LIMITS[deliveryKindOf(lotAttrs)].defaultMinutes,
  );
  const warrantyDays = body.warrantyDays ?? 0;
  checkWarranty(found.lot, warrantyDays);
  const id = await repo.insertOffer(db, {
    userId,
    lotId: body.lotId,
    name: body.name,
    shortDescription: body.shortDescription,
    longDescription: body.longDescription,
    ...offerPrices(lotAttrs.pricingType, roublesToKopecks(body.price), rules.minQuantity),
    availability: body.availability,
    active: body.availability > 0,
    pictureUrl: body.pictureUrl || null,
    attributes: rules.attributes,
    deliveryMinutes,
    warrantyDays,
  });
  return getOffer(db, id, lang);
}

/** Only an account lot's offer carries a warranty (contract/src/warranty.ts, ADR 0060). */
function checkWarranty(lot: { name: string; attributes: object | null }, warrantyDays: number): void {
  if (warrantyDays > 0 && !isAccountLot(lot))
    throw badRequest('offerWarrantyAccountsOnly', {
      warrantyDays: 'offerWarrantyAccountsOnly',
    });
}

/**
 * The delivery time an offer of a lot states (docs/product.md#delivery-time): one its kind allows,
 * else a 400 on the field.
 */
function checkedDeliveryMinutes(lot: { pricingType: string; deliveryKind?: string | null }, minutes: number) {
  if (!deliveryTimeAllowed(deliveryKindOf(lot), minutes))
    throw badRequest('offerDeliveryTimeInvalid', {
      deliveryMinutes: 'offerDeliveryTimeInvalid',
    });
  return minutes;
}

/**
 * PATCH /api/offers/update: the owner only. The whole offer is checked again with the fields
 * sent. The seller's unit price is what the edit says it is (unitPriceOf) and stays as it was
 * otherwise, whatever the minimum quantity becomes; the base and final price are derived from it
 * (ADR 0031), active from availability.
 */
export async function updateOffer(
  db: Db,
  principal: Principal | null,
  body: UpdateBody,
  lang: Language,
): Promise<Offer> {
  const userId = writer(principal);
  await db.transaction(async (tx) => {
    const row = await repo.findOfferForUpdate(tx, body.id);
    if (!row) throw notFound('offerNotFound');
    if (row.userId !== userId) throw forbidden();
    const found = await findLotWithFullProduct(tx, row.lotId);
    if (!found?.product) throw notFound('productNotLinked');
    const lotAttrs = lotAttributes(found.lot.attributes);
    const availability = body.availability ?? row.availability;
    // A key offer's availability is its stock of unsold keys (docs/product.md#keys): not edited by hand.
    if (
      body.availability !== undefined &&
      body.availability !== row.availability &&
      (await hasKeys(tx, row.id))
    )
      throw badRequest('offerKeysAvailabilityFixed', {
        availability: 'offerKeysAvailabilityFixed',
      });
    const attributes = attributesToCheck(row.attributes, body.attributes, found.product.attributes);
    const structure = checkOfferRules({
      pricingType: lotAttrs.pricingType,
      lotMinQuantity: lotAttrs.minQuantity,
      productAttributes: found.product.attributes,
      availability,
      attributes,
      creating: false,
    });
    if (!structure.ok) rulesFailed(structure.fieldErrors);
    const unitKopecks = unitPriceOf(body, row, lotAttrs.pricingType, structure.minQuantity);
    // Checked again with the price: the base of the smallest purchase stays within PRICE_MAX.
    const rules = checkOfferRules({
      pricingType: lotAttrs.pricingType,
      lotMinQuantity: lotAttrs.minQuantity,
      productAttributes: found.product.attributes,
      availability,
      attributes,
      price: kopecksToRoubles(unitKopecks),
      creating: false,
    });
    if (!rules.ok) rulesFailed(rules.fieldErrors);
    if (body.warrantyDays !== undefined) checkWarranty(found.lot, body.warrantyDays);
    await repo.updateOffer(tx, row.id, {
      name: body.name ?? row.name,
      shortDescription: body.shortDescription ?? row.shortDescription,
      longDescription: body.longDescription ?? row.longDescription,
      ...offerPrices(lotAttrs.pricingType, unitKopecks, rules.minQuantity),
      availability,
      // A blocked offer stays off the market whatever its owner does (docs/product.md#disputes).
      active: availability > 0 && row.blockedAt === null,
      pictureUrl: body.pictureUrl === undefined ? row.pictureUrl : body.pictureUrl || null,
      attributes: rules.attributes,
      // Kept as stored unless sent: an offer from before its lot's limits changed still sells.
      deliveryMinutes:
        body.deliveryMinutes === undefined
          ? row.deliveryMinutes
          : checkedDeliveryMinutes(lotAttrs, body.deliveryMinutes),
      warrantyDays: body.warrantyDays ?? row.warrantyDays,
    });
  });
  return getOffer(db, body.id, lang);
}

/**
 * The seller's unit price after an edit (ADR 0031): `unitPrice` when sent; else `originalPrice`
 * (the base of the smallest purchase, at the new minimum quantity) when it differs from the stored
 * base, which must then come to whole kopecks per unit; else the stored unit price. A client that
 * sends the offer back with only the minimum quantity changed (the stored base echoed) thus keeps
 * the price per unit, instead of stretching the old base over a new number of units.
 */
function unitPriceOf(
  body: UpdateBody,
  row: repo.OfferRow,
  pricingType: 'PER_ITEM' | 'PER_UNIT',
  minQuantity: number,
): number {
  if (body.unitPrice !== undefined) return roublesToKopecks(body.unitPrice);
  if (body.originalPrice === undefined) return row.unitPriceKopecks;
  const base = roublesToKopecks(body.originalPrice);
  if (base === row.originalPriceKopecks) return row.unitPriceKopecks;
  const units = pricingType === 'PER_UNIT' ? minQuantity : 1;
  if (base % units !== 0) {
    const params = { min: units };
    throw badRequest(
      'offerPriceUnitWhole',
      { originalPrice: { code: 'offerPriceUnitWhole', params } },
      params,
    );
  }
  return base / units;
}

/**
 * The attributes an edit is checked with. Sent: those, keeping the stored minQuantity unless a
 * new one is sent. Not sent: the stored ones the product still declares, so an edit of the name
 * does not fail because an admin retired an attribute since.
 */
function attributesToCheck(
  stored: OfferAttributes,
  sent: Record<string, string | number | null> | null | undefined,
  declared: Record<string, unknown>,
): Record<string, string | number | null> {
  const keep: Record<string, string | number> =
    stored.minQuantity === undefined ? {} : { minQuantity: stored.minQuantity };
  if (sent) return { ...keep, ...sent };
  return Object.fromEntries(
    Object.entries(stored).filter(([k]) => k === 'minQuantity' || Object.hasOwn(declared, k)),
  );
}

/** DELETE /api/offers/delete: the owner only; what happens to the rest is ADR 0007. */
export async function deleteOffer(db: Db, principal: Principal | null, id: number): Promise<void> {
  const userId = writer(principal);
  await db.transaction(async (tx) => {
    const row = await repo.findOfferForUpdate(tx, id);
    if (!row) throw notFound('offerNotFound');
    if (row.userId !== userId) throw forbidden();
    await repo.softDeleteOffer(tx, id);
  });
}

export const countActive = repo.countActive;
export const countByUser = repo.countByUser;
