import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import sockjs from 'sockjs';
import { REALTIME_ENDPOINT, REALTIME_ENDPOINT_ALIAS } from '@gamelot/contract/realtime';
import { authenticateToken } from './auth.ts';
import { Broker } from './broker.ts';
import { createLocalBus, createRedisBus, type Bus } from './bus.ts';
import type { StompSession } from './connection.ts';
import { createLocalPresence, createRedisPresence, type Presence } from './presence.ts';
import { transportOf } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Broker;
  }
}

/**
 * What one SockJS message (WebSocket frame or HTTP POST body) may weigh. It is JSON-encoded and
 * may batch frames, so it is looser than the 64 KiB STOMP frame limit the codec enforces.
 */
const MAX_TRANSPORT_BYTES = 512 * 1024;
const PREFIXES = [REALTIME_ENDPOINT, REALTIME_ENDPOINT_ALIAS];
const REALTIME_PATH = /^\/(ws|chat-ws)(\/|\?|$)/;
/** sockjs answers a bad body or callback on these with 500 ("Broken JSON encoding."). */
const CLIENT_INPUT_PATH = /^\/(ws|chat-ws)\/[^/]+\/[^/]+\/(xhr_send|jsonp_send|jsonp|htmlfile)(\?|$)/;

/**
 * The real-time endpoint: SockJS at /ws and /chat-ws on Fastify's own HTTP server (every
 * SockJS transport, and the plain WebSocket at `<prefix>/websocket`), STOMP sessions on top, and
 * fan-out through Redis when REDIS_URL is set. Its channel and keys start with REDIS_PREFIX:
 * processes of one installation share them, other installations do not. Every callback sockjs or
 * the HTTP server calls into is guarded: what one connection or request raises ends that
 * connection, logged, and never reaches the process (docs/decisions/0029-one-connection-fails-alone.md).
 */
export default fp(
  async function realtime(app: FastifyInstance, opts: { redisUrl: string | undefined; redisPrefix: string }) {
    const namespace = opts.redisPrefix;
    let bus: Bus;
    let presence: Presence;
    if (opts.redisUrl) {
      const publisher = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
      const subscriber = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
      for (const r of [publisher, subscriber])
        r.on('error', (err) => app.log.warn({ err }, 'real-time Redis error'));
      try {
        bus = await createRedisBus({ publisher, subscriber, channel: `${namespace}:realtime`, log: app.log });
      } catch (err) {
        publisher.disconnect();
        subscriber.disconnect();
        throw err;
      }
      presence = createRedisPresence({ redis: publisher, namespace, log: app.log });
    } else {
      bus = createLocalBus(app.log);
      presence = createLocalPresence();
    }

    const broker = new Broker({
      bus,
      presence,
      log: app.log,
      authenticate: (t) => authenticateToken(app, t),
      sessionOptions: {
        connectTimeoutMs: app.config.realtime.connectTimeoutMs,
        heartbeatMs: app.config.realtime.heartbeatMs,
        defaultLanguage: app.config.defaultLanguage,
        onError: (err, connection) => app.log.error({ err, connection }, 'real-time connection failed'),
      },
    });
    app.decorate('realtime', broker);

    const server = sockjs.createServer({
      websocket: true,
      heartbeat_delay: 25_000,
      disconnect_delay: 5_000,
      log: (severity, line) =>
        severity === 'error' ? app.log.warn({ sockjs: line }) : app.log.trace({ sockjs: line }),
      // sockjs passes these to faye-websocket: a bigger WebSocket message closes the socket (1009).
      faye_server_options: { maxLength: MAX_TRANSPORT_BYTES },
    } as sockjs.ServerOptions);
    server.on('connection', (conn: sockjs.Connection | null) => {
      if (!conn) return;
      let session: StompSession | undefined;
      const failed = (err: unknown) => {
        app.log.error({ err, connection: conn.id }, 'real-time connection failed');
        if (session) session.close(1011, 'Internal error');
        else transportOf(conn, app.log).close(1011, 'Internal error');
      };
      guarded(() => {
        session = broker.attach(transportOf(conn, app.log));
        conn.on('data', (message: string) => guarded(() => session?.receive(message), failed));
        conn.on('close', () => guarded(() => session?.transportClosed(), failed));
      }, failed);
    });

    const http = app.server as Server;
    // sockjs claims every upgrade; one nobody else handles must not hang around half-open.
    if (http.listenerCount('upgrade') === 0) http.on('upgrade', (_req, socket: Duplex) => socket.destroy());
    for (const prefix of PREFIXES) server.installHandlers(http, { prefix });
    guardHttpServer(http, app.log);

    // Sessions close before the HTTP server waits for its connections to end, and frames in
    // flight finish before the database closes (onClose).
    app.addHook('preClose', async () => {
      broker.shutdown();
      await broker.settle(5_000);
    });
    app.addHook('onClose', async () => broker.close());
  },
  { name: 'realtime', dependencies: ['auth', 'database'] },
);

/** Runs `fn`; an exception goes to `failed` (which must not throw) instead of up the stack. */
function guarded(fn: () => void, failed: (err: unknown) => void): void {
  try {
    fn();
  } catch (err) {
    failed(err);
  }
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The outermost boundary of every HTTP request and upgrade, ahead of sockjs's and Fastify's own
 * listeners. sockjs runs its handlers, and so the session callbacks, from these events; a throw
 * there would be an uncaught exception that stops the process. Here it is logged, and answered
 * with a 500 while the response can still be started, or the socket is cut.
 */
function guardHttpServer(http: Server, log: FastifyBaseLogger): void {
  const requests = http.listeners('request') as RequestListener[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const failed = (err: unknown) => {
      log.error({ err, url: req.url }, 'request failed outside its handler');
      try {
        if (res.headersSent) res.destroy();
        else res.writeHead(500, { 'content-type': 'text/plain', connection: 'close' }).end();
      } catch {
        res.destroy();
      }
    };
    guarded(() => {
      if (refuseLargeBody(req, res)) return;
      badInputIs400(req, res);
      for (const listener of requests) listener.call(http, req, res);
    }, failed);
  });

  const upgrades = http.listeners('upgrade') as UpgradeListener[];
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    guarded(
      () => {
        for (const listener of upgrades) listener.call(http, req, socket, head);
      },
      (err) => {
        log.error({ err, url: req.url }, 'WebSocket upgrade failed');
        socket.destroy();
      },
    );
  });
}

/**
 * sockjs reads POST bodies (xhr_send, jsonp_send) into memory without a limit; cap them.
 * Answers 413 and returns true when the declared length is already too much.
 */
function refuseLargeBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || !REALTIME_PATH.test(req.url ?? '')) return false;
  if (Number(req.headers['content-length'] ?? 0) > MAX_TRANSPORT_BYTES) {
    res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    res.end('Payload too large');
    return true;
  }
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_TRANSPORT_BYTES) req.destroy();
  });
  return false;
}

/**
 * The SockJS protocol answers a body that is no JSON array, or a bad JSONP callback, with 500.
 * That is the client's mistake, and nothing else on these paths can fail (every session
 * callback is guarded), so it is answered as one: 400 with sockjs's own text.
 */
function badInputIs400(req: IncomingMessage, res: ServerResponse): void {
  if (!CLIENT_INPUT_PATH.test(req.url ?? '')) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 500 ? 400 : status, ...rest)) as typeof res.writeHead;
}
