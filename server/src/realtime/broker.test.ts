import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Broker } from './broker.ts';
import { createLocalBus } from './bus.ts';
import { createLocalPresence } from './presence.ts';
import type { Transport } from './types.ts';

const silentLog = { error() {}, warn() {} } as unknown as FastifyBaseLogger;

function broker() {
  return new Broker({
    bus: createLocalBus(),
    presence: createLocalPresence(),
    log: silentLog,
    authenticate: async () => ({
      kind: 'user',
      id: 1,
      roles: ['USER'],
      suspended: false,
      emailVerified: true,
      sessionId: 's1',
    }),
  });
}

/** A promise and the function that resolves it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('Broker shutdown', () => {
  // settle()'s time limit is a timer: the clock is moved by hand, so nothing waits for real time.
  afterEach(() => vi.useRealTimers());

  it('settle() waits for a SEND that was being handled when its session closed', async () => {
    vi.useFakeTimers();
    const b = broker();
    const started = signal();
    const release = signal();
    let finished = false;
    b.onSend('/app/slow', 'chat.send', async () => {
      started.fire();
      await release.fired;
      finished = true;
    });
    const closes: number[] = [];
    const transport: Transport = {
      id: 't1',
      write: () => {},
      close: (code) => void closes.push(code),
      pendingOutput: () => 0,
    };
    const session = b.attach(transport);
    session.receive('CONNECT\naccept-version:1.2\nAuthorization:Bearer x\n\n\0');
    session.receive('SEND\ndestination:/app/slow\n\n{}\0');
    await started.fired;

    b.shutdown();
    expect(closes).toEqual([1001]);
    let settled = false;
    const settling = b.settle(5_000).then(() => void (settled = true));
    // Just short of the limit, the handler still running: settle() has not returned.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);

    release.fire();
    await settling;
    expect(finished).toBe(true);
    await b.close();
  });

  it('settle() gives up after its time limit', async () => {
    vi.useFakeTimers();
    const b = broker();
    const started = signal();
    b.onSend('/app/stuck', 'chat.send', () => {
      started.fire();
      return new Promise<void>(() => {});
    });
    const session = b.attach({ id: 't2', write: () => {}, close: () => {}, pendingOutput: () => 0 });
    session.receive('CONNECT\naccept-version:1.2\nAuthorization:Bearer x\n\n\0');
    session.receive('SEND\ndestination:/app/stuck\n\n{}\0');
    await started.fired;
    b.shutdown();
    let settled = false;
    const settling = b.settle(50).then(() => void (settled = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await settling;
    await b.close();
  });
});
