/**
 * STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html). In-house because
 * no maintained Node STOMP broker exists (docs/ARCHITECTURE.md#decisions). The parser works on bytes, so
 * `content-length` counts UTF-8 octets as the spec says, and is incremental: a frame may arrive
 * in pieces, several frames may share one chunk, and bare EOLs between frames are heart-beats.
 * Anything malformed or over the limits throws StompCodecError; after that the parser stays
 * failed, because the stream can no longer be re-synchronised.
 */

import { text, type ErrorCode } from '@gamelot/contract/speak';

export type StompHeaders = Record<string, string>;
export type StompFrame = { command: string; headers: StompHeaders; body: string };

export type StompLimits = {
  /** Whole frame: command, headers and body, in bytes. */
  maxFrameBytes: number;
  maxHeaders: number;
  /** One header line, escaped, in bytes. */
  maxHeaderLineBytes: number;
};

export const DEFAULT_STOMP_LIMITS: StompLimits = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxHeaderLineBytes: 8 * 1024,
};

/** A frame that cannot be read: its code names why (contract/src/messages.ts, `stomp*`). */
export class StompCodecError extends Error {
  constructor(readonly code: ErrorCode) {
    super(text('en', code));
  }
}

export const CLIENT_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);
const SERVER_COMMANDS = new Set(['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR']);
const ALL_COMMANDS = new Set([...CLIENT_COMMANDS, ...SERVER_COMMANDS]);
const MAX_COMMAND_BYTES = 16;

/** The spec keeps CONNECT and CONNECTED frames unescaped, for STOMP 1.0 compatibility. */
const UNESCAPED = new Set(['CONNECT', 'STOMP', 'CONNECTED']);

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = Buffer.alloc(0);
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type ParseResult = { frames: StompFrame[]; heartbeats: number };

export class StompParser {
  private buf: Buffer = EMPTY;
  /** Where the search for the end of the current frame's header block resumes. */
  private headerScan = 0;
  private failure: StompCodecError | null = null;

  constructor(private readonly limits: StompLimits = DEFAULT_STOMP_LIMITS) {}

  /** Buffered bytes of an incomplete frame (for tests and diagnostics). */
  get pending(): number {
    return this.buf.length;
  }

  push(chunk: string | Uint8Array): ParseResult {
    if (this.failure) throw this.failure;
    try {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
      this.buf = this.buf.length === 0 ? bytes : Buffer.concat([this.buf, bytes]);
      return this.drain();
    } catch (err) {
      this.failure = err instanceof StompCodecError ? err : new StompCodecError('stompMalformedFrame');
      this.buf = EMPTY;
      throw this.failure;
    }
  }

  private drain(): ParseResult {
    const frames: StompFrame[] = [];
    let heartbeats = 0;
    for (;;) {
      if (this.headerScan === 0) {
        // EOLs between frames are heart-beats (spec: "Heart-beating").
        let i = 0;
        while (i < this.buf.length) {
          if (this.buf[i] === LF) {
            heartbeats++;
            i++;
          } else if (this.buf[i] === CR) {
            if (i + 1 >= this.buf.length) break;
            if (this.buf[i + 1] !== LF) throw new StompCodecError('stompBareCr');
            heartbeats++;
            i += 2;
          } else break;
        }
        if (i > 0) this.buf = this.buf.subarray(i);
        if (this.buf.length === 0 || (this.buf.length === 1 && this.buf[0] === CR)) break;
      }
      const frame = this.nextFrame();
      if (!frame) break;
      frames.push(frame);
    }
    return { frames, heartbeats };
  }

