import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { NOTIFICATION_STATUS } from '@gamelot/contract/notifications';
import { follows, users } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { guestToken, insertUser, type TestUser } from '../../../test/fixtures.ts';

describe('follows: /api/followers/*', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  const write = (method: 'POST' | 'DELETE', token: string | undefined, payload: Record<string, unknown>) =>
    call(t.app, {
      method,
      url: method === 'POST' ? '/api/followers/follow' : '/api/followers/unfollow',
      token,
      payload,
    });
  const follow = (who: TestUser, followedId: number) =>
    write('POST', who.token, { followerId: who.id, followedId, followStatus: null });
  const get = async (url: string) => (await call(t.app, { method: 'GET', url })).body;
  const rowCount = async () => (await t.app.db.select().from(follows)).length;

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t, 'alice', '/media/avatars/alice.webp');
    bob = await insertUser(t, 'bob');
    carol = await insertUser(t, 'carol');
  });
  afterAll(() => t.close());

  it('follows idempotently; checkFollow and the counters follow along', async () => {
    expect(await get(`/api/followers/checkFollow?followerId=${bob.id}&followedId=${alice.id}`)).toBe(false);
    const first = await follow(bob, alice.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      followerId: bob.id,
      followedId: alice.id,
      createdAt: expect.any(String),
      followStatus: null,
    });
    const again = await write('POST', bob.token, { followerId: String(bob.id), followedId: alice.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCount()).toBe(1);
    expect(await get(`/api/followers/checkFollow?followerId=${bob.id}&followedId=${alice.id}`)).toBe(true);
    expect(await get(`/api/followers/checkFollow?followerId=${alice.id}&followedId=${bob.id}`)).toBe(false);
    expect(await get(`/api/followers/countFollowers?followedId=${alice.id}`)).toBe(1);
    expect(await get(`/api/followers/countFollowing?followerId=${bob.id}`)).toBe(1);
    expect(await get(`/api/followers/countFollowing?followerId=${alice.id}`)).toBe(0);
  });

  it('tells the followed user once, unless they muted new followers', async () => {
    const notifications = async (user: TestUser) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/notifications/getUserNotifications?userId=${user.id}`,
          token: user.token,
        })
      ).body.content.map((n: { notification: Record<string, unknown> }) => n.notification);
    const told = await notifications(alice);
    expect(told).toHaveLength(1); // bob followed twice above: one notification
    expect(told[0]).toMatchObject({
      eventType: 'new_follower',
      kind: 'newFollower',
      params: { name: 'bob' },
      title: 'New follower',
      content: 'bob followed you',
      url: `/profiles/${bob.id}`,
    });
    const muted = await call(t.app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      token: carol.token,
      payload: { mutedEvents: ['new_follower'] },
    });
    expect(muted.status).toBe(200);
    expect((await follow(alice, carol.id)).status).toBe(201);
    expect(await notifications(carol)).toEqual([]);
  });

  it("writes the follower's name into the news literally, whatever replacement patterns it holds", async () => {
    const name = "Eve $` $' $& $1 $$ $<name>";
    const eve = await insertUser(t, name);
    const frank = await insertUser(t, 'frank');
    expect((await follow(eve, frank.id)).status).toBe(201);
    const news = await call(t.app, {
      method: 'GET',
      url: `/api/notifications/getUserNotifications?userId=${frank.id}`,
      token: frank.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(news.body.content[0].notification.content).toBe(`${name} подписался на вас`);
  });

  it('does not tell again while the first news is unread: follow, unfollow, follow', async () => {
    const dave = await insertUser(t, 'dave');
    const erin = await insertUser(t, 'erin');
    const unread = async () =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/notifications/getUserNotifications?userId=${erin.id}`,
          token: erin.token,
        })
      ).body.content.filter((n: { status: string }) => n.status === NOTIFICATION_STATUS.unread);
    const toggle = async () => {
      expect((await follow(dave, erin.id)).status).toBe(201);
      const off = await write('DELETE', dave.token, { followerId: dave.id, followedId: erin.id });
      expect(off.status).toBeLessThan(300);
    };
    await toggle();
    await toggle();
    await toggle();
    expect(await unread()).toHaveLength(1);
    // Once read, a new follow is news again.
    const [item] = await unread();
    const read = await call(t.app, {
      method: 'PATCH',
      url: `/api/notifications/markAsRead?notificationId=${item.notification.id}&userId=${erin.id}`,
      token: erin.token,
    });
    expect(read.status).toBe(204);
    await toggle();
    expect(await unread()).toHaveLength(1);
  });

  it('unfollows idempotently', async () => {
    const off = await write('DELETE', bob.token, { followerId: bob.id, followedId: alice.id });
    expect(off.status).toBe(204);
    expect(await get(`/api/followers/checkFollow?followerId=${bob.id}&followedId=${alice.id}`)).toBe(false);
    expect(await get(`/api/followers/countFollowers?followedId=${alice.id}`)).toBe(0);
    expect((await write('DELETE', bob.token, { followerId: bob.id, followedId: alice.id })).status).toBe(204);
    expect((await write('DELETE', bob.token, { followerId: bob.id, followedId: 999999 })).status).toBe(204);
  });

  it('refuses visitors, guests, acting as someone else, following oneself and unknown users', async () => {
    await follow(carol, alice.id);
    const before = await rowCount();
    const payload = { followerId: bob.id, followedId: alice.id };
    expect((await write('POST', undefined, payload)).status).toBe(401);
    const guest = await write('POST', await guestToken(t), payload);
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe(MESSAGES.guestReadOnly);
    const impostor = await write('POST', carol.token, payload);
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toBe(MESSAGES.forbidden);
    const self = await follow(bob, bob.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MESSAGES.followSelf);
    const unknown = await follow(bob, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.userNotFound);
    expect((await write('POST', bob.token, { followerId: bob.id })).status).toBe(400);
    expect((await write('POST', bob.token, { followerId: bob.id, followedId: 'abc' })).status).toBe(400);
    // carol follows alice: bob cannot undo that, nor can a guest
    expect((await write('DELETE', bob.token, { followerId: carol.id, followedId: alice.id })).status).toBe(
      403,
    );
    expect(
      (await write('DELETE', await guestToken(t), { followerId: carol.id, followedId: alice.id })).status,
    ).toBe(403);
    const suspended = await insertUser(t, 'suspended');
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect((await follow(suspended, alice.id)).status).toBe(403);
    expect(await rowCount()).toBe(before);
    expect(await get(`/api/followers/checkFollow?followerId=${carol.id}&followedId=${alice.id}`)).toBe(true);
  });

  it('a deleted account cannot be followed and its lists are gone', async () => {
    const dave = await insertUser(t, 'dave');
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, dave.id));
    expect((await follow(bob, dave.id)).status).toBe(404);
    const count = await call(t.app, {
      method: 'GET',
      url: `/api/followers/countFollowers?followedId=${dave.id}`,
    });
    expect(count.status).toBe(404);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/followers/getFollowers?followedId=${dave.id}`,
    });
    expect(list.status).toBe(404);
  });

  it('lists followers and following newest first: a plain array, or paged with page/size', async () => {
    const fans: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const fan = await insertUser(t, `fan-${i}`);
      await follow(fan, bob.id);
      // distinct, known times so the order is certain
      await t.app.db
        .update(follows)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(follows.followerId, fan.id));
      fans.push(fan);
    }
    const plain = await get(`/api/followers/getFollowers?followedId=${bob.id}`);
    expect(plain.map((u: { name: string }) => u.name)).toEqual(['fan-3', 'fan-2', 'fan-1', 'fan-0']);
    expect(plain[0]).toEqual({
      id: fans[3]!.id,
      name: 'fan-3',
      imageUrl: null,
      createdAt: expect.any(String),
      followedAt: new Date(Date.UTC(2025, 0, 4)).toISOString(),
    });
    const paged = await get(`/api/followers/getFollowers?followedId=${bob.id}&page=1&size=3`);
    expect(paged).toEqual({
      content: [expect.objectContaining({ name: 'fan-0' })],
      totalElements: 4,
      page: { number: 1, size: 3, totalPages: 2, totalElements: 4 },
    });
    const sizeOnly = await get(`/api/followers/getFollowers?followedId=${bob.id}&size=2`);
    expect(sizeOnly.page).toEqual({ number: 0, size: 2, totalPages: 2, totalElements: 4 });

    await follow(fans[0]!, alice.id);
    const following = await get(`/api/followers/getFollowing?followerId=${fans[0]!.id}`);
    expect(following.map((u: { name: string }) => u.name)).toEqual(['alice', 'bob']);
    expect(following[0].imageUrl).toBe('/media/avatars/alice.webp');
    const followingPaged = await get(`/api/followers/getFollowing?followerId=${fans[0]!.id}&page=0`);
    expect(followingPaged.page).toEqual({ number: 0, size: 20, totalPages: 1, totalElements: 2 });
    expect(await get(`/api/followers/getFollowers?followedId=${carol.id}`)).toEqual([
      expect.objectContaining({ name: 'alice' }),
    ]);
    expect((await call(t.app, { method: 'GET', url: '/api/followers/getFollowers' })).status).toBe(400);
  });

  it('checkFollowMany answers which of many users one follows, in the order asked', async () => {
    // Users of its own, so the other tests' counters are not touched.
    const [dave, erin, frank, gina] = await Promise.all(
      ['dave', 'erin', 'frank', 'gina'].map((name) => insertUser(t, name)),
    );
    expect((await follow(dave!, erin!.id)).status).toBe(201);
    expect((await follow(dave!, gina!.id)).status).toBe(201);
    const many = (ids: string) =>
      call(t.app, {
        method: 'GET',
        url: `/api/followers/checkFollowMany?followerId=${dave!.id}&followedIds=${ids}`,
      });
    const asked = await many(`${gina!.id},${frank!.id},${erin!.id},${gina!.id},999999`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual([gina!.id, erin!.id]);
    expect((await many(`${frank!.id}`)).body).toEqual([]);
    // Each answer agrees with checkFollow.
    expect(await get(`/api/followers/checkFollow?followerId=${dave!.id}&followedId=${gina!.id}`)).toBe(true);
    expect(await get(`/api/followers/checkFollow?followerId=${dave!.id}&followedId=${frank!.id}`)).toBe(
      false,
    );

    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const bad of ['', 'abc', '1,,2', '1,-2', '0', tooMany]) {
      const res = await many(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.invalidUserIds);
    }
    const noFollower = await call(t.app, {
      method: 'GET',
      url: `/api/followers/checkFollowMany?followedIds=${erin!.id}`,
    });
    expect(noFollower.status).toBe(400);
  });
});
