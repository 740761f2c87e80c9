import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type sockjs from 'sockjs';
import type { Transport } from './types.ts';

/**
 * A sockjs connection as a session's Transport, on every sockjs transport: the raw WebSocket at
 * `<prefix>/websocket`, SockJS-framed WebSocket, and the HTTP streaming and polling transports.
 * Its methods never throw (see docs/decisions/0029-one-connection-fails-alone.md): a failure
 * is logged and ends this connection, down to its TCP socket when nothing else works.
 */

/** After a WebSocket close frame, how long the client has to answer before its socket is cut. */
const CLOSE_GRACE_MS = 5_000;
/** A close frame's payload is at most 125 bytes, two of them the code. */
const MAX_CLOSE_REASON_BYTES = 123;

/**
 * The close code a WebSocket may be closed with. Sessions speak RFC 6455 codes (1001 going away,
 * 1002 protocol error, 1011 server error), but the WebSocket API the raw endpoint is closed
 * through accepts only 1000 and 3000–4999 and throws on anything else. 1001–1015 become
 * 4001–4015 on every transport, so a client sees one code whatever carries it.
 */
export function closeCode(code: number): number {
  if (code === 1000 || (code >= 3000 && code <= 4999)) return code;
  if (code > 1000 && code < 2000) return 4000 + (code - 1000);
  return 4000;
}

/** `reason` cut to what a close frame holds, on a character boundary. */
export function closeReason(reason: string): string {
  let out = reason.replace(/[\r\n]+/g, ' ');
  while (Buffer.byteLength(out, 'utf8') > MAX_CLOSE_REASON_BYTES) out = out.slice(0, -1);
  return out;
}

export function transportOf(conn: sockjs.Connection, log: FastifyBaseLogger): Transport {
  let closed = false;
  const close = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    // Taken before sockjs lets go of it: the WebSocket's TCP socket, if this is one.
    const socket = webSocketOf(conn);
    try {
      // The typings say string; sockjs and faye-websocket compare the code as a number.
      (conn as unknown as NumericClose).close(closeCode(code), closeReason(reason));
    } catch (err) {
      log.warn({ err, connection: conn.id }, 'real-time transport refused to close; cutting the socket');
      socket?.destroy();
      return;
    }
    // A client that never answers the close frame keeps its socket only this long.
    if (socket) setTimeout(() => socket.destroyed || socket.destroy(), CLOSE_GRACE_MS).unref();
  };
  const acceptLanguage = conn.headers?.['accept-language'];
  return {
    id: conn.id,
    ...(typeof acceptLanguage === 'string' ? { acceptLanguage } : {}),
    write(data) {
      if (closed) return;
      try {
        conn.write(data);
      } catch (err) {
        log.warn({ err, connection: conn.id }, 'real-time transport write failed');
        close(1011, 'Write failed');
      }
    },
    close,
    pendingOutput() {
      try {
        return pendingOutput(conn);
      } catch {
        return 0;
      }
    },
  };
}

type NumericClose = { close(code: number, reason: string): boolean };

type SockjsSession = {
  send_buffer?: string[];
  recv?: {
    protocol?: string;
    connection?: Duplex | null;
    response?: { socket?: Duplex | null } | null;
  } | null;
};

const sessionOf = (conn: sockjs.Connection) => (conn as unknown as { _session?: SockjsSession })._session;

/** The TCP socket under a WebSocket transport (raw or SockJS-framed); null on HTTP transports. */
function webSocketOf(conn: sockjs.Connection): Duplex | null {
  const recv = sessionOf(conn)?.recv;
  if (recv?.protocol !== 'websocket' && recv?.protocol !== 'websocket-raw') return null;
  return recv.connection ?? null;
}

/**
 * Output sockjs holds for a connection: its send buffer (while an HTTP-polling client is between
 * requests) plus what the socket has not flushed. sockjs has no public API for this.
 */
function pendingOutput(conn: sockjs.Connection): number {
  const session = sessionOf(conn);
  let pending = 0;
  for (const chunk of session?.send_buffer ?? []) pending += chunk.length;
  const socket = session?.recv?.connection ?? session?.recv?.response?.socket;
  return pending + (socket?.writableLength ?? 0);
}
