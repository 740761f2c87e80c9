import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { DELETED_USER_NAME } from '@gamelot/contract/rules';
import { reviews, userProfiles, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { guestToken, insertUser, registerUser, type TestUser } from '../../../test/fixtures.ts';

describe('users: /api/users/* reads', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const addReviews = async (sellerId: number, buyerId: number, ratings: number[]) => {
    await t.app.db
      .insert(reviews)
      .values(ratings.map((rating) => ({ sellerId, buyerId, offerId: null, offerName: 'Gone', rating })));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await registerUser(t, 'alice');
    bob = await insertUser(t, 'bob', '/media/avatars/bob.webp');
  });
  afterAll(() => t.close());

  it('getFullData: the owner sees their e-mail, others and anonymous visitors do not', async () => {
    const own = await get(`/api/users/getFullData?id=${alice.id}`, alice.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: alice.id,
      name: 'alice',
      email: expect.stringContaining('@example.test'),
      imageUrl: null,
      roles: ['USER'],
      isOnline: false,
      lastSeenAt: null,
      profile: { info: null, socialLinks: {}, sellerRating: 1, backgroundUrl: null },
    });
    expect(new Date(own.body.createdAt).toISOString()).toBe(own.body.createdAt);

    const implicit = await get('/api/users/getFullData', alice.token);
    expect(implicit.body).toEqual(own.body);

    const seenByBob = await get(`/api/users/getFullData?id=${alice.id}`, bob.token);
    expect(seenByBob.status).toBe(200);
    expect(seenByBob.body.email).toBeNull();
    expect((await get(`/api/users/getFullData?id=${alice.id}`)).body.email).toBeNull();
    expect((await get(`/api/users/getFullData?id=${alice.id}`, await guestToken(t))).body.email).toBeNull();
  });

  it('getFullData: without id needs a user; unknown and malformed ids are refused', async () => {
    expect((await get('/api/users/getFullData')).status).toBe(401);
    expect((await get('/api/users/getFullData', await guestToken(t))).status).toBe(404);
    const missing = await get('/api/users/getFullData?id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGES.userNotFound);
    const bad = await get('/api/users/getFullData?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidUserId);
  });

  it('getBasicData: name, picture and registration date', async () => {
    const res = await get(`/api/users/getBasicData?id=${bob.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: bob.id,
      name: 'bob',
      imageUrl: '/media/avatars/bob.webp',
      createdAt: expect.any(String),
      isDeleted: false,
      profile: { imageUrl: '/media/avatars/bob.webp' },
    });
    expect((await get('/api/users/getBasicData?id=999999')).status).toBe(404);
    expect((await get('/api/users/getBasicData')).status).toBe(400);
  });

  it('a deleted account: basic data as "Deleted user", full data 404, not counted, not listed', async () => {
    const carol = await insertUser(t, 'carol', '/media/avatars/carol.webp');
    const before = (await get('/api/users/getCountAll')).body;
    await t.app.db
      .update(users)
      .set({ deletedAt: new Date(), name: DELETED_USER_NAME, email: null })
      .where(eq(users.id, carol.id));
    await t.app.db.update(userProfiles).set({ imageUrl: null }).where(eq(userProfiles.userId, carol.id));

    expect((await get('/api/users/getCountAll')).body).toBe(before - 1);
    const basic = await get(`/api/users/getBasicData?id=${carol.id}`);
    expect(basic.body).toMatchObject({
      id: carol.id,
      name: DELETED_USER_NAME,
      imageUrl: null,
      isDeleted: true,
    });
    const full = await get(`/api/users/getFullData?id=${carol.id}`);
    expect(full.status).toBe(404);
    expect(full.body.message).toBe(MESSAGES.userNotFound);
    const players = await get('/api/users/getAllBasicData?page=0&size=100');
    expect(players.body.content.map((p: { id: number }) => p.id)).not.toContain(carol.id);
  });

  it('getCountAll counts live accounts', async () => {
    const [row] = await t.app.db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
    const res = await get('/api/users/getCountAll');
    expect(res.status).toBe(200);
    expect(res.body).toBe(row!.n);
  });

  it('getAllBasicData pages players newest first by default, and oldest first on request', async () => {
    const base = Date.UTC(2020, 0, 1);
    const made: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await insertUser(t, `player-${i}`);
      await t.app.db
        .update(users)
        .set({ createdAt: new Date(base + i * 86_400_000) })
        .where(eq(users.id, u.id));
      made.push(u);
    }
    const total = (await get('/api/users/getCountAll')).body;
    const first = await get('/api/users/getAllBasicData?page=0&size=2&sort=createdAt,asc');
    expect(first.status).toBe(200);
    expect(first.body.page).toEqual({
      number: 0,
      size: 2,
      totalPages: Math.ceil(total / 2),
      totalElements: total,
    });
    expect(first.body.totalElements).toBe(total);
    expect(first.body.content.map((p: { name: string }) => p.name)).toEqual(['player-0', 'player-1']);
    expect(first.body.content[0]).toEqual({
      id: made[0]!.id,
      name: 'player-0',
      imageUrl: null,
      createdAt: new Date(base).toISOString(),
      profile: { imageUrl: null },
    });
    const second = await get('/api/users/getAllBasicData?page=1&size=2&sort=createdAt,asc');
    expect(second.body.content.map((p: { name: string }) => p.name)).toEqual(['player-2', 'player-3']);

    const newest = await get('/api/users/getAllBasicData');
    expect(newest.body.page.size).toBe(24);
    const dates = newest.body.content.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get('/api/users/getAllBasicData?sort=name,asc')).status).toBe(400);
    expect((await get('/api/users/getAllBasicData?size=0')).status).toBe(400);
  });

  it('getTopByBuyerRating: 3+ reviews first, then by average, then by count', async () => {
    const buyer = await insertUser(t, 'buyer');
    const steady = await insertUser(t, 'steady', '/media/avatars/steady.webp');
    const lucky = await insertUser(t, 'lucky');
    const busy = await insertUser(t, 'busy');
    const good = await insertUser(t, 'good');
    const banned = await insertUser(t, 'banned');
    await addReviews(steady.id, buyer.id, [9, 9, 9, 10]); // 9.25 over 4
    await addReviews(lucky.id, buyer.id, [10]); // 10 over 1: below every seller with 3+
    await addReviews(busy.id, buyer.id, [8, 8, 8, 8, 8, 8]); // 8 over 6
    await addReviews(good.id, buyer.id, [8, 8, 8]); // 8 over 3: same average, fewer reviews
    await addReviews(banned.id, buyer.id, [10, 10, 10, 10]);
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, banned.id));

    const res = await get('/api/users/getTopByBuyerRating?limit=6');
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['steady', 'busy', 'good', 'lucky']);
    expect(res.body[0]).toEqual({
      id: steady.id,
      name: 'steady',
      imageUrl: '/media/avatars/steady.webp',
      profile: { imageUrl: '/media/avatars/steady.webp', sellerRating: 1 },
      avgRating: 9.25,
      reviewCount: 4,
      reviewsCount: 4,
    });
    const two = await get('/api/users/getTopByBuyerRating?limit=2');
    expect(two.body.map((s: { name: string }) => s.name)).toEqual(['steady', 'busy']);
    expect((await get('/api/users/getTopByBuyerRating')).body).toHaveLength(4);
    expect((await get('/api/users/getTopByBuyerRating?limit=0')).status).toBe(400);
  });
});
