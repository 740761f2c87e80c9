import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './helpers.ts';
import { openRawWebSocket } from './raw-websocket.ts';
import { connectFrame, eventually, textMessage, type TestUser } from './realtime-helpers.ts';
import { startS3 } from './s3.ts';
import { startSmtp, type Smtp } from './smtp.ts';
import { openSockjsHttp } from './sockjs-http.ts';

/**
 * The shipped nginx configuration (deploy/nginx/) in front of two real server processes on one
 * PostgreSQL and one Redis, as docs/decisions/0058-deployment-and-stickiness.md lays out: every
 * SockJS transport connects through it and carries chat and notifications between users on
 * different processes (the session path keeps a session on its process, no cookie); a job runs once
 * though both processes run workers; a picture uploaded through one process (to S3) is served by
 * the other; when one process dies the other serves and clients reconnect.
 * nginx runs as this test's child (`nginx -p <tmp> -c <generated> -g 'daemon off;'`) with the
 * shipped files included as they are.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverDir = path.resolve(import.meta.dirname, '..');
const shipped = (file: string) => path.join(repoRoot, 'deploy', 'nginx', file);

function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c!));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

const nginx = findNginx();
const skipReason =
  process.env.TEST_DB !== 'postgres'
    ? 'runs in the server:postgres project'
    : !process.env.TEST_DATABASE_URL
      ? 'TEST_DATABASE_URL is not set'
      : !process.env.TEST_REDIS_URL
        ? 'TEST_REDIS_URL is not set'
        : !nginx
          ? 'nginx is not installed (apt-get install nginx; .ci/run does)'
          : undefined;

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Child = { child: ChildProcess; output: () => string; exited: () => boolean; gone: Promise<void> };

function track(child: ChildProcess): Child {
  let output = '';
  let exited = false;
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => (exited = true));
  return { child, output: () => output, exited: () => exited, gone };
}

/** What every process of the installation shares (the README's gamelot.env). */
const SECRETS = {
  JWT_SECRET: randomBytes(48).toString('base64'),
  KEYS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: randomBytes(48).toString('base64'),
};

/** One Gamelot process, as a `gamelot@<port>` unit runs it (deploy/systemd/gamelot@.service). */
function startProcess(port: number, env: Record<string, string>): Child & { port: number; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-deploy-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...SECRETS,
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      TRUST_PROXY: 'true',
      JOBS: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  return { ...track(child), port, dataDir };
}

/**
 * The top-level nginx.conf a host would have, reduced to the test: the shipped http part, the two
 * upstreams at the processes' ports, a plain-HTTP server with the shipped locations. The one
 * addition, X-Gamelot-Upstream, tells the test which process answered.
 */
