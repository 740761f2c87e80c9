import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrame, OPCODE, openRawWebSocket, type RawWebSocket } from './raw-websocket.ts';
import {
  bearer,
  connectFrame,
  connectStomp,
  eventually,
  openSharedDatabase,
  startChatFixture,
  textMessage,
  type ChatFixture,
  type Inbox,
  type SharedDatabase,
  type StompTestClient,
} from './realtime-helpers.ts';
import { openSockjsHttp } from './sockjs-http.ts';

/**
 * Hostile clients on every real-time transport, on both endpoints: garbage, idle, oversized,
 * half-open, slow and flooding clients each lose their own connection, and afterwards a real
 * STOMP client still connects and exchanges a chat message. Timeouts are shortened by
 * configuration, so the idle and silent clients are dropped within a second.
 */

const ENDPOINTS = ['/ws', '/chat-ws'] as const;
const KINDS = ['websocket', 'sockjs-websocket', 'xhr-streaming', 'xhr-polling'] as const;
type Kind = (typeof KINDS)[number];

const SHORT_TIMEOUTS = { REALTIME_CONNECT_TIMEOUT_MS: '800', REALTIME_HEARTBEAT_MS: '200' };

/** One hostile connection, whatever its transport: STOMP text in, STOMP frames out. */
type Hostile = {
  kind: Kind;
  send(stomp: string): Promise<void>;
  /** STOMP frames the server sent. */
  frames(): string[];
  /** The server ended this connection. */
  ended(): boolean;
  /** The WebSocket under it (websocket kinds), for byte-level abuse. */
  ws?: RawWebSocket;
  drop(): void;
};

async function openHostile(baseUrl: string, endpoint: string, kind: Kind): Promise<Hostile> {
  if (kind === 'websocket') {
    const ws = await openRawWebSocket(baseUrl, `${endpoint}/websocket`);
    return {
      kind,
      ws,
      send: async (s) => ws.sendText(s),
      frames: () => ws.texts,
      ended: () => ws.ended() || ws.closeCode() !== undefined,
      drop: () => ws.socket.destroy(),
    };
  }
  if (kind === 'sockjs-websocket') {
    const ws = await openRawWebSocket(baseUrl, `${endpoint}/000/${randomBytes(6).toString('hex')}/websocket`);
    return {
      kind,
      ws,
      send: async (s) => ws.sendText(JSON.stringify([s])),
      frames: () =>
        ws.texts.filter((t) => t.startsWith('a')).flatMap((t) => JSON.parse(t.slice(1)) as string[]),
      ended: () => ws.ended() || ws.texts.some((t) => t.startsWith('c')),
      drop: () => ws.socket.destroy(),
    };
  }
  const http = await openSockjsHttp(baseUrl, endpoint, kind === 'xhr-streaming' ? 'xhr_streaming' : 'xhr');
  return {
    kind,
    send: async (s) => void (await http.send(s)),
    frames: () => http.received,
    ended: () => http.closed() !== undefined,
    drop: () => http.stop(),
  };
}

