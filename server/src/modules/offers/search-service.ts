import { sql } from 'drizzle-orm';
import { toPaged } from '@gamelot/contract/paging';
import { resolveOfferSort, roublesToKopecks } from '@gamelot/contract/rules';
import type {
  OfferCard,
  OfferFindResult,
  OfferSearchCard,
  OfferSearchPage,
  offerSearchBodySchema,
} from '@gamelot/contract/schemas/offers';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { findLot, findLotWithFullProduct } from '../catalog/index.ts';
import { toOfferCards } from './presenter.ts';
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

/* Searching offers: the lot page's filtered, sorted, paged search and the top bar's text search. */

type SearchBody = z.output<typeof offerSearchBodySchema>;

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
