import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Notifications } from '../db/client.ts';

/** A page as sent: its HTML and, made on first demand, its compressed forms. */
export type KeptHtml = { html: string; br?: Buffer; gzip?: Buffer };

/**
 * Pages that are the same for every visitor (the home page: kept figures, top sellers, best offers;
 * a lot's plain first page: the lot, its product, its first offers), each built once and sent until
 * the database announces a change that can alter it (docs/decisions/0037-kept-figures.md). Every
 * announcement moves the generation of what it touches on; a page built while one arrived is sent
 * but not kept, and concurrent visitors of a missing page share one build. Nothing expires by age:
 * without announcements nothing changed. A page is kept per `variant` of its key (its language,
 * docs/decisions/0066-catalogue-in-two-languages.md): one announcement drops every variant, and no
 * variant is ever sent for another. Bounded by what is kept: one page per lot and language at most.
 */
export class KeptPages {
  #generation = 0;
  readonly #generations = new Map<string, number>();
  readonly #kept = new Map<string, Map<string, { generation: string; page: KeptHtml }>>();
  readonly #building = new Map<string, { generation: string; page: Promise<KeptHtml> }>();

  /** Something page `key` shows may have changed (in every variant). */
  changed(key: string): void {
    this.#generations.set(key, (this.#generations.get(key) ?? 0) + 1);
    this.#kept.delete(key);
  }

  /** Anything may have changed (or announcements may have been missed). */
  changedAll(): void {
    this.#generation++;
    this.#kept.clear();
  }

  /** `build` says whether its page may be kept: a page for a missing record is not (keeps memory bounded). */
  async get(
    key: string,
    build: () => Promise<{ html: string; keep: boolean }>,
    variant = '',
  ): Promise<KeptHtml> {
    const generation = this.#generationOf(key);
    const kept = this.#kept.get(key)?.get(variant);
    if (kept?.generation === generation) return kept.page;
    const buildKey = `${key}\n${variant}`;
    const building = this.#building.get(buildKey);
    if (building?.generation === generation) return building.page;
    const page = build().then(({ html, keep }) => {
      const built: KeptHtml = { html };
      if (keep && this.#generationOf(key) === generation) {
        const variants = this.#kept.get(key) ?? new Map<string, { generation: string; page: KeptHtml }>();
        variants.set(variant, { generation, page: built });
        this.#kept.set(key, variants);
      }
      return built;
    });
    this.#building.set(buildKey, { generation, page });
    try {
      return await page;
    } finally {
      if (this.#building.get(buildKey)?.page === page) this.#building.delete(buildKey);
    }
  }

  /** Whether page `key` is kept now in `variant` (for tests and diagnostics). */
  isKept(key: string, variant = ''): boolean {
    return this.#kept.get(key)?.get(variant)?.generation === this.#generationOf(key);
  }

  #generationOf(key: string): string {
    return `${this.#generation}:${this.#generations.get(key) ?? 0}`;
  }
}

/** The home page's key in KeptPages, and a lot's. */
export const HOME_PAGE = 'home';
export const lotPage = (lotId: number) => `lot:${lotId}`;

/**
 * Kept pages following the database's announcements until `close` is called: any change to offers
 * or their sellers (`offer_search`, the lot's id or '*') or a kept figure (`site_figures`) for the
 * home page; a change to the lot, or to every lot, for a lot's page.
 */
export function followedKeptPages(notifications: Notifications): { pages: KeptPages; close(): void } {
  const pages = new KeptPages();
  const offs = [
    notifications.on('offer_search', (payload) => {
      pages.changed(HOME_PAGE);
      const lotId = Number(payload);
      if (payload === '*' || !Number.isSafeInteger(lotId)) pages.changedAll();
      else pages.changed(lotPage(lotId));
    }),
    notifications.on('site_figures', () => pages.changed(HOME_PAGE)),
    notifications.onLost(() => pages.changedAll()),
  ];
  return { pages, close: () => offs.forEach((off) => off()) };
}

/** The page's body for an Accept-Encoding: brotli, else gzip, else none; each compressed once. */
export function encodedBody(
  page: KeptHtml,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: string } {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepts)) {
    page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzipSync(page.html, { level: 9 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}
