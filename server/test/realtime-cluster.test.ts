import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call } from './helpers.ts';
import {
  connectStomp,
  createUser,
  eventually,
  openSharedDatabase,
  startLiveApp,
  type LiveApp,
  type SharedDatabase,
  type TestUser,
} from './realtime-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled =
  process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL) && Boolean(redisUrl);

/**
 * docs/ARCHITECTURE.md#the-shape-of-the-system: a chat message sent through process A reaches a subscriber connected to
 * process B. Two app instances share one PostgreSQL database and Redis; each has its own HTTP
 * server, sockets, broker and Redis connections, exactly as two processes would.
 */
describe.skipIf(!enabled)('real-time across two server processes (PostgreSQL + Redis)', () => {
  let db: SharedDatabase;
  let one: LiveApp;
  let two: LiveApp;
  let alice: TestUser;
  let bob: TestUser;
  let chatId: number;
  const auth = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
  const text = (content: string, from: TestUser, to: TestUser) => ({
    chatId,
    senderId: from.id,
    recipientId: to.id,
    content,
    attachments: [],
  });

  beforeAll(async () => {
    db = await openSharedDatabase();
    one = await startLiveApp(db.database, { REDIS_URL: redisUrl! });
    two = await startLiveApp(db.database, { REDIS_URL: redisUrl! });
    alice = await createUser(one.app, 'Alice');
    bob = await createUser(one.app, 'Bob');
    const chat = await call(two.app, {
      method: 'POST',
      url: '/api/chats/findOrCreate',
      token: bob.token,
      payload: { user1Id: bob.id, user2Id: alice.id },
    });
    chatId = chat.body.id;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.close();
  });

  it('runs on Redis fan-out', () => {
    expect([one.app.realtime.fanout, two.app.realtime.fanout]).toEqual(['redis', 'redis']);
  });

  it('delivers messages and read receipts between users on different processes', async () => {
    const a = await connectStomp(one.url, auth(alice));
    const b = await connectStomp(two.url, auth(bob));
    const aTopic = await a.subscribe(`/topic/chat/${chatId}`);
    const aReads = await a.subscribe('/queue/message-read');
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    const bList = await b.subscribe(`/queue/chat-updates/${bob.id}`);

    await a.sendAndWait('/app/chat.send', text('across processes', alice, bob));
    const [msg] = (await eventually(
      () => bTopic.messages.length === 1 && bTopic.bodies(),
      'message on process 2',
    )) as any[];
    expect(msg).toMatchObject({ senderId: alice.id, content: 'across processes' });
    await eventually(() => aTopic.messages.length === 1, 'echo on process 1');
    await eventually(() => bList.messages.length === 1, 'chat list update on process 2');

    await b.sendAndWait('/app/message.read', { messageId: msg.id, chatId, readerId: bob.id });
    const receipt = await eventually(() => aReads.bodies()[0], 'receipt on process 1');
    expect(receipt).toMatchObject({ chatId, readerId: bob.id, messageIds: [msg.id] });

    // Bob has the chat open on process 2, so process 1 must not notify him.
    const count = await call(one.app, {
      method: 'GET',
      url: `/api/notifications/getUnreadCount?userId=${bob.id}`,
      token: bob.token,
    });
    expect(count.body).toBe(0);
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('notifies a user on the other process once they leave the chat', async () => {
    const a = await connectStomp(one.url, auth(alice));
    const b = await connectStomp(two.url, auth(bob));
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    const bell = await b.subscribe(`/queue/notifications/user/${bob.id}`);
    await a.sendAndWait('/app/chat.send', text('while viewing', alice, bob));
    await eventually(() => bTopic.messages.length === 1, 'message while viewing');
    // Both processes have handled the message's event (and published what it caused), and a
    // marker published after that reaches Bob's bell: anything before it would have too.
    await Promise.all([one.app.outbox.drain(), two.app.outbox.drain()]);
    const unread = await call(one.app, {
      method: 'GET',
      url: `/api/notifications/getUnreadCount?userId=${bob.id}`,
      token: bob.token,
    });
    expect(unread.body).toBe(0);
    await one.app.realtime.publish(`/queue/notifications/user/${bob.id}`, 'marker', { userId: bob.id });
    await eventually(() => bell.messages.length > 0, 'the marker on process 2');
    expect(bell.bodies()).toEqual(['marker']);

    const left = new Promise<void>((resolve) => b.client.watchForReceipt('left', () => resolve()));
    bTopic.subscription.unsubscribe({ receipt: 'left' });
    await left;
    await a.sendAndWait('/app/chat.send', text('after leaving', alice, bob));
    await eventually(() => bell.messages.length >= 3, 'notification on process 2');
    expect(bell.bodies()[1]).toMatchObject({
      notification: { eventType: 'chat_message', url: `/chat/${chatId}` },
    });
    expect(typeof bell.bodies()[2]).toBe('number');

    await one.app.notify(bob.id, {
      eventType: 'new_review',
      notice: { kind: 'newReview', params: { id: 1, rating: 10 } },
      url: null,
    });
    await eventually(
      () => bell.bodies().some((x: any) => x?.notification?.eventType === 'new_review'),
      'notify() from process 1',
    );
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('keeps stored order when both processes publish into one chat at once', async () => {
    const a = await connectStomp(one.url, auth(alice));
    const b = await connectStomp(two.url, auth(bob));
    const aTopic = await a.subscribe(`/topic/chat/${chatId}`);
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    for (let i = 0; i < 10; i++) {
      a.send('/app/chat.send', text(`a${i}`, alice, bob));
      b.send('/app/chat.send', text(`b${i}`, bob, alice));
    }
    await eventually(
      () => aTopic.messages.length === 20 && bTopic.messages.length === 20,
      '20 messages on each',
    );
    const ids = (inbox: typeof aTopic) => inbox.bodies().map((m: any) => m.id as number);
    expect(ids(aTopic)).toEqual([...ids(aTopic)].sort((x, y) => x - y));
    expect(ids(bTopic)).toEqual(ids(aTopic));
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('suspending a user on one process ends their live session on the other', async () => {
    const [row] = await one.app.db
      .insert(users)
      .values({ name: 'Root', email: 'root-cluster@example.test', roles: ['USER', 'ADMIN'] })
      .returning();
    const admin = await one.app.tokens.signUser({ id: row!.id, roles: ['USER', 'ADMIN'], tokenVersion: 0 });
    const a = await connectStomp(two.url, auth(alice));
    const decide = (path: string) =>
      call(one.app, {
        method: 'POST',
        url: `/api/admin/users/${alice.id}/${path}`,
        token: admin,
        payload: { reason: 'Chargebacks' },
      });
    expect((await decide('suspend')).status).toBe(204);
    await eventually(() => a.closed(), 'the session on the other process to close');
    expect(a.errors[0]).toContain('suspended');
    expect((await decide('unsuspend')).status).toBe(204);
  });
});
