import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Broker } from './broker.ts';
import { createLocalBus } from './bus.ts';
import { createLocalPresence } from './presence.ts';
import type { Transport } from './types.ts';

const silentLog = { error() {}, warn() {} } as unknown as FastifyBaseLogger;

describe('Broker shutdown', () => {
  it('settle() waits for a SEND that was being handled when its session closed', async () => {
    const broker = new Broker({
      bus: createLocalBus(),
      presence: createLocalPresence(),
      log: silentLog,
      authenticate: async () => ({ kind: 'user', id: 1, roles: ['USER'], suspended: false }),
    });
    let release!: () => void;
    let started = false;
    let finished = false;
    broker.onSend('/app/slow', 'chat.send', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    const closes: number[] = [];
    const transport: Transport = {
      id: 't1',
      write: () => {},
      close: (code) => void closes.push(code),
      pendingOutput: () => 0,
    };
    const session = broker.attach(transport);
    session.receive('CONNECT\naccept-version:1.2\nAuthorization:Bearer x\n\n\0');
    session.receive('SEND\ndestination:/app/slow\n\n{}\0');
    for (let i = 0; i < 50 && !started; i++) await new Promise((r) => setTimeout(r, 1));
    expect(started).toBe(true);

    broker.shutdown();
    expect(closes).toEqual([1001]);
    let settled = false;
    const settling = broker.settle(5_000).then(() => void (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);

    release();
    await settling;
    expect(finished).toBe(true);
    await broker.close();
  });

  it('settle() gives up after its time limit', async () => {
    const broker = new Broker({
      bus: createLocalBus(),
      presence: createLocalPresence(),
      log: silentLog,
      authenticate: async () => ({ kind: 'user', id: 1, roles: ['USER'], suspended: false }),
    });
    broker.onSend('/app/stuck', 'chat.send', () => new Promise<void>(() => {}));
    const session = broker.attach({ id: 't2', write: () => {}, close: () => {}, pendingOutput: () => 0 });
    session.receive('CONNECT\naccept-version:1.2\nAuthorization:Bearer x\n\n\0');
    session.receive('SEND\ndestination:/app/stuck\n\n{}\0');
    await new Promise((r) => setTimeout(r, 10));
    broker.shutdown();
    const started = Date.now();
    await broker.settle(50);
    expect(Date.now() - started).toBeLessThan(1000);
    await broker.close();
  });
});
