import { MESSAGES } from '@gamelot/contract/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearerToken } from './auth.ts';
import { StompSession } from './connection.ts';
import { TokenBucket } from './rate.ts';
import type { SessionHost, Transport } from './types.ts';
import { StompParser } from './stomp.ts';

/** A session on a fake transport and host, with fake timers: heart-beats, timeouts, back-pressure. */
function setup(opts: { pending?: number; throwing?: 'close' | 'write' } = {}) {
  const written: string[] = [];
  const closes: [number, string][] = [];
  const errors: unknown[] = [];
  // Like faye-websocket under the raw endpoint, which throws when closed with 1001 or 1002.
  const refuse = (what: string) => {
    throw new Error(`transport refused to ${what}`);
  };
  const transport: Transport = {
    id: 's1',
    write: (d) => void (opts.throwing === 'write' ? refuse('write') : written.push(d)),
    close: (code, reason) => void (opts.throwing === 'close' ? refuse('close') : closes.push([code, reason])),
    pendingOutput: () => opts.pending ?? 0,
  };
  const host: SessionHost = {
    authenticate: async (token) =>
      token === 'good'
        ? { kind: 'user', id: 7, roles: ['USER'], suspended: false, emailVerified: true, sessionId: 's1' }
        : null,
    authorizeSubscribe: async () => ({ userScoped: false, tracked: false }),
    addSubscription: vi.fn(async () => {}),
    removeSubscription: vi.fn(),
    handleSend: vi.fn(async () => {}),
    sessionClosed: vi.fn(),
    describeError: () => ({ code: 'internalError' }),
  };
  const session = new StompSession(transport, host, {
    onError: (err) => void errors.push(err),
    defaultLanguage: 'en',
  });
  const frames = () => new StompParser().push(written.filter((w) => w !== '\n').join('')).frames;
  return { session, written, closes, errors, host, frames };
}

const connect = (beat = '10000,10000') =>
  `CONNECT\naccept-version:1.2\nheart-beat:${beat}\nAuthorization:Bearer good\n\n\0`;

