import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import {
  connectStomp,
  createUser,
  eventually,
  type LiveApp,
  type TestUser,
  bearer,
  startChatFixture,
  textMessage,
  type ChatFixture,
} from './realtime-helpers.ts';

/** The real @stomp/stompjs client over sockjs-client against a listening server. */
describe('real-time chat over STOMP/SockJS', () => {
  let fx: ChatFixture;
  let live: LiveApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let chatId: number;

  const headers = bearer;
  const text = (content: string, from: TestUser, to: TestUser, chat = chatId) =>
    textMessage(chat, content, from, to);

  beforeAll(async () => {
    fx = await startChatFixture();
    ({ live, alice, bob, carol, chatId } = fx);
  });
  afterAll(async () => fx?.close());

  it('connects with the negotiated heart-beat, also on the /chat-ws alias', async () => {
    const a = await connectStomp(live.url, headers(alice), '/chat-ws');
    expect(a.connected).toMatchObject({
      version: '1.2',
      'heart-beat': '10000,10000',
      'user-name': String(alice.id),
    });
    await a.disconnect();
    const b = await connectStomp(live.url, { ...headers(bob), userId: String(bob.id) });
    await b.disconnect();
    const c = await connectStomp(live.url, { token: carol.token });
    await c.disconnect();
  });

  it('lets two participants chat and see read receipts; the reader is not notified', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const b = await connectStomp(live.url, headers(bob));
    const aTopic = await a.subscribe(`/topic/chat/${chatId}`);
    const aReads = await a.subscribe('/queue/message-read');
    const aList = await a.subscribe(`/queue/chat-updates/${alice.id}`);
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    const bList = await b.subscribe(`/queue/chat-updates/${bob.id}`);
    const bReads = await b.subscribe('/queue/message-read');

    await a.sendAndWait('/app/chat.send', { ...text('Hello, Bob', alice, bob), tempId: 't-1' });
    const [msg] = (await eventually(
      () => bTopic.messages.length === 1 && bTopic.bodies(),
      'message at Bob',
    )) as any[];
    expect(msg).toMatchObject({
      chatId,
      senderId: alice.id,
      content: 'Hello, Bob',
      isRead: false,
      tempId: 't-1',
    });
    await eventually(() => aTopic.messages.length === 1, 'echo at Alice');
    expect(bTopic.messages[0]!.headers['content-type']).toBe('application/json');

    const bItem = (await eventually(() => bList.bodies()[0], 'Bob list update')) as any;
    expect(bItem).toMatchObject({
      id: chatId,
      partnerId: alice.id,
      lastMessage: 'Hello, Bob',
      unreadCount: 1,
    });
    const aItem = (await eventually(() => aList.bodies()[0], 'Alice list update')) as any;
    expect(aItem).toMatchObject({ id: chatId, partnerId: bob.id, partnerName: 'Bob', unreadCount: 0 });

    await b.sendAndWait('/app/message.read', { messageId: msg.id, chatId, readerId: bob.id });
    const receipt = await eventually(() => aReads.bodies()[0], 'read receipt at Alice');
    expect(receipt).toEqual({ chatId, readerId: bob.id, messageId: msg.id, messageIds: [msg.id] });
    expect(bReads.messages).toHaveLength(0);

    await b.sendAndWait('/app/chat.send', text('Hi Alice', bob, alice));
    await b.sendAndWait('/app/chat.send', text('Are you there?', bob, alice));
    await a.sendAndWait('/app/message.allReads', { chatId, readerId: alice.id });
    const all = (await eventually(() => bReads.bodies()[0], 'allReads receipt at Bob')) as any;
    expect(all.messageIds).toHaveLength(2);
    expect(all.messageId).toBe(Math.max(...all.messageIds));

    // Bob had the chat open all along: no notification for him.
    const count = await call(live.app, {
      method: 'GET',
      url: `/api/notifications/getUnreadCount?userId=${bob.id}`,
      token: bob.token,
    });
    expect(count.body).toBe(0);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('refuses a third user the chat topic with an ERROR, and delivers nothing to them', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const c = await connectStomp(live.url, headers(carol));
    const received: string[] = [];
    c.client.subscribe(`/topic/chat/${chatId}`, (m) => void received.push(m.body));
    await eventually(() => c.errors[0], 'ERROR for Carol');
    expect(c.errors[0]).toContain('Forbidden');
    await eventually(() => c.closed(), 'Carol disconnected');
    // Her socket is closed: what reached her before the ERROR is all she will ever get.
    expect(received).toEqual([]);
    await a.sendAndWait('/app/chat.send', text('private', alice, bob));

    for (const destination of [
      `/queue/chat-updates/${alice.id}`,
      `/queue/notifications/user/${alice.id}`,
      '/topic/x',
    ]) {
      const other = await connectStomp(live.url, headers(carol));
      other.client.subscribe(destination, () => {});
      await eventually(() => other.errors[0], `ERROR for ${destination}`);
    }
    await a.disconnect();
  });

  it('delivers /queue/message-read only to the subscribing user', async () => {
    const c = await connectStomp(live.url, headers(carol));
    const cReads = await c.subscribe('/queue/message-read');
    const a = await connectStomp(live.url, headers(alice));
    const b = await connectStomp(live.url, headers(bob));
    const aReads = await a.subscribe('/queue/message-read');
    await a.sendAndWait('/app/chat.send', text('read me', alice, bob));
    await b.sendAndWait('/app/message.allReads', { chatId, readerId: bob.id });
    await eventually(() => aReads.messages.length > 0, 'receipt at Alice');
    // The receipt reached every matching subscription at once; a round trip on Carol's connection
    // brings whatever was written to it before.
    await c.sync();
    expect(cReads.messages).toEqual([]);
    await Promise.all([a.disconnect(), b.disconnect(), c.disconnect()]);
  });

  it('keeps stored order on the topic and in the history', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const b = await connectStomp(live.url, headers(bob));
    const aTopic = await a.subscribe(`/topic/chat/${chatId}`);
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);
    for (let i = 0; i < 10; i++) {
      a.send('/app/chat.send', text(`a${i}`, alice, bob));
      b.send('/app/chat.send', text(`b${i}`, bob, alice));
    }
    await eventually(
      () => aTopic.messages.length === 20 && bTopic.messages.length === 20,
      '20 messages each',
    );
    const ids = (inbox: typeof aTopic) => inbox.bodies().map((m: any) => m.id as number);
    expect(ids(aTopic)).toEqual([...ids(aTopic)].sort((x, y) => x - y));
    expect(ids(bTopic)).toEqual(ids(aTopic));
    // Each sender's own messages are stored in the order sent.
    const contents = aTopic.bodies().map((m: any) => m.content as string);
    expect(contents.filter((c) => c.startsWith('a'))).toEqual([...Array(10).keys()].map((i) => `a${i}`));

    const history = await call(live.app, {
      method: 'GET',
      url: `/api/messages/history?chatId=${chatId}&page=0&size=100`,
      token: bob.token,
    });
    expect(history.status).toBe(200);
    const historyIds = history.body.content.map((m: any) => m.id);
    expect(historyIds.slice(-20)).toEqual(ids(aTopic));
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('notifies a recipient who does not have the chat open, once per chat until read', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const b = await connectStomp(live.url, headers(bob));
    await b.sendAndWait('/app/message.allReads', { chatId, readerId: bob.id });
    // Reading marks the chat's notification read after commit (its domain event): let that land first.
    await live.app.outbox.drain();
    const bell = await b.subscribe(`/queue/notifications/user/${bob.id}`);
    await a.sendAndWait('/app/chat.send', text('ping 1', alice, bob));
    await eventually(() => bell.messages.length >= 2, 'notification and count');
    const [item, count] = bell.bodies() as [any, number];
    expect(bell.messages[0]!.headers.kind).toBe('notification');
    expect(item).toMatchObject({
      status: 'UNREAD',
      notification: { eventType: 'chat_message', url: `/chat/${chatId}`, content: 'Alice: ping 1' },
    });
    expect(bell.messages[1]!.headers.kind).toBe('unreadCount');
    expect(count).toBe(1);

    await a.sendAndWait('/app/chat.send', text('ping 2', alice, bob));
    await eventually(() => bell.messages.length >= 3, 'refreshed notification');
    const refreshed = bell.bodies()[2] as any;
    expect(refreshed.id).toBe(item.id);
    expect(refreshed.notification.content).toBe('Alice: ping 2');

    // Opening the chat: no more notifications; reading it all marks the notification read.
    await b.subscribe(`/topic/chat/${chatId}`);
    await a.sendAndWait('/app/chat.send', text('ping 3', alice, bob));
    await b.sendAndWait('/app/message.allReads', { chatId, readerId: bob.id });
    await eventually(() => bell.bodies().at(-1) === 0, 'unread count 0');
    expect(bell.bodies().filter((x) => typeof x === 'object')).toHaveLength(2);
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('does not notify users who muted chat messages', async () => {
    const quiet = await createUser(live.app, 'Quiet', ['chat_message']);
    const chat = await call(live.app, {
      method: 'POST',
      url: '/api/chats/findOrCreate',
      token: alice.token,
      payload: { user1Id: quiet.id, user2Id: alice.id, chatType: 'USER_TO_USER' },
    });
    const a = await connectStomp(live.url, headers(alice));
    await a.sendAndWait('/app/chat.send', text('hello quiet', alice, quiet, chat.body.id));
    const count = await call(live.app, {
      method: 'GET',
      url: `/api/notifications/getUnreadCount?userId=${quiet.id}`,
      token: quiet.token,
    });
    expect(count.body).toBe(0);
    await a.disconnect();
  });

  it('brings a deleted chat back when a new message arrives', async () => {
    const del = await call(live.app, {
      method: 'DELETE',
      url: `/api/chats/deleteById?id=${chatId}`,
      token: bob.token,
    });
    expect(del.status).toBe(204);
    const list = async () =>
      (
        await call(live.app, {
          method: 'GET',
          url: `/api/chats/getAllByUserId?userId=${bob.id}`,
          token: bob.token,
        })
      ).body;
    expect((await list()).map((c: any) => c.id)).not.toContain(chatId);
    const a = await connectStomp(live.url, headers(alice));
    await a.sendAndWait('/app/chat.send', text('come back', alice, bob));
    expect((await list()).map((c: any) => c.id)).toContain(chatId);
    await a.disconnect();
  });

  it("closes the live connection of a session signed out from settings; the user's others stay", async () => {
    const erin = await createUser(live.app, 'Erin');
    const phoneToken = await live.app.tokens.signUser({ id: erin.id, roles: ['USER'], tokenVersion: 0 });
    const laptop = await connectStomp(live.url, headers(erin));
    const phone = await connectStomp(live.url, { Authorization: `Bearer ${phoneToken}` });
    await phone.subscribe(`/queue/notifications/user/${erin.id}`);
    const sessions = await call(live.app, { url: '/api/settings/sessions', token: erin.token });
    const phoneSession = sessions.body.find((s: { current: boolean }) => !s.current);

    const res = await call(live.app, {
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneSession.id}`,
      token: erin.token,
    });
    expect(res.status).toBe(204);
    await eventually(() => phone.closed(), "the phone's connection closed");
    expect(phone.errors[0]).toMatch(/session/i);
    await expect(connectStomp(live.url, { Authorization: `Bearer ${phoneToken}` })).rejects.toThrow();
    expect(laptop.closed()).toBe(false);
    await laptop.sync();
    expect(laptop.closed()).toBe(false);
    await laptop.disconnect();
  });

  it('ends live sessions when their user signs out everywhere; other users keep theirs', async () => {
    const dave = await createUser(live.app, 'Dave');
    const phone = await connectStomp(live.url, headers(dave));
    const laptop = await connectStomp(live.url, headers(dave));
    const a = await connectStomp(live.url, headers(alice));
    await phone.subscribe(`/queue/notifications/user/${dave.id}`);

    const res = await call(live.app, {
      method: 'POST',
      url: '/api/settings/signOutEverywhere',
      token: dave.token,
    });
    expect(res.status).toBe(200);
    await eventually(() => phone.closed() && laptop.closed(), "Dave's sessions closed");
    expect(phone.errors[0]).toMatch(/session/i);
    expect(laptop.errors[0]).toMatch(/session/i);

    // The old token no longer connects; the new one does; Alice was never touched.
    await expect(connectStomp(live.url, headers(dave))).rejects.toThrow();
    const again = await connectStomp(live.url, { Authorization: `Bearer ${res.body.token}` });
    expect(a.closed()).toBe(false);
    await a.sendAndWait('/app/chat.send', text('still here', alice, bob));
    await again.disconnect();
    await a.disconnect();
  });
});
