import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type sockjs from 'sockjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeCode, closeReason, transportOf } from './transport.ts';

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A sockjs connection over a raw WebSocket whose close() throws like faye-websocket's. */
function rawConnection(opts: { closeThrows?: boolean; writeThrows?: boolean } = {}) {
  const socket = Object.assign(new EventEmitter(), { destroyed: false, writableLength: 0, destroy: vi.fn() });
  socket.destroy.mockImplementation(() => void (socket.destroyed = true));
  const closes: unknown[][] = [];
  const conn = {
    id: 'c1',
    _session: { recv: { protocol: 'websocket-raw', connection: socket } },
    write: vi.fn(() => {
      if (opts.writeThrows) throw new Error('write refused');
      return true;
    }),
    close: vi.fn((code: unknown, reason: unknown) => {
      closes.push([code, reason]);
      if (opts.closeThrows) throw new Error('close refused');
      return true;
    }),
  };
  return { conn: conn as unknown as sockjs.Connection, socket, closes };
}

describe('the sockjs transport', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('maps RFC 6455 codes to ones a WebSocket may be closed with', () => {
    expect([1000, 1001, 1002, 1011, 3000, 4999, 2010, 999].map(closeCode)).toEqual([
      1000, 4001, 4002, 4011, 3000, 4999, 4000, 4000,
    ]);
  });

  it('cuts a close reason to 123 bytes without splitting a character', () => {
    const reason = closeReason('Ошибка: '.repeat(40));
    expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
    expect(reason).not.toContain('\uFFFD');
    expect(closeReason('two\nlines')).toBe('two lines');
  });

  it('closes with a numeric code, then cuts a socket whose client never answers', async () => {
    const { conn, socket, closes } = rawConnection();
    transportOf(conn, log).close(1002, 'Malformed frame');
    expect(closes).toEqual([[4002, 'Malformed frame']]);
    expect(socket.destroy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.destroy).toHaveBeenCalledTimes(1);
  });

  it('never throws: a refused close cuts the socket, a refused write closes', () => {
    const refusing = rawConnection({ closeThrows: true });
    const transport = transportOf(refusing.conn, log);
    expect(() => transport.close(1001, 'No heart-beat')).not.toThrow();
    expect(refusing.socket.destroy).toHaveBeenCalledTimes(1);
    transport.close(1000, 'again');
    expect(refusing.closes).toHaveLength(1);

    const failing = rawConnection({ writeThrows: true });
    expect(() => transportOf(failing.conn, log).write('MESSAGE\n\n\0')).not.toThrow();
    expect(failing.closes).toEqual([[4011, 'Write failed']]);
  });
});