describe('STOMP session', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends heart-beats and closes a client that goes silent', async () => {
    const { session, written, closes, frames } = setup();
    session.receive(connect());
    await vi.advanceTimersByTimeAsync(0);
    expect(frames()[0]).toMatchObject({ command: 'CONNECTED', headers: { 'heart-beat': '10000,10000' } });

    for (let t = 0; t < 3; t++) {
      await vi.advanceTimersByTimeAsync(5000);
      session.receive('\n'); // the client's heart-beat
    }
    expect(written.filter((w) => w === '\n').length).toBeGreaterThanOrEqual(1);
    expect(closes).toEqual([]);

    await vi.advanceTimersByTimeAsync(25_000);
    expect(closes).toEqual([[1001, 'No heart-beat from the client']]);
    expect(session.isClosed).toBe(true);
  });

  it('sends no heart-beats when the client asks for none', async () => {
    const { session, written } = setup();
    session.receive(connect('0,0'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(written.filter((w) => w === '\n')).toEqual([]);
    expect(session.isClosed).toBe(false);
  });

  it('never beats faster than 10 s, whatever the client asks', async () => {
    const { session, written } = setup();
    session.receive(connect('1,1'));
    await vi.advanceTimersByTimeAsync(0);
    session.receive('\n');
    await vi.advanceTimersByTimeAsync(4000);
    expect(written.filter((w) => w === '\n')).toEqual([]);
  });

  it('gives up on a connection that never sends CONNECT', async () => {
    const { session, closes, frames } = setup();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(frames()[0]).toMatchObject({ command: 'ERROR', headers: { message: 'CONNECT expected' } });
    expect(closes).toHaveLength(1);
    expect(session.isClosed).toBe(true);
  });

  it('runs frames in order and answers receipts, ERROR carrying the receipt-id', async () => {
    const { session, frames, host } = setup();
    session.receive(connect());
    session.receive(
      'SUBSCRIBE\nid:1\ndestination:/a\nreceipt:r1\n\n\0SUBSCRIBE\nid:1\ndestination:/b\nreceipt:r2\n\n\0',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(frames().map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT', 'ERROR']);
    expect(frames()[2]!.headers['receipt-id']).toBe('r2');
    expect(frames()[2]!.headers.message).toContain('already in use');
    expect(host.removeSubscription).toHaveBeenCalledTimes(1);
    expect(host.sessionClosed).toHaveBeenCalledTimes(1);
  });

  it('closes a slow consumer instead of buffering for it', async () => {
    const { session, closes } = setup({ pending: 10 * 1024 * 1024 });
    session.receive(connect());
    await vi.advanceTimersByTimeAsync(0);
    session.deliver(
      { session, id: '1', destination: '/a', userId: 7, userScoped: false, tracked: false },
      '{}',
    );
    expect(closes[0]?.[1]).toBe('Slow consumer');
  });

  it('ignores data after close and never throws', async () => {
    const { session, written } = setup();
    session.receive('garbage\n');
    const count = written.length;
    expect(() => session.receive('SEND\n\n\0')).not.toThrow();
    expect(written.length).toBe(count);
  });
});

describe('STOMP session on a transport that throws', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('ends only this session when a refused frame cannot be closed', async () => {
    const { session, written, errors, host } = setup({ throwing: 'close' });
    expect(() => session.receive('x\0')).not.toThrow();
    expect(written.join('')).toContain('ERROR');
    expect(session.isClosed).toBe(true);
    expect(host.sessionClosed).toHaveBeenCalledTimes(1);
    expect(String(errors[0])).toContain('refused to close');
  });

  it('lets no exception out of the CONNECT timeout or the heart-beat timer', async () => {
    const idle = setup({ throwing: 'close' });
    await vi.advanceTimersByTimeAsync(10_001);
    expect(idle.session.isClosed).toBe(true);

    const silent = setup({ throwing: 'close' });
    silent.session.receive(connect());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(silent.session.isClosed).toBe(true);
    expect(silent.errors).toHaveLength(1);
  });

  it('drops the session when writing fails, from a frame, a delivery or a heart-beat', async () => {
    const { session, errors, host } = setup({ throwing: 'write' });
    session.receive(connect());
    await vi.advanceTimersByTimeAsync(0);
    expect(session.isClosed).toBe(true);
    expect(host.sessionClosed).toHaveBeenCalledTimes(1);
    expect(errors.length).toBeGreaterThan(0);
    expect(() =>
      session.deliver(
        { session, id: '1', destination: '/a', userId: 7, userScoped: false, tracked: false },
        '{}',
      ),
    ).not.toThrow();
  });

  it('end() sends an ERROR and closes, once, and never throws', async () => {
    const ok = setup();
    ok.session.receive(connect());
    await vi.advanceTimersByTimeAsync(0);
    ok.session.end('accountSuspended', { reason: 'suspended' });
    ok.session.end('sessionExpired');
    const suspended = MESSAGES.accountSuspended.replace(/:\s*/g, ' - ');
    expect(ok.frames().at(-1)).toMatchObject({
      command: 'ERROR',
      headers: { message: suspended, code: 'accountSuspended', reason: 'suspended' },
      body: MESSAGES.accountSuspended,
    });
    expect(ok.closes).toEqual([[1002, MESSAGES.accountSuspended]]);

    const broken = setup({ throwing: 'close' });
    expect(() => broken.session.end('accountSuspended')).not.toThrow();
    expect(broken.session.isClosed).toBe(true);
  });
});

describe('helpers', () => {
  it('reads the bearer token from the header variants', () => {
    expect(bearerToken({ Authorization: 'Bearer abc' })).toBe('abc');
    expect(bearerToken({ authorization: 'bearer abc' })).toBe('abc');
    expect(bearerToken({ token: 'abc' })).toBe('abc');
    expect(bearerToken({ Authorization: 'Bearer null' })).toBeNull();
    expect(bearerToken({})).toBeNull();
  });

  it('token bucket allows a burst, then the refill rate', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });
});
