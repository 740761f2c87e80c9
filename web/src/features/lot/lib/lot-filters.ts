import type { OfferSearchBody } from '@gamelot/contract/schemas/offers';
import {
  LOT_DEFAULT_PAGE_SIZE,
  LOT_PAGE_SIZES,
  OFFER_DEFAULT_SORT,
  OFFER_SORTS,
  type OfferSort,
} from '@gamelot/contract/rules';

/**
 * The lot page's state, kept in the URL so links, reload and Back work:
 * `?page=&size=&min=&max=&server=&sort=`. `page` is 1-based as shown ("page 2 of 5"); the API's
 * pages start at 0. Values left at their default are left out of the URL.
 */
export type LotFilters = {
  page: number;
  size: number;
  min: number | null;
  max: number | null;
  server: string;
  sort: OfferSort;
};

export const DEFAULT_FILTERS: LotFilters = {
  page: 1,
  size: LOT_DEFAULT_PAGE_SIZE,
  min: null,
  max: null,
  server: '',
  sort: OFFER_DEFAULT_SORT,
};

/** A price as typed: '' is "no limit" (null); anything but a number ≥ 0 is NaN (invalid). */
export function parsePrice(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

function validPrice(raw: string | null): number | null {
  const value = parsePrice(raw);
  return value === null || Number.isNaN(value) ? null : value;
}

export function readFilters(params: URLSearchParams): LotFilters {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort') as OfferSort | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (LOT_PAGE_SIZES as readonly number[]).includes(size) ? size : LOT_DEFAULT_PAGE_SIZE,
    min: validPrice(params.get('min')),
    max: validPrice(params.get('max')),
    server: params.get('server')?.trim() ?? '',
    sort: sort && OFFER_SORTS.includes(sort) ? sort : OFFER_DEFAULT_SORT,
  };
}

export function writeFilters(filters: LotFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.size !== LOT_DEFAULT_PAGE_SIZE) params.set('size', String(filters.size));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if (filters.server) params.set('server', filters.server);
  if (filters.sort !== OFFER_DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** Filters narrow the result (the sort order does not): they choose the empty-state text. */
export function hasFilters(filters: LotFilters): boolean {
  return filters.min !== null || filters.max !== null || filters.server !== '';
}

/** The body of POST /api/offers/search for this lot and these filters (ADR 0006: filtered in SQL). */
export function searchBody(lotId: number, filters: LotFilters): OfferSearchBody {
  return {
    lotId,
    active: true,
    ...(filters.min !== null ? { priceMin: filters.min } : {}),
    ...(filters.max !== null ? { priceMax: filters.max } : {}),
    ...(filters.server ? { attributes: { Server: filters.server } } : {}),
    sort: filters.sort,
  };
}

/** A lot id from the URL: a whole number from 1, else null ('Invalid lot ID'). */
export function parseLotId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
