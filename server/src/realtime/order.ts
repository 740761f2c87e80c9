/**
 * Restores stored order to events that can overtake each other on the way: two messages in one
 * chat, committed one after the other, are published by different requests (or processes) and
 * may reach the bus in the other order. Each event names the id of the event before it in its
 * stream (the previous message of the chat, read under the chat's row lock), so a process that
 * receives #12 while it last delivered #10 and #12 follows #11 holds #12 back until #11 arrives,
 * or until `waitMs` passes (then it delivers what it has: late beats never).
 */
export class StreamOrderer<T> {
  private readonly streams = new Map<string, StreamState<T>>();

  constructor(
    private readonly deliver: (event: T) => void,
    private readonly opts: { waitMs: number; maxStreams: number } = { waitMs: 1000, maxStreams: 10_000 },
  ) {}

  push(stream: string, id: number, prevId: number | null, event: T): void {
    let state = this.streams.get(stream);
    if (state) {
      // Keep recently active streams at the end of the map: the oldest are evicted first.
      this.streams.delete(stream);
      this.streams.set(stream, state);
    } else {
      state = { last: null, waiting: new Map(), timer: null };
      this.streams.set(stream, state);
      this.evict();
    }
    if (state.last === null || prevId === null || prevId <= state.last) {
      this.emit(state, id, event);
      this.drain(state);
      return;
    }
    // One message may come as several events (one per reader's language, ADR 0065): all wait.
    state.waiting.set(prevId, [...(state.waiting.get(prevId) ?? []), { id, event }]);
    state.timer ??= setTimeout(() => this.flush(state), this.opts.waitMs);
    state.timer.unref?.();
  }

  /** Delivers everything held back, in id order (shutdown). */
  close(): void {
    for (const state of this.streams.values()) this.flush(state);
    this.streams.clear();
  }

  private emit(state: StreamState<T>, id: number, event: T): void {
    state.last = state.last === null ? id : Math.max(state.last, id);
    this.deliver(event);
  }

  private drain(state: StreamState<T>): void {
    for (let next = state.waiting.get(state.last!); next; next = state.waiting.get(state.last!)) {
      state.waiting.delete(state.last!);
      for (const held of next) this.emit(state, held.id, held.event);
    }
    if (state.waiting.size === 0 && state.timer) {
      clearTimeout(state.timer);
      state.timer = null;
    }
  }

  private flush(state: StreamState<T>): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    const held = [...state.waiting.values()].flat().sort((a, b) => a.id - b.id);
    state.waiting.clear();
    for (const { id, event } of held) this.emit(state, id, event);
  }

  private evict(): void {
    while (this.streams.size > this.opts.maxStreams) {
      const [oldest, state] = this.streams.entries().next().value as [string, StreamState<T>];
      this.flush(state);
      this.streams.delete(oldest);
    }
  }
}

type StreamState<T> = {
  last: number | null;
  waiting: Map<number, { id: number; event: T }[]>;
  timer: NodeJS.Timeout | null;
};
