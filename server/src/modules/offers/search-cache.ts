import { LRUCache } from 'lru-cache';
import type { Notifications } from '../../db/client.ts';
import type { SortKey } from './search-repository.ts';

/** A search page as sent: its JSON, or null for 'no offer matches' (204). */
export type SearchPage = string | null;

/** Bounds on what one process keeps (ADR 0024): about 2,500 pages of ten cards. */
export const SEARCH_CACHE_MAX_CHARS = 32 * 1024 * 1024;
/** Page ends remembered for keyset paging (ADR 0035): about 100 bytes each. */
export const SEARCH_CURSORS_MAX = 50_000;
/** A safety net only: pages are dropped when the database announces a change, not by age. */
export const SEARCH_CACHE_TTL_MS = 60_000;

/**
 * Search pages kept as their JSON (ADR 0024). The database announces every change that can alter a
 * lot's results on the channel `offer_search` (migration 0009): the lot's id, or '*' for all lots.
 * Each announcement moves that lot's generation on; the generation is part of every key, so older
 * pages are never read again and age out of the LRU. A page loaded while its lot changed is not
 * kept, and concurrent requests for one missing page share one load.
 */
export class SearchCache {
  readonly #pages = new LRUCache<string, { json: SearchPage }>({
    maxSize: SEARCH_CACHE_MAX_CHARS,
    sizeCalculation: (page, key) => key.length + (page.json?.length ?? 0) + 1,
    ttl: SEARCH_CACHE_TTL_MS,
  });
  /** Where served pages ended, for keyset paging (ADR 0035): small entries, many of them. */
  readonly #cursors = new LRUCache<string, SortKey>({ max: SEARCH_CURSORS_MAX, ttl: SEARCH_CACHE_TTL_MS });
  /** Per lot, what its search filters are checked against: kept until a lot or product changes ('*'). */
  readonly #lots = new LRUCache<string, { value: unknown }>({ max: 10_000, ttl: SEARCH_CACHE_TTL_MS });
  readonly #loading = new Map<string, Promise<SearchPage>>();
  readonly #lotGenerations = new Map<number, number>();
  #generation = 0;

  /** A change announced on `offer_search`: the lot's id, or '*' for every lot. */
  changed(payload: string): void {
    const lotId = Number(payload);
    if (payload === '*' || !Number.isSafeInteger(lotId)) {
      this.clear();
      return;
    }
    this.#lotGenerations.set(lotId, (this.#lotGenerations.get(lotId) ?? 0) + 1);
  }

  /** Forget everything: announcements may have been missed. */
  clear(): void {
    this.#generation++;
    this.#pages.clear();
    this.#cursors.clear();
    this.#lots.clear();
  }

  /** The page for `query` in lot `lotId`: kept, being loaded, or loaded now with `load`. */
  async get(lotId: number, query: string, load: () => Promise<SearchPage>): Promise<SearchPage> {
    const key = this.#key(lotId, query);
    const kept = this.#pages.get(key);
    if (kept) return kept.json;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = load()
      .then((json) => {
        // Announced while loading: what was read may predate the change, so it is not kept.
        if (this.#key(lotId, query) === key) this.#pages.set(key, { json });
        return json;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }

  /**
   * The last rows of the pages of one search (`query` without its page) served under the lot's
   * current generation. A position learnt while the lot changed is not kept: the next page then
   * falls back to its offset.
   */
  cursors(
    lotId: number,
    query: string,
  ): { get(page: number): SortKey | undefined; set(page: number, key: SortKey): void } {
    const key = this.#key(lotId, query);
    return {
      get: (page) => this.#cursors.get(`${key}#${page}`),
      set: (page, value) => {
        if (this.#key(lotId, query) === key) this.#cursors.set(`${key}#${page}`, value);
      },
    };
  }

  /** A value about lot `lotId` that only a change of a lot or a product ('*') can alter. */
  async lot<T>(lotId: number, load: () => Promise<T>): Promise<T> {
    const key = `${this.#generation}:${lotId}`;
    const kept = this.#lots.get(key);
    if (kept) return kept.value as T;
    const value = await load();
    if (key === `${this.#generation}:${lotId}`) this.#lots.set(key, { value });
    return value;
  }

  /** Pages held now (for tests and diagnostics). */
  get size(): number {
    return this.#pages.size;
  }

  #key(lotId: number, query: string): string {
    return `${this.#generation}:${lotId}:${this.#lotGenerations.get(lotId) ?? 0}:${query}`;
  }
}

/** A cache that follows the database's announcements until the returned `close` is called. */
export function followedSearchCache(notifications: Notifications): { cache: SearchCache; close(): void } {
  const cache = new SearchCache();
  const offChanged = notifications.on('offer_search', (payload) => cache.changed(payload));
  const offLost = notifications.onLost(() => cache.clear());
  return {
    cache,
    close: () => {
      offChanged();
      offLost();
    },
  };
}
