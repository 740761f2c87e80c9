import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_ELEMENT_ID, type PreloadedResponse, requestKey } from '@gamelot/contract/preloaded';
import { LOT_DEFAULT_PAGE_SIZE, OFFER_DEFAULT_SORT, TOP_LIKED_DEFAULT_LIMIT } from '@gamelot/contract/rules';
import { LANDING_PAGES } from '@gamelot/contract/landing';
import { pageAssets } from '../src/plugins/landing-pages.ts';
import { createOffer, insertProduct, insertUser, type TestProduct, type TestUser } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { reviews } from '../src/db/schema/index.ts';

const INDEX = `<!doctype html><html><head><title>Gamelot</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A web build's manifest: the entry, three lazy pages and what they share. The pages' chunk names
 * are not theirs: the server finds a page by its module's path (contract/src/landing.ts).
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/features/offer/pages/OfferPage.tsx': {
    file: 'assets/OfferPage-1.js',
    name: 'OfferPage2',
    isDynamicEntry: true,
    imports: ['index.html', '_ModalDialog-1.js'],
    css: ['assets/OfferPage-1.css'],
  },
  '_ModalDialog-1.js': {
    file: 'assets/ModalDialog-1.js',
    name: 'ModalDialog',
    css: ['assets/ModalDialog-1.css'],
  },
  'src/features/lot/pages/LotPage.tsx': {
    file: 'assets/LotPage-1.js',
    name: 'index',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/features/home/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage-1.js',
    name: 'DashboardPage3',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

/** The answers a landing page arrived with, read from its HTML as the web app reads them. */
function answersOf(html: string): Map<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PRELOADED_ELEMENT_ID}" data-lang="[a-z]+">(.*?)</script>`,
  ).exec(html);
  if (!match) return new Map();
  return new Map((JSON.parse(match[1]!) as PreloadedResponse[]).map(({ key, data }) => [key, data]));
}

