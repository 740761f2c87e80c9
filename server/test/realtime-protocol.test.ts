import { MESSAGES } from '@gamelot/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers.ts';
import {
  connectFrame,
  connectStomp,
  createUser,
  eventually,
  openRawSocket,
  type LiveApp,
  type TestUser,
  bearer,
  openSharedDatabase,
  startChatFixture,
  startLiveApp,
  textMessage,
  type ChatFixture,
} from './realtime-helpers.ts';

/** Broken, hostile and abusive clients: each gets an ERROR and a close, the others carry on. */
describe('real-time protocol errors and limits', () => {
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

  it('accepts chat attachments and refuses invalid messages with an ERROR', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const topic = await a.subscribe(`/topic/chat/${chatId}`);
    const file = { fileId: 'abc', fileName: 'shot.png', mimeType: 'image/png', url: '/media/chats/abc.png' };
    await a.sendAndWait('/app/chat.send', { ...text('', alice, bob), attachments: [file] });
    await eventually(() => topic.messages.length === 1, 'attachment message');
    expect(topic.bodies()[0]).toMatchObject({ content: '', attachments: [file] });
    await a.disconnect();

    const bad: [string, unknown][] = [
      ['as someone else', text('forged', bob, alice)],
      ['empty', text('   ', alice, bob)],
      ['too long', text('x'.repeat(4001), alice, bob)],
      [
        'a foreign attachment URL',
        { ...text('', alice, bob), attachments: [{ ...file, url: 'https://evil.test/x.png' }] },
      ],
      [
        'a path escape',
        { ...text('', alice, bob), attachments: [{ ...file, url: '/media/chats/../avatars/x.png' }] },
      ],
      ['six attachments', { ...text('', alice, bob), attachments: Array(6).fill(file) }],
    ];
    for (const [what, body] of bad) {
      const client = await connectStomp(live.url, headers(alice));
      client.send('/app/chat.send', body);
      await eventually(() => client.errors[0], `ERROR for ${what}`);
    }

    // Refused by the statement that stores a message: each says why, and nothing is stored.
    const stored = async () =>
      (
        await call(live.app, {
          method: 'GET',
          url: `/api/messages/history?chatId=${chatId}&page=0&size=1`,
          token: alice.token,
        })
      ).body.totalElements as number;
    const before = await stored();
    const refused: [string, TestUser, unknown, string][] = [
      ['a wrong recipient', alice, text('hi', alice, carol), MESSAGES.invalidInput],
      ['a chat of others', carol, text('hi', carol, alice), MESSAGES.forbidden],
      ['a missing chat', alice, text('hi', alice, bob, 987_654), MESSAGES.chatNotFound],
    ];
    for (const [what, sender, body, error] of refused) {
      const client = await connectStomp(live.url, headers(sender));
      client.send('/app/chat.send', body);
      await eventually(() => client.errors[0], `ERROR for ${what}`);
      expect(client.errors[0], what).toContain(error);
    }
    expect(await stored()).toBe(before);
  });

  it('answers unauthenticated, malformed and oversized frames with ERROR while others keep working', async () => {
    const a = await connectStomp(live.url, headers(alice));
    const b = await connectStomp(live.url, headers(bob));
    const bTopic = await b.subscribe(`/topic/chat/${chatId}`);

    const cases: [string, string[]][] = [
      ['no token', [connectFrame({})]],
      ['a forged token', [connectFrame({ Authorization: 'Bearer not.a.jwt' })]],
      ['a userId that is not the token', [connectFrame({ ...headers(alice), userId: String(bob.id) })]],
      ['SEND before CONNECT', ['SEND\ndestination:/app/chat.send\n\n{}\0']],
      ['garbage', ['GET / HTTP/1.1\r\nHost: x\r\n\r\n']],
      ['a bad escape', [connectFrame(headers(alice)), 'SUBSCRIBE\nid:1\ndestination:/topic/chat/1\\t\n\n\0']],
      [
        'an oversized frame',
        [connectFrame(headers(alice)), `SEND\ndestination:/app/chat.send\n\n${'x'.repeat(70_000)}\0`],
      ],
      ['a non-JSON body', [connectFrame(headers(alice)), 'SEND\ndestination:/app/chat.send\n\nnot json\0']],
      ['an unknown destination', [connectFrame(headers(alice)), 'SEND\ndestination:/app/nope\n\n{}\0']],
      ['a transaction', [connectFrame(headers(alice)), 'BEGIN\ntransaction:t1\n\n\0']],
    ];
    for (const [what, frames] of cases) {
      const raw = await openRawSocket(live.url);
      for (const f of frames) raw.send(f);
      await eventually(() => raw.received.some((r) => r.startsWith('ERROR')), `ERROR for ${what}`);
      await eventually(() => raw.closed(), `close after ${what}`);
    }

    const guest = await live.app.tokens.signGuest('g-1');
    const g = await connectStomp(live.url, { Authorization: `Bearer ${guest}` });
    g.send('/app/chat.send', text('guest', alice, bob));
    await eventually(() => g.errors[0], 'ERROR for the guest');
    expect(g.errors[0]).toContain('Guests');

    await a.sendAndWait('/app/chat.send', text('still working', alice, bob));
    await eventually(
      () => bTopic.bodies().some((m: any) => m.content === 'still working'),
      'delivery after abuse',
    );
    await Promise.all([a.disconnect(), b.disconnect()]);
  });

  it('refuses oversized SockJS HTTP bodies and keeps serving', async () => {
    const res = await fetch(`${live.url}/ws/000/abcdefgh/xhr_send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(['x'.repeat(600 * 1024)]),
    }).catch(() => null); // the server may cut the upload short instead of letting it finish
    if (res) expect(res.status).toBe(413);
    const health = await fetch(`${live.url}/healthz`);
    expect(health.status).toBe(200);
    const info = await fetch(`${live.url}/ws/info`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ websocket: true });
  });

  it('closes flooding connections and caps subscriptions', async () => {
    const flood = await connectStomp(live.url, headers(alice));
    for (let i = 0; i < 60; i++) flood.send('/app/message.allReads', { chatId, readerId: alice.id });
    await eventually(() => flood.errors[0], 'flood ERROR');
    expect(flood.errors[0]).toMatch(/Too many/);

    const greedy = await connectStomp(live.url, headers(alice));
    for (let i = 0; i < 51; i++) greedy.client.subscribe(`/queue/chat-updates/${alice.id}`, () => {});
    await eventually(() => greedy.errors[0], 'subscription cap ERROR');
    expect(greedy.errors[0]).toBe('Too many subscriptions');

    const ok = await connectStomp(live.url, headers(alice));
    await ok.sendAndWait('/app/message.allReads', { chatId, readerId: alice.id });
    await ok.disconnect();
  });

  it('sends RECEIPTs for DISCONNECT over a raw socket', async () => {
    const raw = await openRawSocket(live.url);
    raw.send(connectFrame({ ...headers(alice), 'heart-beat': '10000,10000' }));
    await eventually(() => raw.received.some((r) => r.startsWith('CONNECTED')), 'CONNECTED');
    expect(raw.received[0]).toContain('heart-beat:10000,10000');
    expect(raw.received[0]).toContain('version:1.2');
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    await eventually(() => raw.received.some((r) => r.startsWith('RECEIPT\nreceipt-id:bye')), 'RECEIPT');
    await eventually(() => raw.closed(), 'closed after DISCONNECT');
  });
});

describe('real-time shutdown', () => {
  it('app.close() closes live sockets promptly', async () => {
    const db = await openSharedDatabase();
    const live = await startLiveApp(db.database);
    const u = await createUser(live.app, 'Leaving');
    const c = await connectStomp(live.url, { Authorization: `Bearer ${u.token}` });
    await c.subscribe(`/queue/chat-updates/${u.id}`);
    const started = Date.now();
    await live.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await eventually(() => c.closed(), 'client saw the close');
    await c.disconnect();
    await db.close();
  });
});