  /** One complete frame from the front of the buffer, or null when more bytes are needed. */
  private nextFrame(): StompFrame | null {
    const { maxFrameBytes } = this.limits;
    const headerEnd = this.findHeaderEnd();
    if (headerEnd < 0) {
      if (this.buf.length > maxFrameBytes) throw new StompCodecError('stompFrameTooLarge');
      return null;
    }
    const { command, headers } = this.parseHead(this.buf.subarray(0, headerEnd));
    const lengthHeader = headers['content-length'];
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d{1,9}$/.test(lengthHeader)) throw new StompCodecError('stompContentLengthInvalid');
      const length = Number(lengthHeader);
      if (headerEnd + length > maxFrameBytes) throw new StompCodecError('stompFrameTooLarge');
      bodyEnd = headerEnd + length;
      if (this.buf.length <= bodyEnd) return null;
      if (this.buf[bodyEnd] !== NUL) throw new StompCodecError('stompBodyNoNul');
    } else {
      bodyEnd = this.buf.indexOf(NUL, headerEnd);
      if (bodyEnd < 0) {
        if (this.buf.length > maxFrameBytes) throw new StompCodecError('stompFrameTooLarge');
        return null;
      }
    }
    if (bodyEnd > maxFrameBytes) throw new StompCodecError('stompFrameTooLarge');
    const body = decode(this.buf.subarray(headerEnd, bodyEnd), 'body');
    this.buf = this.buf.subarray(bodyEnd + 1);
    this.headerScan = 0;
    return { command, headers, body };
  }

  /**
   * Index just past the blank line that ends the header block, or -1. Checks the command line
   * as soon as it is complete, so garbage (an HTTP request, binary) fails at once rather than
   * after 64 KiB.
   */
  private findHeaderEnd(): number {
    const buf = this.buf;
    const firstLf = buf.indexOf(LF);
    const commandLimit = Math.min(buf.length, MAX_COMMAND_BYTES + 2);
    if (firstLf < 0) {
      if (buf.subarray(0, commandLimit).includes(NUL)) throw new StompCodecError('stompMalformedFrame');
      if (buf.length > MAX_COMMAND_BYTES + 1) throw new StompCodecError('stompUnknownCommand');
      return -1;
    }
    const command = ascii(buf.subarray(0, firstLf > 0 && buf[firstLf - 1] === CR ? firstLf - 1 : firstLf));
    if (!ALL_COMMANDS.has(command)) throw new StompCodecError('stompUnknownCommand');

    let i = Math.max(this.headerScan, firstLf);
    for (; i < buf.length; i++) {
      const b = buf[i];
      if (b === NUL) throw new StompCodecError('stompHeadersUnfinished');
      if (b !== LF) continue;
      if (i + 1 >= buf.length) break;
      if (buf[i + 1] === LF) return i + 2;
      if (buf[i + 1] === CR) {
        if (i + 2 >= buf.length) break;
        if (buf[i + 2] === LF) return i + 3;
      }
    }
    this.headerScan = Math.max(firstLf, i);
    return -1;
  }

  private parseHead(head: Buffer): { command: string; headers: StompHeaders } {
    const { maxHeaders, maxHeaderLineBytes } = this.limits;
    const lines: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < head.length; i++) {
      if (head[i] !== LF) continue;
      const end = i > start && head[i - 1] === CR ? i - 1 : i;
      lines.push(head.subarray(start, end));
      start = i + 1;
    }
    const command = ascii(lines[0] ?? EMPTY);
    if (!ALL_COMMANDS.has(command)) throw new StompCodecError('stompUnknownCommand');
    const escaped = !UNESCAPED.has(command);
    const headers: StompHeaders = {};
    const headerLines = lines.slice(1, -1); // the last line is the blank one
    if (headerLines.length > maxHeaders) throw new StompCodecError('stompTooManyHeaders');
    for (const line of headerLines) {
      if (line.length > maxHeaderLineBytes) throw new StompCodecError('stompHeaderTooLong');
      const colon = line.indexOf(0x3a);
      if (colon <= 0) throw new StompCodecError('stompHeaderMalformed');
      const rawName = decode(line.subarray(0, colon), 'header');
      const rawValue = decode(line.subarray(colon + 1), 'header');
      if (rawValue.includes('\r')) throw new StompCodecError('stompHeaderMalformed');
      const name = escaped ? unescapeHeader(rawName) : rawName;
      const value = escaped ? unescapeHeader(rawValue) : rawValue;
      // "If a client or a server receives repeated frame header entries, only the first header
      // entry SHOULD be used as the value of header entry."
      if (!Object.hasOwn(headers, name)) headers[name] = value;
    }
    return { command, headers };
  }
}

function ascii(bytes: Uint8Array): string {
  return bytes.length > MAX_COMMAND_BYTES ? '' : Buffer.from(bytes).toString('latin1');
}

function decode(bytes: Uint8Array, what: 'body' | 'header'): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompCodecError(what === 'body' ? 'stompInvalidUtf8Body' : 'stompInvalidUtf8Header');
  }
}

const UNESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

/** STOMP 1.2 header unescaping; any other escape "MUST be treated as a fatal protocol error". */
export function unescapeHeader(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = UNESCAPES[value[i + 1] ?? ''];
    if (next === undefined) throw new StompCodecError('stompEscapeInvalid');
    out += next;
    i++;
  }
  return out;
}

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c',
  );
}

/**
 * A frame as text for the transport (SockJS carries strings). A body gets a content-length in
 * UTF-8 bytes, so bodies may hold NULs. CONNECTED headers are not escaped (spec), so they must
 * not contain EOLs or colons; the broker only ever writes fixed values there.
 */
export function serializeFrame(frame: { command: string; headers?: StompHeaders; body?: string }): string {
  const body = frame.body ?? '';
  const escaped = !UNESCAPED.has(frame.command);
  let out = frame.command + '\n';
  const headers: StompHeaders = { ...frame.headers };
  if (body.length > 0 || frame.command === 'MESSAGE' || frame.command === 'ERROR') {
    headers['content-length'] = String(Buffer.byteLength(body, 'utf8'));
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!escaped && (/[\r\n:]/.test(name) || /[\r\n]/.test(value))) {
      throw new StompCodecError('stompConnectEol');
    }
    out += escaped ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  return out + '\n' + body + '\0';
}

/** A server heart-beat: one EOL. */
export const HEARTBEAT = '\n';
