import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * REDIS_PREFIX: two installations sharing one Redis (different prefixes, different databases
 * whose ids coincide) never see each other's real-time events, presence or rate-limit counters;
 * two processes of one installation (the same prefix) share all of them.
 */
describe.skipIf(!redisUrl)('REDIS_PREFIX on one shared Redis', () => {
  const run = randomBytes(4).toString('hex');
  const [ours, theirs] = [`shop-a-${run}`, `shop-b-${run}`];

  const LIMIT = 2;
  const env = (prefix: string) => ({
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: prefix,
    SIGNIN_RATE_LIMIT: String(LIMIT),
  });
  let oursDb: SharedDatabase;
  let theirsDb: SharedDatabase;
  let one: LiveApp; // our installation, process 1
  let two: LiveApp; // our installation, process 2
  let other: LiveApp; // their installation
  let alice: TestUser; // ours, user 1
  let mallory: TestUser; // theirs, user 1 too
  let chatId: number;

  /** A user 1 and 2 with a chat between them: the same ids in both databases. */
  async function populate(app: LiveApp) {
    const first = await createUser(app.app, 'First');
    const second = await createUser(app.app, 'Second');
    const chat = await call(app.app, {
      method: 'POST',
      url: '/api/chats/findOrCreate',
      token: first.token,
      payload: { user1Id: first.id, user2Id: second.id },
    });
    return { user: first, chatId: chat.body.id as number };
  }

  beforeAll(async () => {
    [oursDb, theirsDb] = await Promise.all([openSharedDatabase(), openSharedDatabase()]);
    one = await startLiveApp(oursDb.database, env(ours));
    two = await startLiveApp(oursDb.database, env(ours));
    other = await startLiveApp(theirsDb.database, env(theirs));
    const a = await populate(one);
    const m = await populate(other);
    [alice, mallory, chatId] = [a.user, m.user, a.chatId];
    // The point of the test: without prefixes, these would be the same user and chat to Redis.
    expect([mallory.id, m.chatId]).toEqual([alice.id, chatId]);
  });
  afterAll(async () => {
    for (const app of [one, two, other]) await app?.close();
    await oursDb?.close();
    await theirsDb?.close();
  });

  it("delivers an event to the installation's other process and never to another installation", async () => {
    const onTwo = await connectStomp(two.url, { Authorization: `Bearer ${alice.token}` });
    const onOther = await connectStomp(other.url, { Authorization: `Bearer ${mallory.token}` });
    const destination = `/queue/notifications/user/${alice.id}`;
    const [ourBell, theirBell] = [await onTwo.subscribe(destination), await onOther.subscribe(destination)];

    await one.app.realtime.publish(destination, 7, { userId: alice.id });
    await eventually(() => ourBell.messages.length === 1, 'the event on our second process');
    // Redis had our event before their marker, and sends one subscriber's messages in the order
    // it took them in: had their installation heard ours, the 7 would come before the marker.
    const marker = async (n: number) => {
      await other.app.realtime.publish(destination, `marker ${n}`, { userId: mallory.id });
      await eventually(() => theirBell.bodies().includes(`marker ${n}`), `their marker ${n}`);
    };
    await marker(1);
    expect(theirBell.bodies()).toEqual(['marker 1']);

    // Revoking user 1's sessions is a bus event too: theirs stays connected (a revoked session
    // would not get the marker that follows).
    await one.app.realtime.revokeUser(alice.id, 'sessionExpired');
    await eventually(() => onTwo.closed(), 'our session revoked');
    await marker(2);
    expect(onOther.closed()).toBe(false);
    expect(onOther.errors).toEqual([]);
    await onOther.disconnect();
  });

  it('keeps "who is viewing this chat" apart', async () => {
    const theirViewer = await connectStomp(other.url, { Authorization: `Bearer ${mallory.token}` });
    await theirViewer.subscribe(`/topic/chat/${chatId}`);
    expect(await other.app.realtime.isSubscribed(`/topic/chat/${chatId}`, mallory.id)).toBe(true);
    expect(await one.app.realtime.isSubscribed(`/topic/chat/${chatId}`, alice.id)).toBe(false);

    const ourViewer = await connectStomp(two.url, { Authorization: `Bearer ${alice.token}` });
    await ourViewer.subscribe(`/topic/chat/${chatId}`);
    expect(await one.app.realtime.isSubscribed(`/topic/chat/${chatId}`, alice.id)).toBe(true);
    await Promise.all([theirViewer.disconnect(), ourViewer.disconnect()]);
  });

  it('counts rate limits per installation: another prefix starts from zero, the same prefix shares', async () => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const email = `limited-${run}@example.com`;
    const signIn = (app: LiveApp) =>
      call(app.app, {
        method: 'POST',
        url: '/api/auth/singIn?provider=local',
        payload: { email, password: 'wrong-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < LIMIT; i++) expect((await signIn(one)).status).toBe(401);
    expect((await signIn(two)).status).toBe(429);
    expect((await signIn(other)).status).toBe(401);
  });
});
