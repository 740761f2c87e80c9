import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Notifications } from '../db/client.ts';

/** A page as sent: its HTML and, made on first demand, its compressed forms. */
export type KeptHtml = { html: string; br?: Buffer; gzip?: Buffer };

/**
 * One page that is the same for every visitor (the home page: kept figures, top sellers, best
 * offers), built once and sent until the database announces a change that can alter it
 * (docs/decisions/0037-kept-figures.md): any change to offers or their sellers on `offer_search`,
 * a kept figure or seller rating moving on `site_figures`. Each announcement moves the generation
 * on; a page built while one arrived is sent but not kept, and concurrent visitors of a missing
 * page share one build. Nothing expires by age: without announcements nothing changed.
 */
export class KeptPage {
  #generation = 0;
  #kept: { generation: number; page: KeptHtml } | undefined;
  #building: { generation: number; page: Promise<KeptHtml> } | undefined;

  /** Something the page shows may have changed (or announcements may have been missed). */
  changed(): void {
    this.#generation++;
    this.#kept = undefined;
  }

  async get(build: () => Promise<string>): Promise<KeptHtml> {
    const generation = this.#generation;
    if (this.#kept?.generation === generation) return this.#kept.page;
    if (this.#building?.generation === generation) return this.#building.page;
    const page = build().then((html) => {
      const built: KeptHtml = { html };
      if (this.#generation === generation) this.#kept = { generation, page: built };
      return built;
    });
    this.#building = { generation, page };
    try {
      return await page;
    } finally {
      if (this.#building?.page === page) this.#building = undefined;
    }
  }

  /** Whether a page is kept now (for tests and diagnostics). */
  get isKept(): boolean {
    return this.#kept?.generation === this.#generation;
  }
}

/** A kept page that follows the database's announcements until `close` is called. */
export function followedKeptPage(notifications: Notifications): { page: KeptPage; close(): void } {
  const page = new KeptPage();
  const offs = [
    notifications.on('offer_search', () => page.changed()),
    notifications.on('site_figures', () => page.changed()),
    notifications.onLost(() => page.changed()),
  ];
  return { page, close: () => offs.forEach((off) => off()) };
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
