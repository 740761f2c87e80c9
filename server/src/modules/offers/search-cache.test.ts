import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notifications, NotifyChannel } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createOffer, insertProduct, registerUser, type TestUser } from '../../../test/fixtures.ts';
import { followedSearchCache, SearchCache, type SearchPage } from './search-cache.ts';

/** A load that counts its calls and answers `json`. */
function counter(json: SearchPage = '{"page":1}') {
  const calls = { n: 0 };
  return { calls, load: async () => (calls.n++, json) };
}

describe('SearchCache', () => {
  it('keeps a page until its lot or every lot changes', async () => {
    const cache = new SearchCache();
    const { calls, load } = counter();
    expect(await cache.get(1, 'q', load)).toBe('{"page":1}');
    expect(await cache.get(1, 'q', load)).toBe('{"page":1}');
    expect(calls.n).toBe(1);

    cache.changed('2'); // another lot
    await cache.get(1, 'q', load);
    expect(calls.n).toBe(1);

    cache.changed('1');
    await cache.get(1, 'q', load);
    expect(calls.n).toBe(2);

    cache.changed('*');
    await cache.get(1, 'q', load);
    expect(calls.n).toBe(3);

    cache.clear();
    await cache.get(1, 'q', load);
    expect(calls.n).toBe(4);
  });

  it('remembers page ends per search until the lot changes, not across a change in flight', () => {
    const cache = new SearchCache();
    const key = { rating: 9, created: '2026-01-01 00:00:00+00', price: 100, id: 7 };
    const cursors = cache.cursors(1, 'search');
    cursors.set(0, key);
    expect(cache.cursors(1, 'search').get(0)).toEqual(key);
    expect(cache.cursors(1, 'other').get(0)).toBeUndefined();
    cache.changed('2');
    expect(cache.cursors(1, 'search').get(0)).toEqual(key);
    const before = cache.cursors(1, 'search');
    cache.changed('1');
    expect(cache.cursors(1, 'search').get(0)).toBeUndefined();
    before.set(1, key); // learnt before the change: not kept
    expect(cache.cursors(1, 'search').get(1)).toBeUndefined();
  });

  it("keeps a lot's declared attributes until a lot or product changes ('*')", async () => {
    const cache = new SearchCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.lot(1, load)).toBe(1);
    expect(await cache.lot(1, load)).toBe(1);
    cache.changed('1'); // an offer of the lot: its product is the same
    expect(await cache.lot(1, load)).toBe(1);
    cache.changed('*');
    expect(await cache.lot(1, load)).toBe(2);
  });

  it('keeps "no match" (null) like any page, and tells queries apart', async () => {
    const cache = new SearchCache();
    const empty = counter(null);
    expect(await cache.get(1, 'none', empty.load)).toBeNull();
    expect(await cache.get(1, 'none', empty.load)).toBeNull();
    expect(empty.calls.n).toBe(1);
    const other = counter('{"other":true}');
    expect(await cache.get(1, 'other', other.load)).toBe('{"other":true}');
    expect(other.calls.n).toBe(1);
  });

  it('shares one load among concurrent requests for a missing page', async () => {
    const cache = new SearchCache();
    let release!: (json: string) => void;
    let calls = 0;
    const load = () => (calls++, new Promise<SearchPage>((resolve) => (release = resolve)));
    const all = Promise.all([cache.get(1, 'q', load), cache.get(1, 'q', load), cache.get(1, 'q', load)]);
    release('{"shared":true}');
    expect(await all).toEqual(['{"shared":true}', '{"shared":true}', '{"shared":true}']);
    expect(calls).toBe(1);
  });

  it('does not keep a page whose lot changed while it was loading', async () => {
    const cache = new SearchCache();
    let release!: (json: string) => void;
    const slow = () => new Promise<SearchPage>((resolve) => (release = resolve));
    const pending = cache.get(1, 'q', slow);
    cache.changed('1'); // committed while the old rows were being read
    release('{"stale":true}');
    expect(await pending).toBe('{"stale":true}'); // the request that raced the change gets it
    const fresh = counter('{"fresh":true}');
    expect(await cache.get(1, 'q', fresh.load)).toBe('{"fresh":true}');
    expect(fresh.calls.n).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new SearchCache();
    await expect(cache.get(1, 'q', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const ok = counter();
    expect(await cache.get(1, 'q', ok.load)).toBe('{"page":1}');
    expect(ok.calls.n).toBe(1);
  });

  it('follows announcements and forgets everything when they may have been missed', async () => {
    const handlers = { changed: [] as Array<(p: string) => void>, lost: [] as Array<() => void> };
    const notifications: Notifications = {
      on: (_channel: NotifyChannel, handler) => (
        handlers.changed.push(handler),
        () => handlers.changed.pop()
      ),
      onLost: (handler) => (handlers.lost.push(handler), () => handlers.lost.pop()),
    };
    const followed = followedSearchCache(notifications);
    const { calls, load } = counter();
    await followed.cache.get(3, 'q', load);
    handlers.changed[0]!('3');
    await followed.cache.get(3, 'q', load);
    expect(calls.n).toBe(2);
    handlers.lost[0]!();
    expect(followed.cache.size).toBe(0);
    followed.close();
    expect(handlers).toEqual({ changed: [], lost: [] });
  });
});

describe('POST /api/offers/search follows every change of the database (ADR 0024)', () => {
  let t: TestApp;
  let lot: number;
  let otherLot: number;
  let seller: TestUser;
  let offerId: number;

  type Card = { id: number; name: string; price: number; seller: { name: string } };
  const search = async (lotId = lot): Promise<Card[]> => {
    const res = await call(t.app, { method: 'POST', url: '/api/offers/search', payload: { lotId } });
    if (res.status === 204) return [];
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.body.content;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const game = await insertProduct(t, { lots: [{ name: 'Accounts' }, { name: 'Gold' }] });
    lot = game.lots[0]!.id;
    otherLot = game.lots[1]!.id;
    seller = await registerUser(t, 'cached-seller');
    offerId = (await createOffer(t, seller, lot, { name: 'First', price: 100 })).id;
  });
  afterAll(() => t.close());

  it('shows an edit made through the API on the very next search', async () => {
    expect((await search()).map((c) => [c.name, c.price])).toEqual([['First', 113]]);
    const edit = await call(t.app, {
      method: 'PATCH',
      url: '/api/offers/update',
      token: seller.token,
      payload: { id: offerId, name: 'Renamed', originalPrice: 200 },
    });
    expect(edit.status).toBe(200);
    expect((await search()).map((c) => [c.name, c.price])).toEqual([['Renamed', 226]]);
  });

  it('shows a new offer, and a removed one disappears, at once', async () => {
    expect(await search(otherLot)).toEqual([]);
    const added = await createOffer(t, seller, otherLot, { name: 'Gold pack', price: 5 });
    expect((await search(otherLot)).map((c) => c.id)).toEqual([added.id]);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: '/api/offers/delete',
      token: seller.token,
      payload: { id: added.id },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await search(otherLot)).toEqual([]);
  });

  it("shows the seller's new name (a change outside the offers table)", async () => {
    await search();
    await t.database.db.update(users).set({ name: 'renamed-seller' }).where(eq(users.id, seller.id));
    expect((await search())[0]!.seller.name).toBe('renamed-seller');
  });

  it('hears a change committed by another connection, as another server process would', async () => {
    await search();
    if (t.databaseUrl) {
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      await other.query('update offers set name = $1 where id = $2', ['From elsewhere', offerId]);
      await other.end();
      // Another session's notification arrives on its own: moments later, not before COMMIT returns.
      await expect.poll(async () => (await search())[0]!.name, { timeout: 5000 }).toBe('From elsewhere');
    } else {
      // PGlite has one connection: every write is this process's own.
      await t.database.db.execute(sql`update offers set name = 'From elsewhere' where id = ${offerId}`);
      expect((await search())[0]!.name).toBe('From elsewhere');
    }
  });

  it('serves repeated searches from memory: the database is not asked again', async () => {
    const first = await search();
    // Changed behind the triggers' back (a session with triggers off): a kept page does not notice.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(offers).set({ name: 'Unannounced' }).where(eq(offers.id, offerId));
    });
    expect(await search()).toEqual(first);
    await t.database.db.update(offers).set({ name: 'Announced' }).where(eq(offers.id, offerId));
    expect((await search())[0]!.name).toBe('Announced');
  });

  it('says in x-cache whether the page was read from memory', async () => {
    const ask = () =>
      call(t.app, { method: 'POST', url: '/api/offers/search?page=0&size=5', payload: { lotId: otherLot } });
    const first = await ask();
    expect(first.status).toBe(204);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await ask()).headers['x-cache']).toBe('hit');
    await createOffer(t, seller, otherLot, { name: 'Second', price: 50 });
    const changed = await ask();
    expect(changed.status).toBe(200);
    expect(changed.headers['x-cache']).toBe('miss');
    // On PostgreSQL the announcements of that write arrive over LISTEN on their own time, and one
    // arriving after the page was read rightly drops it: once they are in, the page is kept.
    await vi.waitFor(async () => expect((await ask()).headers['x-cache']).toBe('hit'));
  });
});
