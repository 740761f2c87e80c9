import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { IStompSocket, IStompSocketMessageEvent } from '@stomp/stompjs';

/**
 * A WebSocket client written on a bare TCP socket, so a test can send what no well-behaved
 * library would: frames cut in half, bytes one at a time, invalid UTF-8, unmasked frames, or a
 * socket destroyed mid-frame. `StompRawSocket` puts the same client under @stomp/stompjs, so
 * a real STOMP client can use the raw `/ws/websocket` endpoint too.
 */

export const OPCODE = { text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** One client frame: masked (as RFC 6455 requires of clients) unless `mask: false`. */
export function encodeFrame(
  opcode: number,
  payload: Buffer | string,
  opts: { mask?: boolean; fin?: boolean } = {},
): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const mask = opts.mask ?? true;
  const length = data.length;
  const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
  const head = Buffer.alloc(2 + lengthBytes + (mask ? 4 : 0));
  head[0] = (opts.fin === false ? 0 : 0x80) | opcode;
  head[1] = (mask ? 0x80 : 0) | (length < 126 ? length : length < 65536 ? 126 : 127);
  if (lengthBytes === 2) head.writeUInt16BE(length, 2);
  if (lengthBytes === 8) head.writeBigUInt64BE(BigInt(length), 2);
  if (!mask) return Buffer.concat([head, data]);
  const key = randomBytes(4);
  key.copy(head, 2 + lengthBytes);
  const body = Buffer.from(data);
  for (let i = 0; i < body.length; i++) body[i]! ^= key[i % 4]!;
  return Buffer.concat([head, body]);
}

/** Server frames (never masked) from the front of `buf`, and what is left. */
function decodeFrames(buf: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let at = 0;
  for (;;) {
    if (buf.length - at < 2) break;
    const opcode = buf[at]! & 0x0f;
    let length = buf[at + 1]! & 0x7f;
    let offset = at + 2;
    if (length === 126) {
      if (buf.length - at < 4) break;
      length = buf.readUInt16BE(at + 2);
      offset = at + 4;
    } else if (length === 127) {
      if (buf.length - at < 10) break;
      length = Number(buf.readBigUInt64BE(at + 2));
      offset = at + 10;
    }
    if (buf.length < offset + length) break;
    frames.push({ opcode, payload: buf.subarray(offset, offset + length) });
    at = offset + length;
  }
  return { frames, rest: buf.subarray(at) };
}

export type RawWebSocket = {
  socket: net.Socket;
  /** Text messages from the server, in order. */
  texts: string[];
  /** The code of the server's close frame, once one came. */
  closeCode(): number | undefined;
  /** Whether the TCP connection has ended (either side). */
  ended(): boolean;
  sendText(text: string): void;
  sendBinary(bytes: Buffer): void;
  /** Bytes as they are: half frames, garbage. */
  write(bytes: Buffer | string): void;
  /** A polite close: a close frame, then the server ends the connection. */
  close(): void;
};

/**
 * Opens a WebSocket to `path` (e.g. `/ws/websocket`, or `/ws/000/<id>/websocket` for SockJS
 * framing) and resolves after the 101 answer. The client answers a close frame with one, as
 * browsers do; `onText` sees each text message as it arrives.
 */
export function openRawWebSocket(
  baseUrl: string,
  path: string,
  onText?: (text: string) => void,
  /** More request headers of the upgrade, e.g. { 'Accept-Language': 'ru' }. */
  headers: Record<string, string> = {},
): Promise<RawWebSocket> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setNoDelay(true);
  const texts: string[] = [];
  let closeCode: number | undefined;
  let ended = false;
  let buffer: Buffer = Buffer.alloc(0);
  let upgraded = false;

  const ws: RawWebSocket = {
    socket,
    texts,
    closeCode: () => closeCode,
    ended: () => ended,
    sendText: (text) => void (ended || socket.write(encodeFrame(OPCODE.text, text))),
    sendBinary: (bytes) => void (ended || socket.write(encodeFrame(OPCODE.binary, bytes))),
    write: (bytes) => void (ended || socket.write(bytes)),
    close: () => void (ended || socket.write(encodeFrame(OPCODE.close, Buffer.from([0x03, 0xe8])))),
  };

  return new Promise((resolve, reject) => {
    socket.on('close', () => void (ended = true));
    socket.on('error', (err) => (upgraded ? undefined : reject(err)));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101')) {
          socket.destroy();
          return reject(new Error(`no upgrade: ${head.split('\r\n')[0]}`));
        }
        upgraded = true;
        buffer = buffer.subarray(end + 4);
        resolve(ws);
      }
      const { frames, rest } = decodeFrames(buffer);
      buffer = rest;
      for (const frame of frames) {
        if (frame.opcode === OPCODE.text) {
          const text = frame.payload.toString('utf8');
          texts.push(text);
          onText?.(text);
        } else if (frame.opcode === OPCODE.close) {
          const first = closeCode === undefined;
          closeCode = frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1005;
          if (first && !ended) socket.end(encodeFrame(OPCODE.close, frame.payload.subarray(0, 2)));
        }
      }
    });
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** The raw client as @stomp/stompjs's socket (what `webSocketFactory` returns). */
export class StompRawSocket implements IStompSocket {
  readyState = 0;
  onclose: ((ev?: unknown) => unknown) | null = null;
  onerror: ((ev: unknown) => unknown) | null = null;
  onmessage: ((ev: IStompSocketMessageEvent) => unknown) | null = null;
  onopen: ((ev?: unknown) => unknown) | null = null;
  binaryType = 'arraybuffer';
  private ws: RawWebSocket | null = null;

  constructor(
    readonly url: string,
    path: string,
  ) {
    openRawWebSocket(url, path, (data) => this.onmessage?.({ data })).then(
      (ws) => {
        this.ws = ws;
        this.readyState = 1;
        ws.socket.on('close', () => {
          this.readyState = 3;
          this.onclose?.({
            code: ws.closeCode() ?? 1006,
            reason: '',
            wasClean: ws.closeCode() !== undefined,
          });
        });
        this.onopen?.();
      },
      (err: unknown) => {
        this.readyState = 3;
        this.onerror?.(err);
        this.onclose?.({ code: 1006, reason: String(err), wasClean: false });
      },
    );
  }

  send(data: string | ArrayBuffer): void {
    if (typeof data === 'string') this.ws?.sendText(data);
    else this.ws?.sendBinary(Buffer.from(data));
  }

  close(): void {
    this.readyState = 2;
    this.ws?.close();
  }
}
