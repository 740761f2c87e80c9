import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import SockJS from 'sockjs-client';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { userProfiles, users } from '../src/db/schema/index.ts';
import { call, openTestDatabase } from './helpers.ts';
import { StompRawSocket } from './raw-websocket.ts';

/**
 * Helpers for real-time tests: apps listening on a real port (optionally several on one
 * database, with Redis between them), users with tokens, the real @stomp/stompjs client over
 * sockjs-client, and a raw SockJS socket for hand-written frames.
 */

export type SharedDatabase = { database: Database; url: string | undefined; close(): Promise<void> };

/** In-memory PGlite, or a fresh PostgreSQL database when the suite runs with TEST_DB=postgres. */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const { database, drop, url } = await openTestDatabase();
  return {
    database,
    url,
    async close() {
      await database.close();
      await drop();
    },
  };
}

export type LiveApp = { app: FastifyInstance; url: string; close(): Promise<void> };

/** One app instance listening on 127.0.0.1 on a free port. */
export async function startLiveApp(database: Database, env: Record<string, string> = {}): Promise<LiveApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-rt-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // ERROR frames in English unless a test connects in another language (as buildTestApp).
    DEFAULT_LANGUAGE: 'en',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestUser = { id: number; name: string; token: string };

/** A user row with an empty profile, and a token for it (faster than registering through argon2). */
export async function createUser(
  app: FastifyInstance,
  name: string,
  mutedEvents: string[] = [],
): Promise<TestUser> {
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  await app.db.insert(userProfiles).values({ userId: user.id, mutedEvents });
  const token = await app.tokens.signUser({ id: user.id, roles: ['USER'], tokenVersion: 0 });
  return { id: user.id, name, token };
}

/** Waits until `check` holds, polling every `everyMs`; fails with `what` after `ms`. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  ms = 15_000,
  everyMs = 10,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A connected stompjs client, and what reached it. */
export type StompTestClient = {
  client: Client;
  /** Headers of the CONNECTED frame. */
  connected: Record<string, string>;
  errors: string[];
  closed: () => boolean;
  /** Subscribes and waits for the server's RECEIPT, so deliveries after this are not missed. */
  subscribe(destination: string): Promise<Inbox>;
  /** SEND and wait for the RECEIPT (stored and published). */
  sendAndWait(destination: string, body: unknown): Promise<void>;
  /**
   * A round trip on this connection (a no-op frame with a receipt): every frame the server wrote
   * to it before handling this one has arrived. How a test shows that something did not arrive.
   */
  sync(): Promise<void>;
  send(destination: string, body: unknown, headers?: Record<string, string>): void;
  disconnect(): Promise<void>;
};

export type Inbox = { messages: IMessage[]; bodies: () => unknown[]; subscription: StompSubscription };

/**
 * Connects with the real client over SockJS (or, with `raw`, over the plain WebSocket at
 * `<endpoint>/websocket`); rejects on an ERROR frame or a closed socket.
 */
