import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRELOADED_ELEMENT_ID, type PreloadedResponse, requestKey } from '@gamelot/contract/preloaded';
import {
  LANGUAGE_COOKIE,
  LOT_DEFAULT_PAGE_SIZE,
  OFFER_DEFAULT_SORT,
  TOP_LIKED_DEFAULT_LIMIT,
} from '@gamelot/contract/rules';
import { createOffer, insertProduct, insertUser, type TestProduct, type TestUser } from './fixtures.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * The catalogue speaks the request's language (docs/decisions/0066-catalogue-in-two-languages.md):
 * the same lot is named in Russian for `Accept-Language: ru` and in English for `en`, in the
 * catalogue's own answers, wherever an offer embeds its lot, and in the kept answers (search pages,
 * landing pages), which never serve one language's answer to the other.
 */

const INDEX = `<!doctype html><html><head><title>Gamelot</title></head><body><div id="root"></div></body></html>`;

function answersOf(html: string): { lang: string; answers: Map<string, unknown> } {
  const match = new RegExp(
    `<script type="application/json" id="${PRELOADED_ELEMENT_ID}" data-lang="([a-z]+)">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no preloaded answers');
  const list = JSON.parse(match[2]!) as PreloadedResponse[];
  return { lang: match[1]!, answers: new Map(list.map(({ key, data }) => [key, data])) };
}

describe('catalogue names and descriptions in the request language', () => {
  let t: TestApp;
  let seller: TestUser;
  let game: TestProduct;
  let offerId: number;
  const web = mkdtempSync(path.join(tmpdir(), 'gamelot-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(web, '.vite'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX);
    writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
    t = await buildTestApp({ WEB_DIST: web });
    seller = await insertUser(t);
    game = await insertProduct(t, {
      name: 'Dota 2',
      description: 'Командная MOBA от Valve',
      descriptionEn: "Valve's team MOBA",
      lots: [
        { name: 'Accounts', nameRu: 'Аккаунты' },
        { name: 'MMR Boosting', nameRu: 'Буст MMR' },
      ],
    });
    offerId = (await createOffer(t, seller, game.lots[0]!.id, { name: 'Immortal account' })).id;
    const fan = await insertUser(t);
    const liked = await call(t.app, {
      method: 'POST',
      url: '/api/favoriteOffers/add',
      token: fan.token,
      payload: { userId: fan.id, offerId },
    });
    expect(liked.status).toBe(201);
  });
  afterAll(() => t.close());

  const get = async (url: string, lang: string) =>
    (await call(t.app, { method: 'GET', url, headers: { 'accept-language': lang } })).body;

  it('the catalogue routes answer in Russian for ru and in English for en', async () => {
    const lotId = game.lots[0]!.id;
    for (const [lang, accounts, boosting, description] of [
      ['ru', 'Аккаунты', 'Буст MMR', 'Командная MOBA от Valve'],
      ['en', 'Accounts', 'MMR Boosting', "Valve's team MOBA"],
    ] as const) {
      const lots = [
        { id: game.lots[0]!.id, name: accounts },
        { id: game.lots[1]!.id, name: boosting },
      ];
      const product = await get(`/api/products/get?id=${game.id}`, lang);
      expect(product).toMatchObject({ name: 'Dota 2', description, lots });
      expect((await get('/api/products/getAll', lang))[0]).toMatchObject({ description, lots });
      expect(await get('/api/products/getAllNameWithLots', lang)).toEqual([
        { id: game.id, name: 'Dota 2', lots },
      ]);
      expect(await get(`/api/products/getByOfferId?offerId=${offerId}`, lang)).toMatchObject({ description });
      expect(
        (await get(`/api/lots/getAll?productId=${game.id}`, lang)).map((l: { name: string }) => l.name),
      ).toEqual([accounts, boosting]);
      expect(await get(`/api/lots/get?id=${lotId}`, lang)).toMatchObject({
        name: accounts,
        product: { id: game.id, name: 'Dota 2' },
      });
    }
  });

  it('offers embed their lot in the request language', async () => {
    for (const [lang, accounts, description] of [
      ['ru', 'Аккаунты', 'Командная MOBA от Valve'],
      ['en', 'Accounts', "Valve's team MOBA"],
    ] as const) {
      expect((await get(`/api/offers/get?offerId=${offerId}`, lang)).lot.name).toBe(accounts);
      const withProduct = await get(`/api/offers/getWithProduct?offerId=${offerId}`, lang);
      expect(withProduct.lot.name).toBe(accounts);
      expect(withProduct.product.description).toBe(description);
      const mine = await call(t.app, {
        method: 'POST',
        url: '/api/offers/searchAllByUser?page=0&size=10',
        payload: { userId: seller.id },
        headers: { 'accept-language': lang },
      });
      expect(mine.body.content[0].lot.name).toBe(accounts);
      const best = await get(`/api/favoriteOffers/getTopLikedOffers?limit=${TOP_LIKED_DEFAULT_LIMIT}`, lang);
      expect(best.map((card: { lot: { name: string } }) => card.lot.name)).toEqual([accounts]);
    }
  });

  it('kept search pages are kept per language: a ru page is never served to en', async () => {
    const lotId = game.lots[0]!.id;
    const search = (lang: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/offers/search?page=0&size=10',
        payload: { lotId, sort: OFFER_DEFAULT_SORT, active: true },
        headers: { 'accept-language': lang },
      });
    const ru = await search('ru');
    expect(ru.body.content[0].lot.name).toBe('Аккаунты');
    const ruAgain = await search('ru');
    expect(ruAgain.headers['x-cache']).toBe('hit');
    const en = await search('en');
    expect(en.headers['x-cache']).toBe('miss');
    expect(en.body.content[0].lot.name).toBe('Accounts');
    expect((await search('en')).body.content[0].lot.name).toBe('Accounts');
    expect((await search('ru')).body.content[0].lot.name).toBe('Аккаунты');
  });

  it('kept landing pages are kept per language, and say which language their answers are in', async () => {
    const lotId = game.lots[0]!.id;
    // The interface's language travels in its cookie; the browser's Accept-Language says otherwise
    // and is not followed (the app does not follow it either).
    const page = async (url: string, lang: string) =>
      answersOf(
        (
          await t.app.inject({
            method: 'GET',
            url,
            headers: { 'accept-language': lang === 'ru' ? 'en' : 'ru' },
            cookies: { [LANGUAGE_COOKIE]: lang },
          })
        ).body,
      );
    const lotKey = requestKey('GET', `/api/lots/get?id=${lotId}`);
    const searchKey = requestKey('POST', `/api/offers/search?size=${LOT_DEFAULT_PAGE_SIZE}&page=0`, {
      sort: OFFER_DEFAULT_SORT,
      active: true,
      lotId,
    });
    // No cookie yet: the default language (DEFAULT_LANGUAGE, English in tests), whatever the browser says.
    const first = answersOf(
      (await t.app.inject({ method: 'GET', url: `/lots/${lotId}`, headers: { 'accept-language': 'ru' } }))
        .body,
    );
    expect(first.lang).toBe('en');
    for (const lang of ['ru', 'en', 'ru', 'en']) {
      const name = lang === 'ru' ? 'Аккаунты' : 'Accounts';
      const lot = await page(`/lots/${lotId}`, lang);
      expect(lot.lang).toBe(lang);
      expect((lot.answers.get(lotKey) as { name: string }).name).toBe(name);
      expect(
        (lot.answers.get(searchKey) as { content: { lot: { name: string } }[] }).content[0]!.lot.name,
      ).toBe(name);
      const offer = await page(`/offer/${offerId}`, lang);
      expect(offer.lang).toBe(lang);
      const answer = offer.answers.get(requestKey('GET', `/api/offers/get?offerId=${offerId}`));
      expect((answer as { lot: { name: string } }).lot.name).toBe(name);
      const home = await page('/', lang);
      expect(home.lang).toBe(lang);
    }
  });
});
