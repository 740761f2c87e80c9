import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatParticipants, users } from '../src/db/schema/index.ts';
import { createOffer, insertProduct, insertUser, type TestUser } from './fixtures.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';
import { orderBody, topUp } from './money.ts';
import { bearer, connectStomp, eventually, textMessage } from './realtime-helpers.ts';

/**
 * An administrator arbitrating a dispute reads the order's chat (policy/chats.ts,
 * docs/decisions/0061-disputes-with-deadlines.md), over HTTP and by subscribing to its topic; never
 * writes in it nor counts as its reader. Anyone else who is no participant is still refused, and
 * an administrator is refused the chat of an order nobody disputes.
 */
describe('the order chat of a dispute, for its arbiter', () => {
  let t: TestApp;
  let url: string;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  let disputedChat: number;
  let quietChat: number;

  const get = (user: TestUser, path: string) => call(t.app, { method: 'GET', url: path, token: user.token });
  const post = (user: TestUser, path: string, payload: object) =>
    call(t.app, { method: 'POST', url: path, token: user.token, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const game = await insertProduct(t);
    seller = await insertUser(t, 'chat-seller');
    buyer = await insertUser(t, 'chat-buyer');
    admin = await insertUser(t, 'chat-admin');
    stranger = await insertUser(t, 'chat-stranger');
    await t.app.db
      .update(users)
      .set({ roles: ['USER', ROLE_ADMIN] })
      .where(eq(users.id, admin.id));
    await topUp(t, buyer, 1_000);
    const offer = await createOffer(t, seller, game.lots[0]!.id, { price: 100, availability: 2 });
    const order = await post(buyer, '/api/orders', await orderBody(t, offer.id));
    disputedChat = order.body.chatId;
    await post(buyer, `/api/orders/${order.body.id}/dispute`, { reason: 'Wrong account' });
    // Another pair's chat about an order nobody disputes.
    const otherBuyer = await insertUser(t, 'chat-other-buyer');
    await topUp(t, otherBuyer, 1_000);
    const quiet = await post(otherBuyer, '/api/orders', await orderBody(t, offer.id));
    quietChat = quiet.body.chatId;
    await t.app.outbox.drain();
  });
  afterAll(() => t.close());

  it('over HTTP: the administrator reads the disputed order’s chat; a stranger does not', async () => {
    const details = await get(admin, `/api/chats/getById?id=${disputedChat}&userId=${admin.id}`);

    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: disputedChat, unreadCount: 0 });
    expect([details.body.user1Id, details.body.user2Id].sort()).toEqual([seller.id, buyer.id].sort());
    const history = await get(admin, `/api/messages/history?chatId=${disputedChat}&page=0&size=50`);
    expect(history.status).toBe(200);
    expect(history.body.content.length).toBeGreaterThan(0);
    expect((await get(admin, `/api/chats/getNameById?id=${disputedChat}&userId=${admin.id}`)).status).toBe(
      200,
    );

    for (const [who, chatId] of [
      [stranger, disputedChat],
      [admin, quietChat],
    ] as const) {
      expect((await get(who, `/api/chats/getById?id=${chatId}&userId=${who.id}`)).status).toBe(403);
      expect((await get(who, `/api/messages/history?chatId=${chatId}&page=0&size=50`)).status).toBe(403);
    }
    // Still 404 for a chat that does not exist, for the administrator too.
    expect((await get(admin, `/api/messages/history?chatId=999999&page=0&size=50`)).status).toBe(404);
    // Someone else's id beside the chat is refused as before.
    expect((await get(admin, `/api/chats/getById?id=${disputedChat}&userId=${buyer.id}`)).status).toBe(403);
    // Reading made the administrator no participant and wrote nothing of theirs.
    const rows = await t.app.db
      .select()
      .from(chatParticipants)
      .where(and(eq(chatParticipants.chatId, disputedChat), eq(chatParticipants.userId, admin.id)));
    expect(rows).toEqual([]);
    expect((await get(admin, `/api/chats/getAllByUserId?userId=${admin.id}`)).body).toEqual([]);
  });

  it('over STOMP: the administrator follows the chat live, but neither writes nor reads for a party', async () => {
    const watching = await connectStomp(url, bearer(admin));
    const talking = await connectStomp(url, bearer(buyer));
    try {
      const inbox = await watching.subscribe(`/topic/chat/${disputedChat}`);
      await talking.sendAndWait(
        '/app/chat.send',
        textMessage(disputedChat, 'Proof attached soon', buyer, seller),
      );
      await eventually(
        () => inbox.bodies().some((b) => (b as { content: string }).content === 'Proof attached soon'),
        'the buyer’s message on the arbiter’s subscription',
      );
      // The buyer's message stays unread by the seller, whatever the administrator does.
      const before = await get(seller, `/api/chats/getById?id=${disputedChat}&userId=${seller.id}`);
      expect(before.body.unreadCount).toBeGreaterThan(0);
      watching.send('/app/message.allReads', { chatId: disputedChat, readerId: admin.id });
      watching.send('/app/chat.send', textMessage(disputedChat, 'Admin intrudes', admin, seller));
      await eventually(() => watching.errors.length > 0 || watching.closed(), 'the refusal');
      const after = await get(seller, `/api/chats/getById?id=${disputedChat}&userId=${seller.id}`);
      expect(after.body.unreadCount).toBe(before.body.unreadCount);
      const history = await get(buyer, `/api/messages/history?chatId=${disputedChat}&page=0&size=50`);
      expect(history.body.content.some((m: { content: string }) => m.content === 'Admin intrudes')).toBe(
        false,
      );
    } finally {
      await watching.disconnect();
      await talking.disconnect();
    }
  });

  it('over STOMP: a stranger, and the administrator on a chat nobody disputes, are refused', async () => {
    for (const [who, chatId] of [
      [stranger, disputedChat],
      [admin, quietChat],
    ] as const) {
      const client = await connectStomp(url, bearer(who));
      try {
        await expect(client.subscribe(`/topic/chat/${chatId}`)).rejects.toThrow(/ERROR/);
      } finally {
        await client.disconnect();
      }
    }
  });
});
