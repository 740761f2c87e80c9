import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import sockjs from 'sockjs';
import { REALTIME_ENDPOINT, REALTIME_ENDPOINT_ALIAS } from '@gamelot/contract/realtime';
import { authenticateToken } from './auth.ts';
import { Broker } from './broker.ts';
import { createLocalBus, createRedisBus, type Bus } from './bus.ts';
import type { Transport } from './types.ts';
import { createLocalPresence, createRedisPresence, type Presence } from './presence.ts';

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

/**
 * The real-time endpoint: SockJS at /ws and /chat-ws on Fastify's own HTTP server, STOMP
 * sessions on top, and fan-out through Redis when REDIS_URL is set. Its channel and keys start
 * with REDIS_PREFIX: processes of one installation share them, other installations do not.
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
      bus = createLocalBus();
      presence = createLocalPresence();
    }

    const broker = new Broker({
      bus,
      presence,
      log: app.log,
      authenticate: (t) => authenticateToken(app, t),
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
      const session = broker.attach(transportOf(conn));
      conn.on('data', (message: string) => session.receive(message));
      conn.on('close', () => session.transportClosed());
    });

    const http = app.server as Server;
    // sockjs claims every upgrade; one nobody else handles must not hang around half-open.
    if (http.listenerCount('upgrade') === 0) http.on('upgrade', (_req, socket: Duplex) => socket.destroy());
    for (const prefix of PREFIXES) server.installHandlers(http, { prefix });
    limitRequestBodies(http);

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

function transportOf(conn: sockjs.Connection): Transport {
  return {
    id: conn.id,
    write: (data) => void conn.write(data),
    close: (code, reason) => void conn.close(String(code), reason),
    pendingOutput: () => pendingOutput(conn),
  };
}

/**
 * Output sockjs holds for a connection: its send buffer (while an HTTP-polling client is between
 * requests) plus what the socket has not flushed. sockjs has no public API for this.
 */
function pendingOutput(conn: sockjs.Connection): number {
  const session = (conn as unknown as { _session?: SockjsSession })._session;
  let pending = 0;
  for (const chunk of session?.send_buffer ?? []) pending += chunk.length;
  const socket = session?.recv?.connection ?? session?.recv?.response?.socket;
  return pending + (socket?.writableLength ?? 0);
}

type SockjsSession = {
  send_buffer?: string[];
  recv?: { connection?: Duplex | null; response?: { socket?: Duplex | null } | null } | null;
};

/**
 * sockjs reads POST bodies (xhr_send, jsonp_send) into memory without a limit; cap them. This
 * listener runs before sockjs's and Fastify's.
 */
function limitRequestBodies(http: Server): void {
  const previous = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && REALTIME_PATH.test(req.url ?? '')) {
      if (Number(req.headers['content-length'] ?? 0) > MAX_TRANSPORT_BYTES) {
        res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
        res.end('Payload too large');
        return;
      }
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > MAX_TRANSPORT_BYTES) req.destroy();
      });
    }
    for (const listener of previous) listener.call(http, req, res);
  });
}