describe('hostile real-time clients on every transport', () => {
  let fx: ChatFixture;
  let watcher: StompTestClient;
  let watched: Inbox;
  let exchanged = 0;

  /** The server's end of each TCP connection, by the client's port. */
  const serverSockets = new Map<number, Socket>();

  /** Waits until the server has read every byte `ws` wrote, so what the client does next comes after. */
  async function serverHasRead(ws: RawWebSocket): Promise<void> {
    await eventually(() => {
      const peer = serverSockets.get(ws.socket.localPort ?? -1);
      return peer !== undefined && peer.bytesRead >= ws.socket.bytesWritten;
    }, `the server reading what ${ws.socket.localPort} wrote`);
  }

  beforeAll(async () => {
    fx = await startChatFixture(SHORT_TIMEOUTS);
    fx.live.app.server.on('connection', (socket: Socket) => {
      if (socket.remotePort !== undefined) serverSockets.set(socket.remotePort, socket);
    });
    // Alice stays connected through every attack and sees each message the checks send.
    watcher = await connectStomp(fx.live.url, bearer(fx.alice));
    watched = await watcher.subscribe(`/topic/chat/${fx.chatId}`);
  });
  afterAll(async () => {
    await watcher?.disconnect();
    await fx?.close();
  });

  /** A real STOMP client still connects on `endpoint` and its chat message reaches Alice. */
  async function stillServes(endpoint: string, raw: boolean, after: string): Promise<void> {
    const bob = await connectStomp(fx.live.url, bearer(fx.bob), endpoint, { raw });
    const content = `after ${after} #${++exchanged}`;
    await bob.sendAndWait('/app/chat.send', textMessage(fx.chatId, content, fx.bob, fx.alice));
    await eventually(
      () => watched.bodies().some((m) => (m as { content: string }).content === content),
      `Alice receiving "${content}"`,
    );
    await bob.disconnect();
    expect(watcher.closed(), `the watcher after ${after}`).toBe(false);
    expect(watcher.errors).toEqual([]);
  }

  async function refused(h: Hostile, what: string, error?: RegExp): Promise<void> {
    const frame = await eventually(
      () => h.frames().find((f) => f.startsWith('ERROR')),
      `ERROR for ${what} over ${h.kind}`,
      5_000,
    );
    if (error) expect(frame, what).toMatch(error);
    await eventually(() => h.ended(), `close after ${what} over ${h.kind}`, 5_000);
  }

  const alice = () => bearer(fx.alice);

  /** STOMP-level attacks every transport carries the same way. */
  const attacks: [string, (h: Hostile) => Promise<void>][] = [
    [
      'x\\0',
      async (h) => {
        await h.send('x\0');
        await refused(h, 'x\\0', /Malformed frame/);
      },
    ],
    [
      'garbage',
      async (h) => {
        await h.send('GET / HTTP/1.1\r\nHost: x\r\n\r\n\u0001\u00ff\ud83d\ude00');
        await refused(h, 'garbage', /Unknown command/);
      },
    ],
    [
      'NUL bytes',
      async (h) => {
        await h.send('\0\0\0\0');
        await refused(h, 'NUL bytes');
      },
    ],
    [
      'NUL inside the headers',
      async (h) => {
        await h.send(connectFrame(alice()).replace('host:', 'ho\0st:'));
        await refused(h, 'NUL inside the headers');
      },
    ],
    [
      'an oversized frame',
      async (h) => {
        await h.send(connectFrame(alice()));
        await h.send(`SEND\ndestination:/app/chat.send\n\n${'x'.repeat(70_000)}\0`);
        await refused(h, 'an oversized frame', /Frame too large/);
      },
    ],
    [
      'a flood of frames',
      async (h) => {
        await h.send(connectFrame(alice()));
        await h.send('UNSUBSCRIBE\nid:x\n\n\0'.repeat(300));
        await refused(h, 'a flood of frames', /Too many frames/);
      },
    ],
    [
      'a frame dribbled in pieces',
      async (h) => {
        const frame = connectFrame(alice());
        // Each piece is a message of its own on every transport (a WebSocket frame, an HTTP POST).
        for (let i = 0; i < frame.length; i += 16) await h.send(frame.slice(i, i + 16));
        await eventually(() => h.frames().some((f) => f.startsWith('CONNECTED')), 'CONNECTED when slow');
        h.drop();
      },
    ],
  ];

  for (const endpoint of ENDPOINTS) {
    for (const kind of KINDS) {
      it(`${endpoint} over ${kind}: each hostile client loses only its own connection`, async () => {
        for (const [what, attack] of attacks) {
          const h = await openHostile(fx.live.url, endpoint, kind);
          await attack(h);
          await stillServes(endpoint, kind === 'websocket', `${what} on ${endpoint} over ${kind}`);
        }
      });
    }

    it(`${endpoint}: clients that never CONNECT or stop their heart-beats are dropped on time`, async () => {
      const idle = await Promise.all(KINDS.map((kind) => openHostile(fx.live.url, endpoint, kind)));
      const silent = await Promise.all(KINDS.map((kind) => openHostile(fx.live.url, endpoint, kind)));
      // The client promises a heart-beat every 100 ms (the server allows 200) and then sends nothing.
      for (const h of silent) await h.send(connectFrame({ ...alice(), 'heart-beat': '100,0' }));
      for (const h of silent) {
        await eventually(() => h.frames().some((f) => f.startsWith('CONNECTED')), `CONNECTED ${h.kind}`);
      }
      for (const h of idle) await refused(h, 'no CONNECT', /CONNECT expected/);
      for (const h of silent) await eventually(() => h.ended(), `silent ${h.kind} dropped`, 5_000);
      await stillServes(endpoint, true, `idle clients on ${endpoint}`);
      await stillServes(endpoint, false, `idle clients on ${endpoint}`);
    });

    it(`${endpoint}: a revocation ends that user's connections on every transport`, async () => {
      const carol = await Promise.all(KINDS.map((kind) => openHostile(fx.live.url, endpoint, kind)));
      for (const h of carol) await h.send(connectFrame(bearer(fx.carol)));
      for (const h of carol) {
        await eventually(() => h.frames().some((f) => f.startsWith('CONNECTED')), `CONNECTED ${h.kind}`);
      }
      await fx.live.app.realtime.revokeUser(fx.carol.id, 'sessionExpired');
      for (const h of carol) await refused(h, 'a revocation', /session has expired/);
      await stillServes(endpoint, true, `a revocation on ${endpoint}`);
    });

    it(`${endpoint}: WebSocket-level abuse ends that socket only`, async () => {
      for (const path of [`${endpoint}/websocket`, `${endpoint}/000/abc/websocket`]) {
        const abuse: [string, (ws: RawWebSocket) => void][] = [
          [
            'invalid UTF-8 in a text frame',
            (ws) => ws.write(encodeFrame(OPCODE.text, Buffer.from([0xc3, 0x28]))),
          ],
          ['an unmasked frame', (ws) => ws.write(encodeFrame(OPCODE.text, 'CONNECT\n\n\0', { mask: false }))],
          ['bytes that are no WebSocket frame', (ws) => ws.write('GET / HTTP/1.1\r\n\r\n')],
          ['a message over 512 KiB', (ws) => ws.sendText('x'.repeat(600 * 1024))],
        ];
        for (const [what, act] of abuse) {
          const ws = await openRawWebSocket(fx.live.url, path);
          act(ws);
          await eventually(
            () => ws.ended() || ws.closeCode() !== undefined,
            `close after ${what} on ${path}`,
          );
        }
        if (path.endsWith('/websocket') && !path.includes('/000/')) {
          // Invalid UTF-8 inside a STOMP frame sent as binary.
          const ws = await openRawWebSocket(fx.live.url, path);
          ws.sendBinary(
            Buffer.concat([Buffer.from('CONNECT\nhost:'), Buffer.from([0xff, 0xfe]), Buffer.from('\n\n\0')]),
          );
          await eventually(() => ws.texts.some((t) => t.startsWith('ERROR')), 'ERROR for invalid UTF-8');
          expect(ws.texts.find((t) => t.startsWith('ERROR'))).toMatch(/Invalid UTF-8/);
          await eventually(() => ws.ended() || ws.closeCode() !== undefined, 'close after invalid UTF-8');
        }
      }
      await stillServes(endpoint, true, `WebSocket abuse on ${endpoint}`);
    });

    it(`${endpoint}: half-open and byte-by-byte WebSockets`, async () => {
      const before = fx.live.app.realtime.sessionCount;
      for (const kind of ['websocket', 'sockjs-websocket'] as const) {
        // Destroyed in the middle of a WebSocket frame, and in the middle of a STOMP frame.
        const cutFrame = await openHostile(fx.live.url, endpoint, kind);
        cutFrame.ws!.write(encodeFrame(OPCODE.text, connectFrame(alice())).subarray(0, 9));
        await serverHasRead(cutFrame.ws!);
        cutFrame.drop();
        const cutStomp = await openHostile(fx.live.url, endpoint, kind);
        await cutStomp.send(connectFrame(alice()).slice(0, 30));
        await serverHasRead(cutStomp.ws!);
        cutStomp.drop();
        // Connected, then gone without a close.
        const vanished = await openHostile(fx.live.url, endpoint, kind);
        await vanished.send(connectFrame(alice()));
        await eventually(() => vanished.frames().some((f) => f.startsWith('CONNECTED')), 'CONNECTED');
        vanished.drop();

        // One WebSocket frame written a byte at a time.
        const slow = await openHostile(fx.live.url, endpoint, kind);
        const payload =
          kind === 'websocket' ? connectFrame(alice()) : JSON.stringify([connectFrame(alice())]);
        for (const byte of encodeFrame(OPCODE.text, payload)) {
          slow.ws!.write(Buffer.from([byte]));
          await new Promise((r) => setImmediate(r));
        }
        await eventually(
          () => slow.frames().some((f) => f.startsWith('CONNECTED')),
          'CONNECTED byte by byte',
        );
        slow.drop();
      }
      await eventually(
        () => fx.live.app.realtime.sessionCount <= before,
        'the sessions of dropped sockets to end',
        5_000,
      );
      await stillServes(endpoint, true, `half-open sockets on ${endpoint}`);
    });

    it(`${endpoint}: broken SockJS HTTP bodies get an answer, never a crash`, async () => {
      const h = await openSockjsHttp(fx.live.url, endpoint, 'xhr_streaming');
      expect(await h.sendRaw('x\0')).toBe(400); // "Broken JSON encoding."
      expect(await h.sendRaw(Buffer.from([0xff, 0xfe, 0x00]))).toBe(400);
      expect(await h.sendRaw('{"not":"an array"}')).toBe(400);
      expect(await h.sendRaw('')).toBe(400);
      const jsonp = await fetch(`${fx.live.url}${endpoint}/000/abc/jsonp?c=%3Cscript%3E`);
      expect(jsonp.status).toBe(400);
      expect(await h.sendRaw('["x\\u0000"]')).toBe(204);
      await eventually(() => h.closed(), 'close after x\\0 over xhr');
      h.stop();
      await stillServes(endpoint, false, `broken bodies on ${endpoint}`);
    });
  }
});

