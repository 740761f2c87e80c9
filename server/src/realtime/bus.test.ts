import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLocalBus, type BusEvent } from './bus.ts';

describe('the local bus', () => {
  it('logs a handler that throws, and the other handlers still get the event', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const bus = createLocalBus(log);
    const seen: BusEvent[] = [];
    bus.onEvent(() => {
      throw new Error('handler bug');
    });
    bus.onEvent((event) => void seen.push(event));
    await bus.publish({ d: '/topic/x', b: '{}' });
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([{ d: '/topic/x', b: '{}' }]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