export async function connectStomp(
  baseUrl: string,
  connectHeaders: Record<string, string>,
  endpoint = '/ws',
  opts: { raw?: boolean } = {},
): Promise<StompTestClient> {
  const errors: string[] = [];
  let isClosed = false;
  let receipts = 0;
  let connected: Record<string, string> = {};
  const client = new Client({
    webSocketFactory: () =>
      opts.raw ? new StompRawSocket(baseUrl, `${endpoint}/websocket`) : new SockJS(`${baseUrl}${endpoint}`),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = (frame) => {
      connected = frame.headers;
      resolve();
    };
    client.onStompError = (frame) => {
      errors.push(frame.headers.message ?? frame.body);
      reject(new Error(frame.headers.message ?? 'STOMP error'));
    };
    client.onWebSocketClose = () => {
      isClosed = true;
      reject(new Error('socket closed before CONNECTED'));
    };
    client.activate();
  });
  client.onStompError = (frame) => void errors.push(frame.headers.message ?? frame.body);
  client.onWebSocketClose = () => void (isClosed = true);
  return {
    client,
    connected,
    errors,
    closed: () => isClosed,
    async subscribe(destination) {
      const messages: IMessage[] = [];
      const receipt = `sub-${++receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      const subscription = client.subscribe(destination, (m) => void messages.push(m), { receipt });
      await withTimeout(done, `RECEIPT for SUBSCRIBE ${destination}`, () => errors);
      return { messages, bodies: () => messages.map((m) => JSON.parse(m.body) as unknown), subscription };
    },
    async sendAndWait(destination, body) {
      const receipt = `send-${++receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
      await withTimeout(done, `RECEIPT for SEND ${destination}`, () => errors);
    },
    async sync() {
      const receipt = `sync-${++receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      // Unsubscribing an id this client never used changes nothing; the server answers in order.
      client.unsubscribe('no-such-subscription', { receipt });
      await withTimeout(done, 'RECEIPT for a round trip', () => errors);
    },
    send(destination, body, headers = {}) {
      client.publish({ destination, body: JSON.stringify(body), headers });
    },
    disconnect: () => client.deactivate(),
  };
}

/** Waits for `done`; fails at once when the server sent an ERROR instead, or after 15 s. */
async function withTimeout(done: Promise<void>, what: string, errors: () => string[]): Promise<void> {
  let ok = false;
  void done.then(() => (ok = true));
  const outcome = await eventually(
    () => (ok ? 'ok' : errors()[0] !== undefined ? `ERROR ${errors()[0]}` : undefined),
    what,
  );
  if (outcome !== 'ok') throw new Error(`${what}: ${outcome}`);
}

/** A raw SockJS socket: what a broken or hostile client would send, and every frame back. */
export type RawSocket = {
  sock: WebSocket;
  received: string[];
  closed: () => boolean;
  send(data: string): void;
};

export async function openRawSocket(baseUrl: string, endpoint = '/ws'): Promise<RawSocket> {
  const sock = new SockJS(`${baseUrl}${endpoint}`) as unknown as WebSocket;
  const received: string[] = [];
  let isClosed = false;
  sock.onmessage = (e: MessageEvent) => void received.push(String(e.data));
  sock.onclose = () => void (isClosed = true);
  await new Promise<void>((resolve, reject) => {
    sock.onopen = () => resolve();
    sock.onerror = () => reject(new Error('socket error'));
  });
  return { sock, received, closed: () => isClosed, send: (data) => sock.send(data) };
}

/** A CONNECT frame (unescaped headers, as STOMP 1.2 prescribes for CONNECT). */
export function connectFrame(headers: Record<string, string>): string {
  const all = { 'accept-version': '1.2', 'heart-beat': '0,0', host: 'localhost', ...headers };
  return `CONNECT\n${Object.entries(all)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n\0`;
}

/** Three users on a listening app; Alice and Bob share a chat, Carol is the outsider. */
export type ChatFixture = {
  db: SharedDatabase;
  live: LiveApp;
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  chatId: number;
  close(): Promise<void>;
};

export async function startChatFixture(env: Record<string, string> = {}): Promise<ChatFixture> {
  const db = await openSharedDatabase();
  const live = await startLiveApp(db.database, env);
  const alice = await createUser(live.app, 'Alice');
  const bob = await createUser(live.app, 'Bob');
  const carol = await createUser(live.app, 'Carol');
  const res = await call(live.app, {
    method: 'POST',
    url: '/api/chats/findOrCreate',
    token: alice.token,
    payload: { user1Id: alice.id, user2Id: bob.id, offerId: null, chatType: 'USER_TO_USER' },
  });
  if (res.status !== 200) throw new Error(`findOrCreate answered ${res.status}`);
  return {
    db,
    live,
    alice,
    bob,
    carol,
    chatId: res.body.id,
    async close() {
      await live.close();
      await db.close();
    },
  };
}

export const bearer = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

/** The body of a text message from one user to another, as the web app sends it. */
export function textMessage(chatId: number, content: string, from: TestUser, to: TestUser) {
  return { chatId, senderId: from.id, recipientId: to.id, offerId: null, content, attachments: [] };
}