/** The real entry point (src/main.ts through tsx) as a child process on an embedded database. */
function spawnServer(env: Record<string, string>) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  let exited = false;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gamelot-hostile-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development',
      // Needed on DATABASE_URL (ADR 0057); the same on PGlite.
      JWT_SECRET: 'hostile-secret-that-is-long-enough-for-hs256-0123456789',
      KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64'),
      PAYMENTS_WEBHOOK_SECRET: 'hostile-webhook-secret-long-enough-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => (exited = true));
  return {
    base,
    output: () => output,
    exited: () => exited,
    kill: () => void child.kill('SIGKILL'),
    gone: () => gone,
    async ready() {
      await eventually(
        async () => {
          if (exited) throw new Error(`the server exited:\n${output}`);
          return fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
        },
        'the server to be ready',
        90_000,
        100,
      );
    },
  };
}

// Once per run: on PostgreSQL when the run has it (a fresh database starts far faster than an
// embedded one made from scratch), otherwise on PGlite.
const processRunsOn = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe.runIf(process.env.TEST_DB === processRunsOn)(
  'the server process under hostile real-time clients',
  () => {
    let server: ReturnType<typeof spawnServer> | undefined;
    let db: SharedDatabase | undefined;
    afterAll(async () => {
      server?.kill();
      await server?.gone();
      await db?.close();
    });

    it('survives the one-request attacks on both raw endpoints and keeps serving', async () => {
      if (processRunsOn === 'postgres') db = await openSharedDatabase();
      server = spawnServer({ REALTIME_CONNECT_TIMEOUT_MS: '500', DATABASE_URL: db?.url ?? '' });
      await server.ready();
      const { base, output } = server;
      const exited = () => server!.exited();

      // The curl of the hardening report (a handshake, then nothing) and `x\0` after a handshake.
      const attacks: RawWebSocket[] = [];
      for (const endpoint of ENDPOINTS) {
        attacks.push(await openRawWebSocket(base, `${endpoint}/websocket`));
        const x = await openRawWebSocket(base, `${endpoint}/websocket`);
        x.sendText('x\0');
        attacks.push(x);
      }
      for (const ws of attacks) {
        await eventually(() => ws.texts.some((t) => t.startsWith('ERROR')), 'ERROR for the attack', 5_000);
        await eventually(() => ws.closeCode() !== undefined, 'the attack closed', 5_000);
        expect(ws.closeCode()).toBeGreaterThanOrEqual(4000);
      }
      // Still up; and still up after the chat below, long after any crash these could cause.
      expect(exited(), output()).toBe(false);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      // Two people register and chat over STOMP, raw and SockJS.
      const register = async (name: string) => {
        const res = await fetch(`${base}/api/auth/register?provider=local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, password: 'secret123' }),
        });
        const { token } = (await res.json()) as { token: string };
        const me = await fetch(`${base}/api/users/getUserPrincipalData`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return { name, token, id: ((await me.json()) as { id: number }).id };
      };
      const [ann, ben] = [await register('Ann'), await register('Ben')];
      const chat = await fetch(`${base}/api/chats/findOrCreate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
        body: JSON.stringify({ user1Id: ann.id, user2Id: ben.id, offerId: null, chatType: 'USER_TO_USER' }),
      });
      const chatId = ((await chat.json()) as { id: number }).id;
      const a = await connectStomp(base, bearer(ann), '/chat-ws', { raw: true });
      const inbox = await a.subscribe(`/topic/chat/${chatId}`);
      const b = await connectStomp(base, bearer(ben), '/ws');
      await b.sendAndWait('/app/chat.send', textMessage(chatId, 'still here', ben, ann));
      await eventually(() => inbox.messages.length === 1, 'the message over the raw endpoint');
      await Promise.all([a.disconnect(), b.disconnect()]);
      expect(exited(), output()).toBe(false);
      expect(output()).not.toContain('shutting down');
    }, 120_000);
  },
);
