import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Fan-out between server processes (docs/ARCHITECTURE.md#the-shape-of-the-system, docs/ARCHITECTURE.md#real-time). The broker publishes every
 * outgoing MESSAGE here, never straight to its own sockets; each process, the publisher included,
 * receives every event and delivers it to its local subscriptions. One channel carries all
 * events: simple, ordered per publisher, and cheap at the sizes this product runs at.
 */
export type BusEvent = {
  /** STOMP destination. */
  d: string;
  /** MESSAGE body (JSON text). */
  b: string;
  /** Deliver only to subscriptions held by this user (per-user destinations). */
  u?: number;
  /** Extra MESSAGE headers. */
  h?: Record<string, string>;
  /** Ordering: stream key, this event's id and the id of the event before it in the stream. */
  o?: { s: string; id: number; p: number | null };
};

export interface Bus {
  readonly kind: 'local' | 'redis';
  publish(event: BusEvent): Promise<void>;
  onEvent(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

/**
 * Each handler runs on its own: one that throws is logged and the others still get the event.
 * Handlers run from a microtask or a Redis callback, where a throw would stop the process.
 */
function deliverTo(handlers: Iterable<(event: BusEvent) => void>, event: BusEvent, log?: FastifyBaseLogger) {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (err) {
      log?.error({ err, destination: event.d }, 'real-time bus handler failed');
    }
  }
}

/** One process. Delivery is deferred a microtask, as it would be over Redis. */
export function createLocalBus(log?: FastifyBaseLogger): Bus {
  const handlers: ((event: BusEvent) => void)[] = [];
  return {
    kind: 'local',
    async publish(event) {
      queueMicrotask(() => deliverTo(handlers, event, log));
    },
    onEvent(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}

/**
 * Redis pub/sub: `publisher` also serves ordinary commands (presence), `subscriber` is in
 * subscriber mode. ioredis reconnects and re-subscribes by itself after a network failure.
 */
export async function createRedisBus(opts: {
  publisher: Redis;
  subscriber: Redis;
  channel: string;
  log: FastifyBaseLogger;
}): Promise<Bus> {
  const { publisher, subscriber, channel, log } = opts;
  const handlers: ((event: BusEvent) => void)[] = [];
  subscriber.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    const event = parseEvent(raw);
    if (!event) {
      log.warn({ channel }, 'dropped a malformed real-time bus event');
      return;
    }
    deliverTo(handlers, event, log);
  });
  // Fail fast at start rather than run a process that would silently miss every event.
  await withTimeout(subscriber.subscribe(channel), 10_000, `Redis did not answer SUBSCRIBE ${channel}`);
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    onEvent(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parseEvent(raw: string): BusEvent | null {
  try {
    const e = JSON.parse(raw) as Partial<BusEvent> | null;
    if (!e || typeof e.d !== 'string' || typeof e.b !== 'string') return null;
    if (e.u !== undefined && typeof e.u !== 'number') return null;
    if (e.o !== undefined && (typeof e.o?.s !== 'string' || typeof e.o.id !== 'number')) return null;
    return e as BusEvent;
  } catch {
    return null;
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
