import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createUser, type TestUser } from '../../../test/realtime-helpers.ts';
import { sendMessage } from '../chats/service.ts';

const review = { kind: 'newReview', params: { id: 1, rating: 9 } } as const;

describe('notifications REST', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let muted: TestUser;

  const get = (u: TestUser, url: string) => call(t.app, { method: 'GET', url, token: u.token });
  const unread = async (u: TestUser) =>
    (await get(u, `/api/notifications/getUnreadCount?userId=${u.id}`)).body as number;

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createUser(t.app, 'Alice');
    bob = await createUser(t.app, 'Bob');
    muted = await createUser(t.app, 'Muted', ['new_follower']);
  });
  afterAll(() => t.close());

  it('stores notifications from notify() and pages them newest first', async () => {
    for (let i = 1; i <= 3; i++) {
      const item = await t.app.notify(alice.id, {
        eventType: 'new_follower',
        notice: { kind: 'newFollower', params: { name: `Follower ${i}` } },
        url: `/profiles/${bob.id}`,
      });
      // What notify() hands back (and pushes) reads in the user's language: Russian by default.
      expect(item).toMatchObject({
        status: 'UNREAD',
        notification: { title: 'Новый подписчик', content: `Follower ${i} подписался на вас` },
      });
    }
    const page = await get(
      alice,
      `/api/notifications/getUserNotifications?userId=${alice.id}&page=0&size=2&sort=createdAt,desc`,
    );
    expect(page.status).toBe(200);
    expect(page.body.content.map((n: any) => n.notification.content)).toEqual([
      'Follower 3 followed you',
      'Follower 2 followed you',
    ]);
    expect(page.body.totalElements).toBe(3);
    expect(page.body.page).toEqual({ number: 0, size: 2, totalPages: 2, totalElements: 3 });
    const item = page.body.content[0];
    expect(item.id).toBe(item.notification.id);
    expect(item.notification).toMatchObject({
      title: 'New follower',
      kind: 'newFollower',
      params: { name: 'Follower 3' },
      url: `/profiles/${bob.id}`,
    });
    expect(item.notification.timestamp).toBe(item.notification.createdAt);

    const asc = await get(
      alice,
      `/api/notifications/getUserNotifications?userId=${alice.id}&sort=createdAt,asc`,
    );
    expect(asc.body.content[0].notification.params).toEqual({ name: 'Follower 1' });
    expect(await unread(alice)).toBe(3);
  });

  it('respects muted event types', async () => {
    const item = await t.app.notify(muted.id, {
      eventType: 'new_follower',
      notice: { kind: 'newFollower', params: { name: 'x' } },
      url: null,
    });
    expect(item).toBeNull();
    expect(
      await t.app.notify(muted.id, { eventType: 'new_review', notice: review, url: null }),
    ).not.toBeNull();
    expect(await unread(muted)).toBe(1);
  });

  it("never lets anyone read or mark another user's notifications", async () => {
    expect((await get(bob, `/api/notifications/getUserNotifications?userId=${alice.id}`)).status).toBe(403);
    expect((await get(bob, `/api/notifications/getUnreadCount?userId=${alice.id}`)).status).toBe(403);
    const [first] = (await get(alice, `/api/notifications/getUserNotifications?userId=${alice.id}`)).body
      .content;

    const asBob = await call(t.app, {
      method: 'PATCH',
      url: `/api/notifications/markAsRead?notificationId=${first.id}&userId=${bob.id}`,
      token: bob.token,
    });
    expect(asBob.status).toBe(403);
    const spoofed = await call(t.app, {
      method: 'PATCH',
      url: `/api/notifications/markAsRead?notificationId=${first.id}&userId=${alice.id}`,
      token: bob.token,
    });
    expect(spoofed.status).toBe(403);
    const mine = await t.app.notify(bob.id, { eventType: 'new_review', notice: review, url: null });
    const mixed = await call(t.app, {
      method: 'PATCH',
      url: '/api/notifications/marksAsRead',
      token: bob.token,
      payload: { userId: bob.id, notificationIds: [mine!.id, first.id] },
    });
    expect(mixed.status).toBe(403);
    expect(await unread(alice)).toBe(3);
    expect(await unread(bob)).toBe(1); // the refused request changed nothing, not even Bob's own
    const missing = await call(t.app, {
      method: 'PATCH',
      url: '/api/notifications/marksAsRead',
      token: bob.token,
      payload: { userId: bob.id, notificationIds: [mine!.id, 999_999] },
    });
    expect(missing.status).toBe(404);
  });

  it('marks read singly and in bulk; READ is final', async () => {
    const ids = (
      await get(alice, `/api/notifications/getUserNotifications?userId=${alice.id}`)
    ).body.content.map((n: any) => n.id);
    const single = await call(t.app, {
      method: 'PATCH',
      url: `/api/notifications/markAsRead?notificationId=${ids[0]}&userId=${alice.id}`,
      token: alice.token,
    });
    expect(single.status).toBe(204);
    expect(await unread(alice)).toBe(2);
    const bulk = await call(t.app, {
      method: 'PATCH',
      url: '/api/notifications/marksAsRead',
      token: alice.token,
      payload: { userId: String(alice.id), notificationIds: ids },
    });
    expect(bulk.status).toBe(204);
    expect(await unread(alice)).toBe(0);
    const list = await get(alice, `/api/notifications/getUserNotifications?userId=${alice.id}`);
    expect(list.body.content.every((n: any) => n.status === 'READ')).toBe(true);
    const empty = await call(t.app, {
      method: 'PATCH',
      url: '/api/notifications/marksAsRead',
      token: alice.token,
      payload: { userId: alice.id, notificationIds: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('sendEvent checks the sender and never duplicates the chat notification', async () => {
    const chat = await call(t.app, {
      method: 'POST',
      url: '/api/chats/findOrCreate',
      token: alice.token,
      payload: { user1Id: alice.id, user2Id: bob.id },
    });
    const chatId = chat.body.id;
    const event = (u: TestUser, payload: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/api/notifications/sendEvent',
        token: u.token,
        payload: { eventType: 'chat_message_send', payload, metadata: { chatId } },
      });
    const payload = { userId: bob.id, messageContent: 'hello', chatId, senderId: alice.id };

    expect((await event(bob, payload)).status).toBe(403); // Bob claims to be Alice
    expect((await event(muted, { ...payload, senderId: muted.id })).status).toBe(403); // not a participant
    expect((await event(alice, { ...payload, userId: muted.id })).status).toBe(400); // not the partner
    // Nothing unread from Alice yet: nothing to notify about.
    expect((await event(alice, payload)).status).toBe(204);
    const chatNotifications = () =>
      t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, bob.id), eq(notifications.eventType, 'chat_message')));
    expect(await chatNotifications()).toHaveLength(0);

    // A stored message notifies Bob (he has no chat open); sendEvent after it adds nothing.
    await sendMessage({ db: t.app.db, realtime: t.app.realtime }, alice.id, {
      chatId,
      senderId: alice.id,
      content: 'hello',
    });
    expect((await event(alice, payload)).status).toBe(204);
    const rows = await chatNotifications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: `/chat/${chatId}`,
      kind: 'chatMessage',
      params: { name: 'Alice', preview: 'hello' },
      title: '',
      content: '',
    });

    // If that notification is gone (read), sendEvent restores it while the message is unread.
    await t.app.db.update(notifications).set({ status: 'READ' }).where(eq(notifications.id, rows[0]!.id));
    expect((await event(alice, payload)).status).toBe(204);
    expect((await chatNotifications()).filter((n) => n.status === 'UNREAD')).toHaveLength(1);
  });

  it('refuses guests and anonymous callers', async () => {
    const guest = await t.app.tokens.signGuest('g');
    const asGuest = await call(t.app, {
      method: 'GET',
      url: '/api/notifications/getUnreadCount?userId=1',
      token: guest,
    });
    expect(asGuest.status).toBe(403);
    const anonymous = await call(t.app, { method: 'GET', url: '/api/notifications/getUnreadCount?userId=1' });
    expect(anonymous.status).toBe(401);
  });
});
