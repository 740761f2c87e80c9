import type { OfferSearchBody } from './schemas/offers.ts';
import {
  LOT_DEFAULT_PAGE_SIZE,
  LOT_PAGE_SIZES,
  OFFER_QUERY_MAX,
  OFFER_RANGES_MAX,
  OFFER_SEARCH_SORTS,
  resolveOfferSort,
  type OfferSearchSort,
} from './rules.ts';

/** A numeric attribute's bounds; either end may be open (null). */
export type Range = { min: number | null; max: number | null };

/**
 * The lot page's state, kept in the URL so links, reload and Back work:
 * `?page=&size=&min=&max=&a.Server=EU&a.Rank=Divine&r.Level=10-50&q=&sort=`. `a.<name>` is a list
 * attribute's value, `r.<name>` a numeric attribute's range (`10-50`, `10-`, `-50`); the old
 * `?server=` is read as `a.Server`. `page` is 1-based as shown ("page 2 of 5"); the API's pages
 * start at 0. `sort` is null when the buyer chose none: relevance with a text, else the default
 * (resolveOfferSort). Values left at their default are left out of the URL.
 */
export type LotFilters = {
  page: number;
  size: number;
  min: number | null;
  max: number | null;
  attributes: Record<string, string>;
  ranges: Record<string, Range>;
  q: string;
  sort: OfferSearchSort | null;
};

export const DEFAULT_FILTERS: LotFilters = {
  page: 1,
  size: LOT_DEFAULT_PAGE_SIZE,
  min: null,
  max: null,
  attributes: {},
  ranges: {},
  q: '',
  sort: null,
};

const ATTRIBUTE_PREFIX = 'a.';
const RANGE_PREFIX = 'r.';
/** The legacy single filter, before every list attribute became one. */
const LEGACY_SERVER = 'server';

/** A price as typed: '' is "no limit" (null); anything but a number ≥ 0 is NaN (invalid). */
export function parsePrice(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/** A range bound as typed: '' is "open" (null); anything but a finite number is NaN (invalid). */
export function parseBound(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function validPrice(raw: string | null): number | null {
  const value = parsePrice(raw);
  return value === null || Number.isNaN(value) ? null : value;
}

const NUMBER = '-?\\d+(?:\\.\\d+)?';
const RANGE_PATTERN = new RegExp(`^(${NUMBER})?-(${NUMBER})?$`);

/** `10-50`, `10-`, `-50` (and negative bounds, `-5-10`); null for anything else or an open range. */
export function parseRange(raw: string): Range | null {
  const match = RANGE_PATTERN.exec(raw.trim());
  if (!match) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min === null && max === null) return null;
  // An inverted range from a hand-edited link means the same band the other way round.
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

export function formatRange({ min, max }: Range): string {
  return `${min ?? ''}-${max ?? ''}`;
}

/** A range that filters at all (either end set). */
export function isSetRange(range: Range | undefined): range is Range {
  return range !== undefined && (range.min !== null || range.max !== null);
}

function isSort(value: string | null): value is OfferSearchSort {
  return value !== null && (OFFER_SEARCH_SORTS as readonly string[]).includes(value);
}

export function readFilters(params: URLSearchParams): LotFilters {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const attributes: Record<string, string> = {};
  const ranges: Record<string, Range> = {};
  const legacyServer = params.get(LEGACY_SERVER)?.trim();
  if (legacyServer) attributes.Server = legacyServer;
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (key.startsWith(ATTRIBUTE_PREFIX) && key.length > ATTRIBUTE_PREFIX.length && value) {
      attributes[key.slice(ATTRIBUTE_PREFIX.length)] = value;
    } else if (key.startsWith(RANGE_PREFIX) && key.length > RANGE_PREFIX.length) {
      const range = parseRange(value);
      if (range && Object.keys(ranges).length < OFFER_RANGES_MAX)
        ranges[key.slice(RANGE_PREFIX.length)] = range;
    }
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (LOT_PAGE_SIZES as readonly number[]).includes(size) ? size : LOT_DEFAULT_PAGE_SIZE,
    min: validPrice(params.get('min')),
    max: validPrice(params.get('max')),
    attributes,
    ranges,
    q: (params.get('q') ?? '').trim().slice(0, OFFER_QUERY_MAX),
    sort: isSort(sort) ? sort : null,
  };
}

const byName = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

export function writeFilters(filters: LotFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.size !== LOT_DEFAULT_PAGE_SIZE) params.set('size', String(filters.size));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  for (const [name, value] of Object.entries(filters.attributes).sort(byName)) {
    if (value) params.set(ATTRIBUTE_PREFIX + name, value);
  }
  for (const [name, range] of Object.entries(filters.ranges).sort(byName)) {
    if (isSetRange(range)) params.set(RANGE_PREFIX + name, formatRange(range));
  }
  if (filters.q) params.set('q', filters.q);
  if (filters.sort !== null) params.set('sort', filters.sort);
  return params;
}

/** The order the offers are listed in: the chosen one, else relevance with a text, else the default. */
export function effectiveSort(filters: Pick<LotFilters, 'sort' | 'q'>) {
  return resolveOfferSort(filters.sort, filters.q);
}

/**
 * The sort to keep after the buyer picks `chosen`: null when it is what the page would use anyway,
 * so the URL stays short and a later text still switches the order to relevance.
 */
export function chooseSort(chosen: OfferSearchSort, q: string): OfferSearchSort | null {
  return chosen === resolveOfferSort(null, q) ? null : chosen;
}

/** Filters narrow the result (the sort order does not): they choose the empty-state text. */
export function hasFilters(filters: LotFilters): boolean {
  return (
    filters.min !== null ||
    filters.max !== null ||
    Object.values(filters.attributes).some(Boolean) ||
    Object.values(filters.ranges).some(isSetRange)
  );
}

/** The body of POST /api/offers/search for this lot and these filters (ADR 0006: filtered in SQL). */
export function searchBody(lotId: number, filters: LotFilters): OfferSearchBody {
  const attributes = Object.entries(filters.attributes).filter(([, value]) => value);
  const ranges = Object.entries(filters.ranges).filter(([, range]) => isSetRange(range));
  return {
    lotId,
    active: true,
    ...(filters.min !== null ? { priceMin: filters.min } : {}),
    ...(filters.max !== null ? { priceMax: filters.max } : {}),
    ...(attributes.length > 0 ? { attributes: Object.fromEntries(attributes.sort(byName)) } : {}),
    ...(ranges.length > 0 ? { ranges: Object.fromEntries(ranges.sort(byName)) } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: effectiveSort(filters),
  };
}

/** A lot id from the URL: a whole number from 1, else null ('Invalid lot ID'). */
export function parseLotId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
