import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { SEND_DESTINATIONS, SUBSCRIBE_DESTINATIONS } from '@gamelot/contract/realtime';
import { messages, users } from '../src/db/schema/index.ts';
import { call } from './helpers.ts';
import {
  bearer,
  connectStomp,
  eventually,
  startChatFixture,
  textMessage,
  type ChatFixture,
  type StompTestClient,
  type TestUser,
} from './realtime-helpers.ts';

/**
 * The real-time half of the policy (ADR 0032), through the real @stomp/stompjs client: every SEND
 * destination for a guest and a suspended user, and suspension ending live sessions.
 */
describe('the policy on every STOMP SEND', () => {
  let f: ChatFixture;
  let admin: TestUser;
  const summary = (text: string) => text.replace(/:\s*/g, ' - ');

  /** A valid body for each destination, from `from` in the fixture's chat. */
  const bodyFor = (destination: string, from: TestUser, messageId: number) =>
    destination === SEND_DESTINATIONS.chatSend
      ? textMessage(f.chatId, 'hello', from, from.id === f.alice.id ? f.bob : f.alice)
      : destination === SEND_DESTINATIONS.messageRead
        ? { chatId: f.chatId, readerId: from.id, messageId }
        : { chatId: f.chatId, readerId: from.id };

  const adminCall = (path: string, user: TestUser) =>
    call(f.live.app, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/${path}`,
      token: admin.token,
      payload: { reason: 'Chargebacks' },
    });

  /** Sends one frame on a fresh connection: '' when it took effect, else the ERROR's message. */
  async function outcome(user: { token: string }, destination: string, body: unknown): Promise<string> {
    const c = await connectStomp(f.live.url, { Authorization: `Bearer ${user.token}` });
    try {
      await c.sendAndWait(destination, body);
      return '';
    } catch {
      return c.errors[0] ?? 'no error';
    } finally {
      await c.disconnect();
    }
  }

  const storedTexts = async () =>
    (await f.live.app.db.select().from(messages).where(eq(messages.chatId, f.chatId))).map((m) => m.content);

  beforeAll(async () => {
    f = await startChatFixture();
    const [row] = await f.live.app.db
      .insert(users)
      .values({ name: 'Root', email: 'root-policy@example.test', roles: ['USER', 'ADMIN'] })
      .returning();
    admin = {
      id: row!.id,
      name: 'Root',
      token: await f.live.app.tokens.signUser({ id: row!.id, roles: ['USER', 'ADMIN'], tokenVersion: 0 }),
    };
  });
  afterAll(() => f.close());

  it('names a policy action for every SEND destination there is', () => {
    expect([...f.live.app.realtime.sendDestinations].sort()).toEqual(Object.values(SEND_DESTINATIONS).sort());
  });

  it('a guest sends nowhere', async () => {
    const guest = { token: await f.live.app.tokens.signGuest('policy-guest') };
    for (const destination of f.live.app.realtime.sendDestinations) {
      expect(await outcome(guest, destination, bodyFor(destination, f.alice, 1)), destination).toBe(
        MESSAGES.guestReadOnly,
      );
    }
    expect(await storedTexts()).toEqual([]);
  });

  it('suspension ends live sessions; a suspended user reads and marks read, never sends', async () => {
    const live: StompTestClient = await connectStomp(f.live.url, bearer(f.alice));
    await live.subscribe(SUBSCRIBE_DESTINATIONS.chat(f.chatId));
    expect((await adminCall('suspend', f.alice)).status).toBe(204);
    await eventually(() => live.closed(), "the suspended user's live session to close");
    expect(live.errors).toEqual([summary(MESSAGES.accountSuspended)]);

    // A new session: reading is allowed.
    const reader = await connectStomp(f.live.url, bearer(f.alice));
    const inbox = await reader.subscribe(SUBSCRIBE_DESTINATIONS.chat(f.chatId));
    const bob = await connectStomp(f.live.url, bearer(f.bob));
    await bob.sendAndWait(SEND_DESTINATIONS.chatSend, textMessage(f.chatId, 'from Bob', f.bob, f.alice));
    await eventually(() => inbox.messages.length === 1, 'Bob’s message to reach the suspended reader');
    const messageId = (inbox.bodies()[0] as { id: number }).id;
    await Promise.all([reader.disconnect(), bob.disconnect()]);

    const expected: Record<string, string> = {
      [SEND_DESTINATIONS.chatSend]: summary(MESSAGES.accountSuspended),
      [SEND_DESTINATIONS.messageRead]: '',
      [SEND_DESTINATIONS.allReads]: '',
    };
    for (const destination of f.live.app.realtime.sendDestinations) {
      expect(await outcome(f.alice, destination, bodyFor(destination, f.alice, messageId)), destination).toBe(
        expected[destination],
      );
    }
    expect(await storedTexts()).toEqual(['from Bob']);

    // Reinstated: the session opened while suspended ends too, and the next one sends.
    const suspendedSession = await connectStomp(f.live.url, bearer(f.alice));
    expect((await adminCall('unsuspend', f.alice)).status).toBe(204);
    await eventually(() => suspendedSession.closed(), 'the session opened while suspended to close');
    expect(
      await outcome(f.alice, SEND_DESTINATIONS.chatSend, bodyFor(SEND_DESTINATIONS.chatSend, f.alice, 0)),
    ).toBe('');
  });
});
