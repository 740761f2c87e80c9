import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_QUERY_MAX } from '@gamelot/contract/rules';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import {
  createOffer,
  insertOffers,
  insertProduct,
  insertUser,
  type TestUser,
} from '../../../test/fixtures.ts';
import { RELEVANCE_POOL } from './text-repository.ts';
import { NOTHING, buildTsquery, markedRanges, quoteLexeme, textQuery } from './text-search.ts';

type Card = {
  id: number;
  name: string;
  shortDescription: string;
  price: number;
  lotId: number;
  highlight?: { name: Array<[number, number]>; shortDescription: Array<[number, number]> };
};
type Row = { id: number; price: number; rating: number; created: string };

const TEXTS: Array<[string, string, string]> = [
  ['Аккаунт с арканами', 'Полный доступ к аккаунту', 'Почта и пароль.'],
  ['Продам аккаунты Dota', 'Быстро и честно', 'Аккаунт без банов.'],
  ['Cheap account with Immortal rank', 'Instant delivery of accounts', 'Never banned.'],
  ['Gold coins', 'Fast gold delivery', 'The account stays yours.'],
  ['Аккаунт аккаунт аккаунт', 'Повтор: аккаунт и ещё аккаунт', 'Слово повторено.'],
  ['Редкий дракон', 'Питомец для коллекции', 'Дракон приходит сразу.'],
  ['Immortal boost', 'Rank up by a pro', 'Accounts of every rank.'],
  ['Золото и аккаунты', 'Дешево', 'Золото сразу.'],
];