function nginxConf(dir: string, listen: number, ports: number[]): string {
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${shipped('gamelot-http.conf')};
  upstream gamelot_app {
${servers}
    keepalive 8;
  }
  upstream gamelot_realtime {
${servers}
    include ${shipped('gamelot-realtime-upstream.conf')};
  }
  server {
    listen 127.0.0.1:${listen};
    add_header X-Gamelot-Upstream $upstream_addr always;
    include ${shipped('gamelot-locations.conf')};
  }
}
`;
}

/** A STOMP session over one SockJS transport: frames in and out, whatever carries them. */
type Link = { send(frame: string): Promise<void>; frames(): string[]; ended(): boolean; drop(): void };
type Transport = 'websocket' | 'xhr_streaming' | 'xhr';

async function openLink(base: string, transport: Transport, sessionId: string): Promise<Link> {
  if (transport === 'websocket') {
    // SockJS framing over the WebSocket at the session's path, as sockjs-client's websocket does.
    const ws = await openRawWebSocket(base, `/ws/000/${sessionId}/websocket`);
    await eventually(() => ws.texts[0] === 'o', 'the SockJS open frame');
    return {
      send: async (frame) => ws.sendText(JSON.stringify([frame])),
      frames: () =>
        ws.texts.filter((t) => t.startsWith('a')).flatMap((t) => JSON.parse(t.slice(1)) as string[]),
      ended: () => ws.ended() || ws.texts.some((t) => t.startsWith('c')),
      drop: () => ws.socket.destroy(),
    };
  }
  const http = await openSockjsHttp(base, '/ws', transport, { sessionId });
  return {
    send: async (frame) => {
      const status = await http.send(frame);
      if (status !== 204) throw new Error(`xhr_send answered ${status}`);
    },
    frames: () => http.received,
    ended: () => http.ended() || http.closed() !== undefined,
    drop: () => http.stop(),
  };
}

type Frame = { command: string; headers: Record<string, string>; body: string };

function parseFrame(text: string): Frame {
  const end = text.indexOf('\n\n');
  const [command = '', ...lines] = text.slice(0, end).split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (!(line.slice(0, colon) in headers)) headers[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return { command, headers, body: text.slice(end + 2).replace(/\0$/, '') };
}

type Peer = {
  link: Link;
  frames(): Frame[];
  subscribe(destination: string): Promise<void>;
  sendAndWait(destination: string, body: unknown): Promise<void>;
  /** A round trip that changes nothing (UNSUBSCRIBE of no subscription, with a receipt). */
  sync(): Promise<void>;
  bodies(destination: string): any[];
  disconnect(): void;
};

let receipts = 0;

async function stompOver(link: Link, user: TestUser): Promise<Peer> {
  const frames = () =>
    link
      .frames()
      .filter((f) => f.trim() !== '')
      .map(parseFrame);
  const waitReceipt = async (id: string, what: string) => {
    await eventually(() => {
      const error = frames().find((f) => f.command === 'ERROR');
      if (error) throw new Error(`${what}: ERROR ${error.headers.message}`);
      if (link.ended()) throw new Error(`${what}: the connection ended`);
      return frames().some((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === id);
    }, what);
  };
  await link.send(connectFrame({ Authorization: `Bearer ${user.token}` }));
  await eventually(() => {
    const error = frames().find((f) => f.command === 'ERROR');
    if (error) throw new Error(`CONNECT: ERROR ${error.headers.message}`);
    return frames().some((f) => f.command === 'CONNECTED');
  }, `CONNECTED for ${user.name}`);
  return {
    link,
    frames,
    async subscribe(destination) {
      const id = `r${++receipts}`;
      await link.send(`SUBSCRIBE\nid:${id}\ndestination:${destination}\nreceipt:${id}\n\n\0`);
      await waitReceipt(id, `SUBSCRIBE ${destination}`);
    },
    async sendAndWait(destination, body) {
      const id = `r${++receipts}`;
      const json = JSON.stringify(body);
      await link.send(
        `SEND\ndestination:${destination}\ncontent-type:application/json\nreceipt:${id}\n\n${json}\0`,
      );
      await waitReceipt(id, `SEND ${destination}`);
    },
    async sync() {
      const id = `r${++receipts}`;
      await link.send(`UNSUBSCRIBE\nid:no-such-subscription\nreceipt:${id}\n\n\0`);
      await waitReceipt(id, 'a round trip');
    },
    bodies: (destination) =>
      frames()
        .filter((f) => f.command === 'MESSAGE' && f.headers.destination === destination)
        .map((f) => JSON.parse(f.body) as unknown),
    disconnect: () => link.drop(),
  };
}

describe.skipIf(skipReason)(
  `nginx (deploy/nginx/) in front of two server processes${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: Database;
    let dropDatabase: () => Promise<void>;
    let smtp: Smtp;
    let s3: Awaited<ReturnType<typeof startS3>> | undefined;
    let processes: Array<ReturnType<typeof startProcess>> = [];
    let proxy: Child | undefined;
    let nginxDir: string;
    let base: string;
    let alice: TestUser;
    let bob: TestUser;
    let chatId: number;
    const upstreamOf = (port: number) => `127.0.0.1:${port}`;

    /** Which process nginx routes a SockJS session id to: the answer to a POST into no session. */
    async function routeOf(sessionId: string): Promise<string> {
      const res = await fetch(`${base}/ws/000/${sessionId}/xhr_send`, { method: 'POST', body: '["x"]' });
      expect(res.status).toBe(404);
      return res.headers.get('x-gamelot-upstream')!.split(', ').pop()!;
    }

    /** A session id nginx routes to the process on `port`. */
    async function sessionOn(port: number): Promise<string> {
      for (let i = 0; i < 200; i++) {
        const id = randomBytes(6).toString('hex');
        if ((await routeOf(id)) === upstreamOf(port)) return id;
      }
      throw new Error(`no session id routed to ${port}`);
    }

    async function api(method: string, url: string, token?: string, body?: unknown) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined, headers: res.headers };
    }

    const emails = new Map<number, string>();
    async function register(name: string): Promise<TestUser> {
      const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await api('POST', '/api/auth/register?provider=local', undefined, {
        name,
        email,
        password: 'secret123',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const me = await api('GET', '/api/users/getUserPrincipalData', res.body.token);
      emails.set(me.body.id, email);
      return { id: me.body.id, name, token: res.body.token };
    }

    beforeAll(async () => {
      const opened = await openTestDatabase();
      database = opened.database;
      dropDatabase = opened.drop;
      smtp = await startSmtp();
      s3 = await startS3();
      const ports = new Set<number>();
      while (ports.size < 3) ports.add(await freePort());
      const [portA, portB, listen] = [...ports] as [number, number, number];
      const env = {
        DATABASE_URL: opened.url!,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_PREFIX: `deploy-${randomBytes(4).toString('hex')}`,
        SMTP_URL: smtp.url,
        ...s3.env,
        PUBLIC_URL: `http://127.0.0.1:${listen}`,
      };
      processes = [startProcess(portA, env), startProcess(portB, env)];

      nginxDir = mkdtempSync(path.join(tmpdir(), 'gamelot-nginx-'));
      // Run as root, nginx's workers are `nobody`: they must reach the temporary directories.
      chmodSync(nginxDir, 0o755);
      writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConf(nginxDir, listen, [portA, portB]));
      proxy = track(
        spawn(nginx!, [
          '-p',
          nginxDir,
          '-c',
          path.join(nginxDir, 'nginx.conf'),
          '-e',
          'stderr',
          '-g',
          'daemon off;',
        ]),
      );
      base = `http://127.0.0.1:${listen}`;

      for (const p of processes) {
        await eventually(
          async () => {
            if (p.exited()) throw new Error(`a server process exited:\n${p.output()}`);
            return fetch(`http://127.0.0.1:${p.port}/readyz`).then(
              (r) => r.ok,
              () => false,
            );
          },
          `process on ${p.port} ready`,
          90_000,
          100,
        );
      }
      await eventually(
        async () => {
          if (proxy!.exited()) throw new Error(`nginx exited:\n${proxy!.output()}`);
          return fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
        },
        'nginx ready',
        10_000,
        50,
      );

      alice = await register('Alice');
      bob = await register('Bob');
      const chat = await api('POST', '/api/chats/findOrCreate', alice.token, {
        user1Id: alice.id,
        user2Id: bob.id,
        offerId: null,
        chatType: 'USER_TO_USER',
      });
      expect(chat.status).toBe(200);
      chatId = chat.body.id;
    }, 120_000);

    afterAll(async () => {
      proxy?.child.kill('SIGTERM');
      for (const p of processes) p.child.kill('SIGKILL');
      await Promise.all([proxy?.gone, ...processes.map((p) => p.gone)]);
      await smtp?.close();
      await s3?.close();
      await database?.close();
      await dropDatabase?.();
      for (const dir of [nginxDir, ...processes.map((p) => p.dataDir)]) {
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    });

    it('answers plain requests from either process, round robin, and a session path always from one', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await api('GET', '/readyz');
        expect(res.status).toBe(200);
        seen.add(res.headers.get('x-gamelot-upstream')!);
      }
      expect([...seen].sort()).toEqual(processes.map((p) => upstreamOf(p.port)).sort());
      // The session path decides the process, the same one every time, without any cookie.
      const id = randomBytes(6).toString('hex');
      const routes = new Set([await routeOf(id), await routeOf(id), await routeOf(id)]);
      expect(routes.size).toBe(1);
    });

    const transports: Array<[string, Transport]> = [
      ['websocket', 'websocket'],
      ['xhr-streaming', 'xhr_streaming'],
      ['xhr-polling', 'xhr'],
    ];
    it.each(transports)(
      'connects over %s on each process and carries a chat message and a notification between them',
      async (_name, transport) => {
        const [a, b] = processes;
        // Alternate who is where, so each direction crosses between the processes both ways.
        const [aliceOn, bobOn] = transport === 'xhr_streaming' ? [b!, a!] : [a!, b!];
        const aliceLink = await openLink(base, transport, await sessionOn(aliceOn.port));
        const bobLink = await openLink(base, transport, await sessionOn(bobOn.port));
        const alicePeer = await stompOver(aliceLink, alice);
        const bobPeer = await stompOver(bobLink, bob);
        // Several requests of one session in a row (each xhr_send is a request of its own): round
        // robin would send every other one to the process that does not hold the session.
        for (const peer of [alicePeer, bobPeer]) for (let i = 0; i < 4; i++) await peer.sync();
        const topic = `/topic/chat/${chatId}`;
        const bell = `/queue/notifications/user/${bob.id}`;
        await alicePeer.subscribe(topic);
        await bobPeer.subscribe(bell);

        // Alice's message: stored by her process, a notification for Bob (not viewing the chat) by
        // whichever process handles the event, pushed to his process through Redis.
        const hello = `hello over ${transport}`;
        await alicePeer.sendAndWait('/app/chat.send', textMessage(chatId, hello, alice, bob));
        await eventually(
          () =>
            bobPeer
              .bodies(bell)
              .some(
                (x) =>
                  x?.notification?.eventType === 'chat_message' && x.notification.content.includes(hello),
              ),
          `Bob's notification over ${transport}`,
        );
        // Bob answers; Alice, on the other process, has the chat open and receives it.
        const reply = `reply over ${transport}`;
        await bobPeer.sendAndWait('/app/chat.send', textMessage(chatId, reply, bob, alice));
        await eventually(
          () => alicePeer.bodies(topic).some((m) => m.content === reply && m.senderId === bob.id),
          `Bob's reply to Alice over ${transport}`,
        );
        expect(alicePeer.bodies(topic).map((m) => m.content)).toEqual([hello, reply]);
        alicePeer.disconnect();
        bobPeer.disconnect();
      },
    );

    it('delivers a mail once though both processes run the mail.deliver job', async () => {
      // Each registration wrote a confirmation mail in its transaction and kicked the job in the
      // process that served it; both processes' workers take runs from the same queue.
      const carol = await register('Carol');
      const messageId = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];
      const confirmations = async () =>
        (
          await database.executeSql(
            `SELECT recipient, status, attempts, message_id FROM mail_messages
             WHERE recipient = ANY($1) ORDER BY id`,
            [[alice, bob, carol].map((u) => emails.get(u.id))],
          )
        ).rows;
      const rows = await eventually(async () => {
        const all = await confirmations();
        return all.length === 3 && all.every((r) => r.status === 'sent') && all;
      }, 'the three confirmation mails sent');
      expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1]);
      await smtp.waitFor(3);
      // Every mail the database counts as sent reached the SMTP server once: no Message-ID twice.
      const ids = smtp.received.map((m) => messageId(m.raw));
      expect(new Set(ids).size).toBe(ids.length);
      for (const row of rows) expect(ids.filter((id) => id === row.message_id)).toHaveLength(1);
      expect(smtp.received.filter((m) => m.to[0] === emails.get(carol.id))).toHaveLength(1);
    });

    it('serves a picture uploaded through one process from the other (media in S3)', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('files', new Blob([png], { type: 'image/png' }), 'cover.png');
      const res = await fetch(`${base}/api/media/upload/offers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}` },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const [file] = (await res.json()) as Array<{ url: string }>;
      const uploadedBy = res.headers.get('x-gamelot-upstream')!.split(', ').pop();
      const other = processes.find((p) => upstreamOf(p.port) !== uploadedBy)!;
      // Straight from the process that did not take the upload, and through the proxy.
      const direct = await fetch(`http://127.0.0.1:${other.port}${file!.url}`);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toMatch(/^image\//);
      const bytes = Buffer.from(await direct.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBeDefined();
      const proxied = await fetch(`${base}${file!.url}`);
      expect(proxied.status).toBe(200);
      expect(Buffer.from(await proxied.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await s3!.keys()).toContain(file!.url.replace(/^\/media\//, ''));
    });

    it('keeps serving through the other process when one dies, and a client reconnects', async () => {
      const [a, b] = processes;
      const topic = `/topic/chat/${chatId}`;
      // A conversation across the two processes, Bob's over xhr-streaming on the one that will die.
      const alicePeer = await stompOver(await openLink(base, 'websocket', await sessionOn(a!.port)), alice);
      const bobPeer = await stompOver(await openLink(base, 'xhr_streaming', await sessionOn(b!.port)), bob);
      const again = await sessionOn(b!.port);
      await alicePeer.subscribe(topic);
      await bobPeer.subscribe(topic);
      await alicePeer.sendAndWait('/app/chat.send', textMessage(chatId, 'before', alice, bob));
      await eventually(() => bobPeer.bodies(topic).some((m) => m.content === 'before'), 'before, to Bob');

      b!.child.kill('SIGKILL');
      await b!.gone;
      await eventually(() => bobPeer.link.ended(), "Bob's session to end with its process");

      // Plain requests: round robin meets the dead process and goes on to the live one.
      for (let i = 0; i < 4; i++) {
        const res = await api('GET', '/api/users/getUserPrincipalData', bob.token);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-gamelot-upstream')!.split(', ').pop()).toBe(upstreamOf(a!.port));
      }
      // Alice's session lives on: she keeps writing while Bob is away.
      await alicePeer.sendAndWait('/app/chat.send', textMessage(chatId, 'while away', alice, bob));

      // Bob reconnects with a new session whose id nginx routed to the dying process: it lands on
      // the live one, for each of its requests (the xhr_streaming request, then every xhr_send).
      expect(await routeOf(again)).toBe(upstreamOf(a!.port));
      const bobAgain = await stompOver(await openLink(base, 'xhr_streaming', again), bob);
      await bobAgain.subscribe(topic);
      await alicePeer.sendAndWait('/app/chat.send', textMessage(chatId, 'after', alice, bob));
      await eventually(() => bobAgain.bodies(topic).some((m) => m.content === 'after'), 'after, to Bob');
      await bobAgain.sendAndWait('/app/chat.send', textMessage(chatId, 'back', bob, alice));
      await eventually(() => alicePeer.bodies(topic).some((m) => m.content === 'back'), 'back, to Alice');
      // What Bob missed is stored: the chat's history through the proxy has it.
      const history = await api('GET', `/api/messages/history?chatId=${chatId}`, bob.token);
      expect(history.status).toBe(200);
      expect(JSON.stringify(history.body)).toContain('while away');
      alicePeer.disconnect();
      bobAgain.disconnect();
    });
  },
);
