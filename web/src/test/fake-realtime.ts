import type { Realtime } from '@/shared/realtime/realtime-context';
import type { RealtimeHandler, RealtimeStatus } from '@/shared/realtime/types';

/**
 * A live link for component tests: records subscriptions and published frames, and lets the
 * test push a message to whoever listens on a destination. Server behaviour is tested with the
 * real STOMP client in the server suites and end to end in Chromium.
 */
export class FakeRealtime {
  readonly published: { destination: string; body: unknown }[] = [];
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  value: Realtime;

  constructor(status: RealtimeStatus = 'connected') {
    this.value = {
      status,
      subscribe: (destination, handler) => {
        const set = this.handlers.get(destination) ?? new Set();
        set.add(handler);
        this.handlers.set(destination, set);
        return () => set.delete(handler);
      },
      publish: (destination, body) => {
        if (this.value.status !== 'connected') return false;
        this.published.push({ destination, body });
        return true;
      },
    };
  }

  listeners(destination: string): number {
    return this.handlers.get(destination)?.size ?? 0;
  }

  push(destination: string, body: unknown): void {
    for (const handler of this.handlers.get(destination) ?? []) handler(body, {});
  }
}
