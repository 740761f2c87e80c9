import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, offers, products } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.ts';
import { createUser, type TestUser } from '../../../test/realtime-helpers.ts';
import { insertMessage } from './message-repository.ts';
import { markRead } from './repository.ts';
import { sendMessage } from './service.ts';

describe('chats REST', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let offerId: number;

  const findOrCreate = (token: string, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/chats/findOrCreate', token, payload: body });
  const send = (from: TestUser, chatId: number, content: string) =>
    sendMessage({ db: t.app.db, realtime: t.app.realtime }, from.id, { chatId, senderId: from.id, content });
  const list = async (u: TestUser) =>
    (await call(t.app, { method: 'GET', url: `/api/chats/getAllByUserId?userId=${u.id}`, token: u.token }))
      .body;

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createUser(t.app, 'Alice');
    bob = await createUser(t.app, 'Bob');
    carol = await createUser(t.app, 'Carol');
    const [product] = await t.app.db.insert(products).values({ name: 'Dota 2' }).returning();
    const [lot] = await t.app.db
      .insert(lots)
      .values({ productId: product!.id, name: 'Буст', nameEn: 'Boost' })
      .returning();
    const [offer] = await t.app.db
      .insert(offers)
      .values({
        userId: bob.id,
        lotId: lot!.id,
        name: 'MMR boost',
        shortDescription: 's',
        longDescription: 'l',
        priceKopecks: 11300,
        originalPriceKopecks: 10000,
        unitPriceKopecks: 10000,
      })
      .returning();
    offerId = offer!.id;
  });
  afterAll(() => t.close());

  it('finds or creates one chat per pair of users per offer', async () => {
    const first = await findOrCreate(alice.token, {
      user1Id: alice.id,
      user2Id: bob.id,
      offerId,
      chatType: 'USER_TO_USER',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user1Id: alice.id,
      user2Id: bob.id,
      offerId,
      chatType: 'USER_TO_USER',
    });
    const again = await findOrCreate(bob.token, { user1Id: String(bob.id), user2Id: alice.id, offerId });
    expect(again.body.id).toBe(first.body.id);
    const noOffer = await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, offerId: null });
    expect(noOffer.body.id).not.toBe(first.body.id);
    const noOfferAgain = await findOrCreate(bob.token, { user1Id: bob.id, user2Id: alice.id });
    expect(noOfferAgain.body.id).toBe(noOffer.body.id);
  });

  it('refuses chats for others, with oneself, with nobody, about no offer, and for guests', async () => {
    expect((await findOrCreate(carol.token, { user1Id: alice.id, user2Id: bob.id })).status).toBe(403);
    const self = await findOrCreate(alice.token, { user1Id: alice.id, user2Id: alice.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot start a chat with yourself');
    expect((await findOrCreate(alice.token, { user1Id: alice.id, user2Id: 999_999 })).status).toBe(404);
    expect(
      (await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, offerId: 999_999 })).status,
    ).toBe(404);
    expect(
      (await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, chatType: 'GROUP' })).status,
    ).toBe(400);
    const guest = await t.app.tokens.signGuest('g');
    expect((await findOrCreate(guest, { user1Id: alice.id, user2Id: bob.id })).status).toBe(403);
    const anonymous = await call(t.app, { method: 'POST', url: '/api/chats/findOrCreate', payload: {} });
    expect(anonymous.status).toBe(401);
  });

  it('lists chats newest activity first with partner, offer, last message and unread count', async () => {
    const withOffer = (await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, offerId })).body
      .id;
    const plain = (await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id })).body.id;
    const withCarol = (await findOrCreate(carol.token, { user1Id: carol.id, user2Id: alice.id })).body.id;
    await send(bob, withOffer, 'first');
    await send(bob, withOffer, 'second');
    await send(carol, withCarol, 'hi from carol');

    const items = await list(alice);
    expect(items.map((c: any) => c.id)).toEqual([withCarol, withOffer, plain]);
    expect(items[1]).toMatchObject({
      partnerId: bob.id,
      partnerName: 'Bob',
      partnerAvatar: null,
      chatName: 'Bob',
      offerId,
      offerName: 'MMR boost',
      lastMessage: 'second',
      unreadCount: 2,
    });
    expect(items[2]).toMatchObject({ lastMessage: null, lastMessageTime: null, unreadCount: 0 });
    expect((await list(bob)).find((c: any) => c.id === withOffer).unreadCount).toBe(0);

    const other = await call(t.app, {
      method: 'GET',
      url: `/api/chats/getAllByUserId?userId=${bob.id}`,
      token: alice.token,
    });
    expect(other.status).toBe(403);
  });

  it('reads, renames and deletes a chat for participants only', async () => {
    const chatId = (await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, offerId })).body.id;
    const get = (u: TestUser, path: string, userId = u.id) =>
      call(t.app, { method: 'GET', url: `/api/chats/${path}?id=${chatId}&userId=${userId}`, token: u.token });

    const byId = await get(alice, 'getById');
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ id: chatId, user1Id: alice.id, user2Id: bob.id, partnerId: bob.id });
    expect((await get(carol, 'getById')).status).toBe(403);
    expect((await get(carol, 'getNameById')).status).toBe(403);
    expect((await get(alice, 'getById', bob.id)).status).toBe(403);
    const missing = await call(t.app, {
      method: 'GET',
      url: `/api/chats/getById?id=999999&userId=${alice.id}`,
      token: alice.token,
    });
    expect(missing.status).toBe(404);

    const rename = (u: TestUser, chatName: string, userId = u.id) =>
      call(t.app, {
        method: 'PATCH',
        url: '/api/chats/renameById',
        token: u.token,
        payload: { chatId, userId, chatName },
      });
    expect((await rename(alice, '   ')).status).toBe(400);
    expect((await rename(alice, 'x'.repeat(65))).status).toBe(400);
    expect((await rename(carol, 'mine')).status).toBe(403);
    expect((await rename(carol, 'mine', alice.id)).status).toBe(403);
    const renamed = await rename(alice, '  Booster  ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.chatName).toBe('Booster');
    expect((await get(alice, 'getNameById')).body).toBe('Booster');
    expect((await get(bob, 'getNameById')).body).toBe('Alice');

    const del = (u: TestUser) =>
      call(t.app, { method: 'DELETE', url: `/api/chats/deleteById?id=${chatId}`, token: u.token });
    expect((await del(carol)).status).toBe(403);
    expect((await del(alice)).status).toBe(204);
    expect((await list(alice)).map((c: any) => c.id)).not.toContain(chatId);
    expect((await list(bob)).map((c: any) => c.id)).toContain(chatId);
    // Asking for the chat again brings it back for the one who asks.
    await findOrCreate(alice.token, { user1Id: alice.id, user2Id: bob.id, offerId });
    expect((await list(alice)).map((c: any) => c.id)).toContain(chatId);
  });

  it('serves history to participants only: the latest window, oldest first', async () => {
    const chatId = (await findOrCreate(carol.token, { user1Id: carol.id, user2Id: bob.id })).body.id;
    for (let i = 1; i <= 7; i++) await send(i % 2 ? carol : bob, chatId, `m${i}`);
    const history = (u: TestUser, q: string) =>
      call(t.app, { method: 'GET', url: `/api/messages/history?chatId=${chatId}&${q}`, token: u.token });

    const latest = await history(bob, 'page=0&size=3');
    expect(latest.status).toBe(200);
    expect(latest.body.content.map((m: any) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(latest.body.totalElements).toBe(7);
    expect(latest.body.page).toEqual({ number: 0, size: 3, totalPages: 3, totalElements: 7 });
    const older = await history(bob, 'page=1&size=3');
    expect(older.body.content.map((m: any) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const all = await history(carol, 'page=0&size=100');
    expect(all.body.content.map((m: any) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(all.body.content[0]).toMatchObject({ chatId, senderId: carol.id, attachments: [], isRead: false });

    expect((await history(alice, 'page=0&size=100')).status).toBe(403);
    expect((await history(bob, 'page=0&size=101')).status).toBe(400);
    const none = await call(t.app, {
      method: 'GET',
      url: '/api/messages/history?chatId=999999',
      token: bob.token,
    });
    expect(none.status).toBe(404);
  });

  it('chains concurrent messages of one chat: each names the one stored before it', async () => {
    const chat = await findOrCreate(alice.token, { user1Id: alice.id, user2Id: carol.id });
    const chatId = chat.body.id as number;
    const before = await send(alice, chatId, 'first');
    // Twenty at once: on PostgreSQL they run on different pooled connections and queue on the lock.
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertMessage(t.app.db, {
          chatId,
          senderId: i % 2 ? alice.id : carol.id,
          content: `m${i}`,
          attachments: [],
        }),
      ),
    );
    const chain = stored.map((s) => [s!.message.id, s!.prevId] as const).sort(([a], [b]) => a - b);
    expect(chain[0]![1]).toBe(before.id);
    for (let i = 1; i < chain.length; i++) expect(chain[i]![1]).toBe(chain[i - 1]![0]);
    expect(
      await insertMessage(t.app.db, { chatId: 999_999, senderId: null, content: 'x', attachments: [] }),
    ).toBe(undefined);
  });

  it('keeps every unread count equal to the messages its participant has not read', async () => {
    // A pair of their own, so earlier tests' messages do not count.
    const [bob, carol] = [await createUser(t.app, 'Bo'), await createUser(t.app, 'Cara')];
    const chat = await findOrCreate(bob.token, { user1Id: bob.id, user2Id: carol.id });
    const chatId = chat.body.id as number;
    const counted = async () => {
      const result = await t.app.db.execute(sql`
        select p.user_id as "userId", p.unread_count as kept,
          (select count(*)::int from messages m where m.chat_id = p.chat_id and not m.is_read
             and m.sender_id is distinct from p.user_id) as actual
        from chat_participants p where p.chat_id = ${chatId} order by p.user_id`);
      return (result as unknown as { rows: { userId: number; kept: number; actual: number }[] }).rows;
    };
    const store = (senderId: number | null, content: string) =>
      insertMessage(t.app.db, { chatId, senderId, content, attachments: [] });
    const readAs = (readerId: number, messageId?: number) =>
      markRead(t.app.db, { chatId, readerId, messageId });

    // Sends from both sides and a system message (unread for both), at once.
    const sent = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => store(i % 3 ? bob.id : carol.id, `m${i}`)),
      store(null, 'order paid'),
    ]);
    expect((await counted()).map((r) => r.kept)).toEqual([5, 9]); // Bob: 4 of Carol's + 1; Carol: 8 + 1
    // One read, a read of everything racing new messages, and reads that change nothing.
    const carolsFirst = sent.find((m) => m!.message.senderId === carol.id)!.message.id;
    await readAs(bob.id, carolsFirst);
    await Promise.all([
      readAs(carol.id),
      store(bob.id, 'late'),
      readAs(carol.id),
      readAs(bob.id, carolsFirst),
    ]);
    for (const row of await counted()) expect(row.kept, `user ${row.userId}`).toBe(row.actual);
    // Bob still has 3 of Carol's: a message has one read flag, so Carol reading the system message
    // read it for Bob too.
    expect((await counted()).find((r) => r.userId === bob.id)!.kept).toBe(3);

    // The chat list shows the kept count.
    expect((await list(bob)).find((c: any) => c.id === chatId).unreadCount).toBe(3);
    await readAs(bob.id);
    expect((await counted()).map((r) => r.kept)).toEqual([0, (await counted())[1]!.actual]);
  });

  it('documents every chat route in OpenAPI', async () => {
    const doc = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/chats/findOrCreate',
        '/api/chats/getAllByUserId',
        '/api/chats/getById',
        '/api/chats/getNameById',
        '/api/chats/renameById',
        '/api/chats/deleteById',
        '/api/messages/history',
      ]),
    );
  });
});
