import type { ProductNameWithLots } from '@gamelot/contract/schemas/catalog';
import { STORAGE_KEYS } from '@/shared/session/storage';

/** When the cached copy was saved; kept beside docs/product.md#entities's `searchData` key, which holds the list. */
export const SEARCH_DATA_SAVED_AT_KEY = 'searchDataSavedAt';
/** The language the cached names are in (ADR 0066): a copy in another language is no copy. */
export const SEARCH_DATA_LANG_KEY = 'searchDataLang';
/** The catalogue changes slowly: a cached copy is refreshed when older than an hour. */
export const SEARCH_DATA_MAX_AGE_MS = 60 * 60 * 1000;

function isSearchData(value: unknown): value is ProductNameWithLots[] {
  return (
    Array.isArray(value) &&
    value.every(
      (p) =>
        p &&
        typeof p === 'object' &&
        typeof p.id === 'number' &&
        typeof p.name === 'string' &&
        Array.isArray(p.lots),
    )
  );
}

export type CachedSearchData = { data: ProductNameWithLots[]; savedAt: number };

/** The copy in localStorage, or null when there is none (or it cannot be read). */
export function readSearchCache(): CachedSearchData | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.searchData);
    if (!raw) return null;
    const lang = window.localStorage.getItem(SEARCH_DATA_LANG_KEY) ?? 'ru';
    if (lang !== (document.documentElement.lang || 'ru')) return null;
    const data: unknown = JSON.parse(raw);
    if (!isSearchData(data)) return null;
    const savedAt = Number(window.localStorage.getItem(SEARCH_DATA_SAVED_AT_KEY)) || 0;
    return { data, savedAt };
  } catch {
    return null;
  }
}

export function writeSearchCache(data: ProductNameWithLots[], now = Date.now()): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.searchData, JSON.stringify(data));
    window.localStorage.setItem(SEARCH_DATA_SAVED_AT_KEY, String(now));
    window.localStorage.setItem(SEARCH_DATA_LANG_KEY, document.documentElement.lang || 'ru');
  } catch {
    // Storage full or unavailable: the data still serves this page from memory.
  }
}
