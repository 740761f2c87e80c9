import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_ELEMENT_ID, type PreloadedResponse } from '@gamelot/contract/preloaded';
import { favoriteOffers, reviews } from '../src/db/schema/index.ts';
import { createOffer, insertProduct, insertUser, type TestProduct } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const INDEX = `<!doctype html><html><head><title>Gamelot</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

/** Every special pattern of a String.replace replacement string. */
const PATTERNS = ['$`', "$'", '$&', '$1', '$$', '$<name>'];

/** Every string anywhere inside a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The page's data element, parsed; fails when there is not exactly one. */
function answersOf(html: string): PreloadedResponse[] {
  // Written in the request's language (ADR 0066): English, these tests' default.
  const open = `<script type="application/json" id="${PRELOADED_ELEMENT_ID}" data-lang="en">`;
  expect(html.split(open)).toHaveLength(2);
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as PreloadedResponse[];
}

describe('landing pages insert user text literally', () => {
  let t: TestApp;
  let product: TestProduct;
  const stored: { offerId: number; offerName: string; sellerName: string; comment: string }[] = [];
  const web = mkdtempSync(path.join(tmpdir(), 'gamelot-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(web, '.vite'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX);
    writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
    t = await buildTestApp({ WEB_DIST: web });
    product = await insertProduct(t, { lots: [{ name: 'Accounts' }] });
    const buyer = await insertUser(t, 'buyer');
    for (const pattern of PATTERNS) {
      const seller = await insertUser(t, `Seller ${pattern} x`);
      const offerName = `Offer ${pattern} x`;
      const offer = await createOffer(t, seller, product.lots[0]!.id, { name: offerName });
      const comment = `Review ${pattern} x`;
      await t.app.db.insert(reviews).values({
        buyerId: buyer.id,
        sellerId: seller.id,
        offerId: offer.id,
        offerName,
        rating: 10,
        comment,
      });
      await t.app.db.insert(favoriteOffers).values({ userId: buyer.id, offerId: offer.id });
      stored.push({ offerId: offer.id, offerName, sellerName: seller.name, comment });
    }
  });
  afterAll(() => t.close());

  /** One page: the template once, one app root, and every text with a pattern exactly as stored. */
  async function page(url: string, expected: string[]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.split('<div id="root"></div>')).toHaveLength(2);
    expect(html.split('<!doctype html>')).toHaveLength(2);
    expect(html.startsWith('<!doctype html><html><head><title>Gamelot</title>')).toBe(true);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    const texts = stringsOf(answersOf(html).map((answer) => answer.data));
    const all = stored.flatMap((s) => [s.offerName, s.sellerName, s.comment]);
    for (const text of texts.filter((s) => s.includes('$'))) expect(all).toContain(text);
    for (const text of expected) expect(texts).toContain(text);
  }

  it('the offer page: offer name, seller name and review as stored, for every pattern', async () => {
    for (const s of stored) await page(`/offer/${s.offerId}`, [s.offerName, s.sellerName, s.comment]);
  });

  it('the lot page: every competing offer name as stored', async () => {
    await page(
      `/lots/${product.lots[0]!.id}`,
      stored.map((s) => s.offerName),
    );
  });

  it('home: the best offers and the top sellers as stored', async () => {
    await page('/', [...stored.map((s) => s.offerName), ...stored.map((s) => s.sellerName)]);
  });
});