describe('text search in offers (ADR 0036)', () => {
  let t: TestApp;
  let lot: number;
  let other: number;
  let busy: number;
  let seller: TestUser;

  const search = (body: Record<string, unknown>, query = '?size=50') =>
    call(t.app, { method: 'POST', url: `/api/offers/search${query}`, payload: body });
  const find = (q: string, limit?: number) =>
    call(t.app, {
      method: 'GET',
      url: `/api/offers/find?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    });
  const names = (res: { body: { content: Card[] } }) => res.body.content.map((c) => c.name);
  const ids = (res: { status: number; body: { content: Card[] } }) =>
    res.status === 204 ? [] : res.body.content.map((c) => c.id);

  /** The same search by brute force: every active offer of the lot matching the tsquery. */
  async function bruteForce(lotId: number, tsquery: string, server?: string): Promise<Row[]> {
    const res = await t.app.db.execute(sql`
      select id, price_kopecks::int as price, seller_rating as rating, created_at::text as created
      from offers where lot_id = ${lotId} and active and search_vector @@ ${tsquery}::tsquery
        ${server ? sql`and attributes ->> 'Server' = ${server}` : sql``}`);
    return (res as unknown as { rows: Row[] }).rows;
  }
  const orders: Record<string, (a: Row, b: Row) => number> = {
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || b.id - a.id,
    rating_desc: (a, b) =>
      b.rating - a.rating || (a.created < b.created ? 1 : a.created > b.created ? -1 : 0) || b.id - a.id,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, {
      attributes: { Server: ['EU', 'US'] },
      lots: [{ name: 'Accounts' }, { name: 'Other' }, { name: 'Busy' }],
    });
    [lot, other, busy] = game.lots.map((l) => l.id) as [number, number, number];
    seller = await insertUser(t, 'texts');
    const start = Date.UTC(2026, 0, 1);
    await insertOffers(
      t,
      TEXTS.map(([name, shortDescription, longDescription], i) => ({
        userId: seller.id,
        lotId: lot,
        name,
        shortDescription,
        longDescription,
        originalPriceKopecks: 1000 * (1 + ((i * 3) % 8)),
        priceKopecks: 1130 * (1 + ((i * 3) % 8)),
        sellerRating: i % 3,
        attributes: { Server: i % 2 === 0 ? 'EU' : 'US' },
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await insertOffers(t, [
      { userId: seller.id, lotId: other, name: 'Аккаунт в другом лоте', shortDescription: 'Другой' },
      { userId: seller.id, lotId: lot, name: 'Аккаунт снят', active: false, availability: 0 },
    ]);
    // A busy lot: 300 offers, every one an "account", one in fifty a "phoenix", one "griffin".
    await insertOffers(
      t,
      Array.from({ length: 300 }, (_, i) => ({
        userId: seller.id,
        lotId: busy,
        name: `Account ${i}${i % 50 === 7 ? ' phoenix' : ''}${i === 123 ? ' griffin' : ''}`,
        shortDescription: 'Plain account',
        originalPriceKopecks: 1000 + ((i * 37) % 300) * 10,
        priceKopecks: 1130 + ((i * 37) % 300) * 10,
        sellerRating: i % 7,
        createdAt: new Date(start + i * 1000),
      })),
    );
  });
  afterAll(() => t.close());

  it('finds Russian and English word forms', async () => {
    const ru = await search({ lotId: lot, q: 'аккаунты' });
    expect(names(ru).sort()).toEqual(
      ['Аккаунт аккаунт аккаунт', 'Аккаунт с арканами', 'Золото и аккаунты', 'Продам аккаунты Dota'].sort(),
    );
    const en = await search({ lotId: lot, q: 'accounts' });
    expect(names(en).sort()).toEqual(['Cheap account with Immortal rank', 'Gold coins', 'Immortal boost']);
  });

  it('corrects small typos against the words offers hold', async () => {
    const right = ids(await search({ lotId: lot, q: 'аккаунт ' }));
    expect(ids(await search({ lotId: lot, q: 'акаунт ' }))).toEqual(right);
    expect(ids(await search({ lotId: lot, q: 'acount ' }))).toEqual(
      ids(await search({ lotId: lot, q: 'account ' })),
    );
    expect(ids(await search({ lotId: lot, q: 'дракн' }))).toHaveLength(1);
    // A word no offer comes close to: nothing found.
    expect((await search({ lotId: lot, q: 'аккаунт zzyzxq' })).status).toBe(204);
  });

  it('takes the last word as a prefix while it is typed', async () => {
    expect(names(await search({ lotId: lot, q: 'Immor' })).sort()).toEqual([
      'Cheap account with Immortal rank',
      'Immortal boost',
    ]);
    // After a space the word is whole: the prefix no longer applies (and a word this short is
    // never corrected).
    expect(ids(await search({ lotId: lot, q: 'Imm' }))).toHaveLength(2);
    expect((await search({ lotId: lot, q: 'Imm ' })).status).toBe(204);
  });

  it('combines with a filter in every sort, as brute force SQL orders the matches', async () => {
    const tsquery = (await textQuery(t.app.db, 'аккаунт ')) as string;
    for (const server of [undefined, 'EU', 'US']) {
      const rows = await bruteForce(lot, tsquery, server);
      for (const sort of ['rating_desc', 'price_asc', 'price_desc']) {
        const res = await search({
          lotId: lot,
          q: 'аккаунт ',
          sort,
          attributes: server ? { Server: server } : {},
        });
        expect(ids(res)).toEqual([...rows].sort(orders[sort]).map((r) => r.id));
        if (rows.length > 0)
          expect(res.body).toMatchObject({ totalElements: rows.length, totalIsEstimate: false });
      }
    }
  });

  it('ranks by relevance by default: a name match before a description match, ties by id', async () => {
    const res = await search({ lotId: lot, q: 'accounts ' });
    expect(res.status).toBe(200);
    const order = names(res);
    expect(order.indexOf('Gold coins')).toBe(order.length - 1); // only its long description matches
    const explicit = await search({ lotId: lot, q: 'accounts ', sort: 'relevance' });
    expect(names(explicit)).toEqual(order);
  });

  it('highlights the matched words in the name and short description (Cyrillic, repeated words)', async () => {
    const res = await search({ lotId: lot, q: 'аккаунт' });
    for (const card of res.body.content as Card[]) {
      expect(card.highlight).toBeDefined();
      for (const [field, ranges] of Object.entries(card.highlight!)) {
        const text = card[field as 'name' | 'shortDescription'];
        for (const [start, end] of ranges) expect(text.slice(start, end).toLowerCase()).toMatch(/^аккаунт/);
      }
    }
    const repeated = (res.body.content as Card[]).find((c) => c.name === 'Аккаунт аккаунт аккаунт')!;
    expect(repeated.highlight).toEqual({
      name: [
        [0, 7],
        [8, 15],
        [16, 23],
      ],
      shortDescription: [
        [8, 15],
        [22, 29],
      ],
    });
    // Without a text, cards carry no highlight.
    const plain = await search({ lotId: lot });
    expect((plain.body.content as Card[]).every((c) => c.highlight === undefined)).toBe(true);
  });

  it('answers 204 when nothing matches, and a text of stop words or punctuation does not filter', async () => {
    expect((await search({ lotId: lot, q: 'единорог' })).status).toBe(204);
    const all = await search({ lotId: lot });
    for (const q of ["'&|!():*", 'и the', '   ---  ']) {
      const res = await search({ lotId: lot, q });
      expect(res.status).toBe(200);
      expect(res.body.totalElements).toBe(all.body.totalElements);
    }
  });

  it('never fails on query syntax or hostile text, and refuses a text over the limit', async () => {
    for (const q of ["аккаунт' & !(", "a:* | 'b' & c", '\\', "'' '''", 'аккаунт)(:*!|&', '%_\\%', '0:*']) {
      const res = await search({ lotId: lot, q });
      expect([200, 204]).toContain(res.status);
      expect((await find(q)).status).toBe(200);
    }
    expect((await search({ lotId: lot, q: 'а'.repeat(OFFER_QUERY_MAX + 1) })).status).toBe(400);
    expect((await find('а'.repeat(OFFER_QUERY_MAX + 1))).status).toBe(400);
    expect((await find('   ')).status).toBe(400);
  });

  it('matches brute force SQL over the same tsquery, whichever path (walk or GIN) answers', async () => {
    const words = ['account', 'phoenix', 'griffin', 'plain', 'accounts phoenix', 'acount', 'phenix', 'griff'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (const q of words) {
      const tsquery = await textQuery(t.app.db, q);
      const rows = typeof tsquery === 'string' ? await bruteForce(busy, tsquery) : [];
      const sort = ['rating_desc', 'price_asc', 'price_desc'][next() % 3]!;
      const size = [5, 10, 20, 50][next() % 4]!;
      const expected = [...rows].sort(orders[sort]).map((r) => r.id);
      const got: number[] = [];
      for (let page = 0; page * size < Math.max(expected.length, 1) && page < 8; page++) {
        got.push(...ids(await search({ lotId: busy, q, sort }, `?page=${page}&size=${size}`)));
      }
      expect(got, `${q} ${sort} ${size}`).toEqual(expected.slice(0, 8 * size));
    }
  });

  it("knows a lone word's total from the kept word counts, and estimates several words without counting", async () => {
    const res = await search({ lotId: busy, q: 'account', sort: 'rating_desc' }, '?size=5');
    expect(res.body).toMatchObject({ totalElements: 300, totalIsEstimate: false });
    const two = await search({ lotId: busy, q: 'plain account', sort: 'rating_desc' }, '?size=5');
    expect(two.body.totalIsEstimate).toBe(true);
    expect(two.body.totalElements).toBe(300); // every walked offer matched
    // With a filter the word's count is not the total: estimated, and labelled so.
    const banded = await search({ lotId: busy, q: 'account', priceMin: 12, sort: 'rating_desc' }, '?size=5');
    expect(banded.body.totalIsEstimate).toBe(true);
    const rare = await search({ lotId: busy, q: 'phoenix', sort: 'price_asc' }, '?size=5');
    expect(rare.body).toMatchObject({ totalElements: 6, totalIsEstimate: false });
  });

  it('ranks relevance among a bounded pool, then follows the default order', async () => {
    const pages: number[] = [];
    const size = 50;
    for (let page = 0; page < 6; page++)
      pages.push(...ids(await search({ lotId: busy, q: 'phoenix account' }, `?page=${page}&size=${size}`)));
    expect(new Set(pages).size).toBe(pages.length);
    const all = ids(
      await search(
        { lotId: busy, q: 'account', sort: 'relevance' },
        `?page=${RELEVANCE_POOL / size}&size=${size}`,
      ),
    );
    const byRating = ids(
      await search(
        { lotId: busy, q: 'account', sort: 'rating_desc' },
        `?page=${RELEVANCE_POOL / size}&size=${size}`,
      ),
    );
    expect(all).toEqual(byRating);
  });

  it('GET /api/offers/find: the best matches across lots, active only, highlighted', async () => {
    const res = await find('аккаунт', 10);
    expect(res.status).toBe(200);
    const found = res.body.content as Card[];
    expect(found.map((c) => c.name)).toContain('Аккаунт в другом лоте');
    expect(found.map((c) => c.name)).not.toContain('Аккаунт снят');
    expect(found.length).toBeLessThanOrEqual(10);
    // Name matches first: the repeated word ranks highest.
    expect(found[0]!.name).toBe('Аккаунт аккаунт аккаунт');
    expect(found[0]!.highlight!.name).toHaveLength(3);
    expect((await find('аккаунт')).body.content).toHaveLength(5);
    expect((await find('единорог')).body).toEqual({ content: [] });
    expect((await find('!!!')).body).toEqual({ content: [] });
  });

  it("keeps the vocabulary: a new or edited offer's words can be found with a typo", async () => {
    const created = await createOffer(t, seller, other, {
      name: 'Мифический грифон',
      shortDescription: 'Питомец',
    });
    expect(ids(await search({ lotId: other, q: 'грифн' }))).toEqual([created.id]);
    const edited = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: created.id, name: 'Легендарный единорог' },
    });
    expect(edited.status).toBe(200);
    expect(ids(await search({ lotId: other, q: 'единорг' }))).toEqual([created.id]);
    expect((await search({ lotId: other, q: 'грифон ' })).status).toBe(204);
  });

  it('keeps per-lot word counts through inserts, edits, deactivation, moves and deletes', async () => {
    const kept = async () =>
      (
        (await t.app.db.execute(sql`
          select lot_id, word, n from offer_lot_words where n <> 0 order by lot_id, word`)) as unknown as {
          rows: Array<{ lot_id: number; word: string; n: number }>;
        }
      ).rows;
    const counted = async () =>
      (
        (await t.app.db.execute(sql`
          select lot_id, w as word, count(*)::int as n
          from offers, unnest(tsvector_to_array(search_vector)) as w where active
          group by 1, 2 order by lot_id, w collate "C"`)) as unknown as {
          rows: Array<{ lot_id: number; word: string; n: number }>;
        }
      ).rows;
    expect(await kept()).toEqual(await counted());
    const [a, b] = await insertOffers(t, [
      { userId: seller.id, lotId: other, name: 'Серебряный феникс', shortDescription: 'Редкий питомец' },
      { userId: seller.id, lotId: other, name: 'Золотой феникс', shortDescription: 'Питомец' },
    ]);
    await t.app.db.execute(sql`update offers set name = 'Ледяной дракон' where id = ${a!.id}`);
    await t.app.db.execute(sql`update offers set availability = availability + 1 where lot_id = ${other}`);
    await t.app.db.execute(sql`update offers set active = false where id = ${b!.id}`);
    await t.app.db.execute(sql`update offers set lot_id = ${lot} where id = ${a!.id}`);
    expect(await kept()).toEqual(await counted());
    await t.app.db.execute(sql`update offers set active = true where id = ${b!.id}`);
    await t.app.db.execute(sql`delete from offers where id = ${a!.id}`);
    expect(await kept()).toEqual(await counted());
    // A word the lot no longer holds answers nothing, without reading an offer.
    expect((await search({ lotId: lot, q: 'ледяной ' })).status).toBe(204);
  });
});

describe('text search helpers', () => {
  it('quotes lexemes so no text can break the tsquery', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });

  it('builds the tsquery: ANDed words, the typed word a prefix, corrections ORed', () => {
    const w = (lexeme: string, near: string[] | null = null, last = false) => ({ lexeme, near, last });
    expect(buildTsquery([w('аккаунт'), w('дот', null, true)], true)).toBe("'аккаунт' & 'дот':*");
    expect(buildTsquery([w('акаунт', ['аккаунт', 'акаунта'])], false)).toBe("('аккаунт' | 'акаунта')");
    expect(buildTsquery([w('zzz', [])], false)).toBe(NOTHING);
    expect(buildTsquery([], false)).toBeNull();
  });

  it('turns marked text into offsets, and gives none when the text changed', () => {
    expect(markedRanges('\u0001Аккаунт\u0002 и \u0001аккаунт\u0002', 'Аккаунт и аккаунт')).toEqual([
      [0, 7],
      [10, 17],
    ]);
    expect(markedRanges('\u0001a\u0002 b', 'a  b')).toEqual([]);
  });
});