describe('landing pages arrive with their first data (ADR 0028)', () => {
  let t: TestApp;
  let seller: TestUser;
  let product: TestProduct;
  let offer: { id: number; name: string };
  const web = mkdtempSync(path.join(tmpdir(), 'gamelot-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(web, '.vite'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX);
    writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await buildTestApp({ WEB_DIST: web });
    seller = await insertUser(t);
    product = await insertProduct(t, { lots: [{ name: 'Accounts' }] });
    // A name that would end the <script> element if it were written into the page as it is.
    offer = await createOffer(t, seller, product.lots[0]!.id, { name: 'Rare </script><b>skin' });
  });
  afterAll(() => t.close());

  /** What the API itself answers a guest. */
  async function api(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  }

  it('an offer page carries the offer, its reviews and its seller, as the API answers them', async () => {
    // Reviews by buyers with and without a picture, one answered by the seller: read in one statement
    // by the page, each must still read as the review routes answer it.
    const buyers = [await insertUser(t, undefined, '/media/b.webp'), await insertUser(t)];
    await t.app.db.insert(reviews).values([
      {
        buyerId: buyers[0]!.id,
        sellerId: seller.id,
        offerId: offer.id,
        offerName: 'Old name',
        rating: 9,
        comment: 'Fast <b>',
      },
      {
        buyerId: buyers[1]!.id,
        sellerId: seller.id,
        offerId: offer.id,
        offerName: 'Old name',
        rating: 4,
        sellerReply: 'Sorry',
        sellerRepliedAt: new Date('2025-01-02T03:04:05.678Z'),
        createdAt: new Date('2024-12-31T23:59:59.999Z'),
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/offer/${offer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");

    const answers = answersOf(res.body);
    const calls = [
      `/api/offers/get?offerId=${offer.id}`,
      `/api/reviews/getAllByOfferId?offerId=${offer.id}`,
      `/api/users/getBasicData?id=${seller.id}`,
      `/api/reviews/getSellerStats?sellerId=${seller.id}`,
      `/api/offers/getCountByUserIdAndActiveTrue?userId=${seller.id}`,
    ];
    // In the order they were asked, whichever the API answered first.
    expect([...answers.keys()]).toEqual(calls.map((url) => requestKey('GET', url)));
    for (const url of calls) expect(answers.get(requestKey('GET', url))).toEqual(await api('GET', url));
    expect(answers.get(requestKey('GET', calls[1]!))).toHaveLength(2);
    expect(answers.get(requestKey('GET', calls[3]!))).toMatchObject({ reviewCount: 2, avgRating: 6.5 });
    expect((answers.get(requestKey('GET', calls[0]!)) as { name: string }).name).toBe(
      'Rare </script><b>skin',
    );
    // The name cannot close the data element early.
    expect(res.body).not.toContain('</script><b>');
  });

  it("links the page's own code and styles, and the chunks it imports, but not the entry", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/offer/${offer.id}` });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/OfferPage-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ModalDialog-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/OfferPage-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/ModalDialog-1.css">');
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-1.js');
    expect(pageAssets(MANIFEST, LANDING_PAGES.offer.module)).toEqual({
      js: ['assets/OfferPage-1.js', 'assets/ModalDialog-1.js'],
      css: ['assets/OfferPage-1.css', 'assets/ModalDialog-1.css'],
    });
  });

  it('a lot page carries the lot, its first page of offers in the default order, and its product', async () => {
    const lotId = product.lots[0]!.id;
    const res = await t.app.inject({ method: 'GET', url: `/lots/${lotId}` });
    const answers = answersOf(res.body);
    const searchUrl = `/api/offers/search?size=${LOT_DEFAULT_PAGE_SIZE}&page=0`;
    const body = { sort: OFFER_DEFAULT_SORT, active: true, lotId };
    // Keys do not depend on the order of query parameters or body fields.
    const page = answers.get(requestKey('POST', searchUrl, body)) as { content: { id: number }[] };
    expect(page).toEqual(await api('POST', searchUrl, body));
    expect(page.content.map((o) => o.id)).toEqual([offer.id]);
    expect(answers.get(requestKey('GET', `/api/lots/get?id=${lotId}`))).toEqual(
      await api('GET', `/api/lots/get?id=${lotId}`),
    );
    expect(answers.get(requestKey('GET', `/api/products/get?id=${product.id}`))).toEqual(
      await api('GET', `/api/products/get?id=${product.id}`),
    );
  });

  it('home carries the Best Offers cards, the counts and the top sellers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const answers = answersOf(res.body);
    const best = `/api/favoriteOffers/getTopLikedOffers?limit=${TOP_LIKED_DEFAULT_LIMIT}`;
    expect(answers.get(requestKey('GET', best))).toEqual(await api('GET', best));
    expect(answers.get(requestKey('GET', '/api/users/getCountAll'))).toEqual(
      await api('GET', '/api/users/getCountAll'),
    );
    // The store rating is the kept mean of every review (docs/decisions/0062-true-trust-figures.md).
    expect(answers.get(requestKey('GET', '/api/reviews/getStoreRating'))).toEqual(
      await api('GET', '/api/reviews/getStoreRating'),
    );
    expect(answers.size).toBe(6);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardPage-1.js">');
  });

  it("links a lot page's code, found by its module's path", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/lots/${product.lots[0]!.id}` });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LotPage-1.js">');
    expect(res.body).not.toContain('OfferPage-1.js');
  });

  it('keeps the home page until the database announces a change, then answers the new figures', async () => {
    const count = (html: string) =>
      answersOf(html).get(requestKey('GET', '/api/offers/getCountAllByActiveTrue'));
    const first = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(first);
    // A new offer: the trigger moves the kept figure and announces it; the next visit shows it.
    await createOffer(t, seller, product.lots[0]!.id, { name: 'Another offer' });
    const after = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(count(after)).toBe((count(first) as number) + 1);
    expect(count(after)).toEqual(await api('GET', '/api/offers/getCountAllByActiveTrue'));
    // A new user moves the users' figure the same way.
    await insertUser(t);
    const users = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(answersOf(users).get(requestKey('GET', '/api/users/getCountAll'))).toEqual(
      await api('GET', '/api/users/getCountAll'),
    );
    // Kept compressed too, and the same page once decompressed.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(users);
    }
  });

  it("keeps a lot's plain page until its lot changes", async () => {
    const lotId = product.lots[0]!.id;
    const url = `/lots/${lotId}`;
    const first = (await t.app.inject({ method: 'GET', url })).body;
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(first);
    const created = await createOffer(t, seller, lotId, { name: 'Fresh in the lot' });
    const after = (await t.app.inject({ method: 'GET', url })).body;
    expect(after).not.toBe(first);
    const search = requestKey('POST', `/api/offers/search?page=0&size=${LOT_DEFAULT_PAGE_SIZE}`, {
      lotId,
      active: true,
      sort: OFFER_DEFAULT_SORT,
    });
    const cards = (answersOf(after).get(search) as { content: { id: number }[] }).content;
    expect(cards.map((c) => c.id)).toContain(created.id);
  });

  it('foresees nothing for filtered lot pages, malformed ids or missing records, and still serves the page', async () => {
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/lots/${product.lots[0]!.id}?sort=price_asc`,
    });
    expect(filtered.statusCode).toBe(200);
    expect(answersOf(filtered.body).size).toBe(0);

    for (const url of ['/offer/99999999999', '/offer/create', '/lots/abc']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(INDEX);
    }

    // A missing offer is the page's own 'not found': the page asks, and shows the API's error.
    const missing = await t.app.inject({ method: 'GET', url: '/offer/987654' });
    expect(missing.statusCode).toBe(200);
    expect(answersOf(missing.body).size).toBe(0);
  });

  it('is compressed for browsers that accept it', async () => {
    const url = `/offer/${offer.id}`;
    const plain = (await t.app.inject({ method: 'GET', url })).body;
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });
});
