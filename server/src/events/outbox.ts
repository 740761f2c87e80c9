import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Notifications } from '../db/client.ts';
import { outboxDeliveries, outboxEvents } from '../db/schema/index.ts';
import type { DomainEvent, DomainEvents, EventType } from './catalog.ts';

/**
 * The outbox (docs/decisions/0042-domain-events-and-outbox.md). An action records what happened
 * with `emit(tx, …)` inside its own transaction; after commit the dispatcher hands each event to
 * every processor registered for its type. A processor's writes and the row saying it handled the
 * event (outbox_deliveries) commit together, so an event is handled once per processor however many
 * times it is delivered; its live pushes run after that commit. The dispatcher wakes on the
 * database's NOTIFY at commit (every process hears it) and polls, so an event committed just before
 * a process died is handled by the next one to look. Events are claimed with FOR UPDATE SKIP
 * LOCKED: with several processes on one PostgreSQL database each event goes to one of them.
 */

/** Records `type` with `payload` in the caller's transaction. */
export async function emit<K extends EventType>(tx: Db, type: K, payload: DomainEvents[K]): Promise<void> {
  await tx.insert(outboxEvents).values({ type, payload });
}

/** What a processor does after its transaction committed (live pushes): never undoes the handling. */
export type AfterCommit = () => Promise<void>;

/**
 * Handles one event in `tx`, the transaction that records it handled. Returns what to do once that
 * committed, if anything. Throwing rolls back its writes; the event is offered again later.
 */
export type Processor<K extends EventType> = (tx: Db, event: DomainEvent<K>) => Promise<AfterCommit | void>;

export type OutboxOptions = {
  /** How often to look for events nobody announced (a crash, another process, a retry now due). */
  pollMs?: number;
  /** Attempts before an event is set aside as failed. */
  maxAttempts?: number;
  /** The wait before attempt n + 1 (n ≥ 1). */
  backoffMs?: (attempts: number) => number;
};

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
type Registered = { name: string; handle: Processor<EventType> };

const DEFAULTS = {
  pollMs: 5_000,
  maxAttempts: 10,
  backoffMs: (attempts: number) => Math.min(1_000 * 2 ** (attempts - 1), 10 * 60_000),
} satisfies Required<OutboxOptions>;

export class Outbox {
  readonly #db: Db;
  readonly #log: Log;
  readonly #opts: Required<OutboxOptions>;
  readonly #processors = new Map<EventType, Registered[]>();
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => void) | null = null;

  constructor(db: Db, log: Log, opts: OutboxOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#opts = { ...DEFAULTS, ...opts };
  }

  /** Registers `handle` under `name` (unique per type, it names the handled-marker) for `type`. */
  on<K extends EventType>(type: K, name: string, handle: Processor<K>): this {
    const list = this.#processors.get(type) ?? [];
    if (list.some((p) => p.name === name)) throw new Error(`processor ${name} registered twice for ${type}`);
    list.push({ name, handle: handle as unknown as Processor<EventType> });
    this.#processors.set(type, list);
    return this;
  }

  /** Starts dispatching: now, on every announced commit, and every pollMs. */
  start(notifications: Notifications): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unlisten = notifications.on('outbox', () => this.wake());
    this.#timer = setInterval(() => this.wake(), this.#opts.pollMs);
    this.#timer.unref();
    this.wake();
  }

  /** Stops waking; waits for the pass under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unlisten?.();
    this.#unlisten = null;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Runs a dispatch pass soon; a wake during a pass runs one more after it. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          while (!this.#stopped && (await this.dispatchOne()) !== null);
        } while (this.#again && !this.#stopped);
      } catch (err) {
        this.#log.error({ err }, 'outbox dispatch failed');
      } finally {
        this.#running = null;
      }
    })();
  }

  /**
   * Handles every event due now, in this process, and returns once none is left (tests call it
   * after an action instead of waiting). An event another process holds is waited for.
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.#running;
      while ((await this.dispatchOne()) !== null);
      const [due] = await this.#db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(and(pending, lte(outboxEvents.availableAt, sql`now()`)))
        .limit(1);
      if (!due && !this.#running) return;
      // Held by another process's pass, or this process's own background pass: let it finish.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Claims the oldest due event nobody holds and offers it to each processor that has not handled
   * it yet, each in a savepoint with its handled-marker. Returns the event's id, or null when none
   * was due. Exposed for tests: offering the same event again changes nothing.
   */
  async dispatchOne(onlyId?: number): Promise<number | null> {
    const afterCommit: AfterCommit[] = [];
    const id = await this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outboxEvents)
        .where(
          onlyId === undefined
            ? and(pending, lte(outboxEvents.availableAt, sql`now()`))
            : eq(outboxEvents.id, onlyId),
        )
        .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const event = {
        id: row.id,
        type: row.type,
        payload: row.payload,
        createdAt: row.createdAt,
      } as DomainEvent;
      const done = new Set(
        (
          await tx
            .select({ processor: outboxDeliveries.processor })
            .from(outboxDeliveries)
            .where(eq(outboxDeliveries.eventId, row.id))
        ).map((d) => d.processor),
      );
      const errors: string[] = [];
      for (const p of this.#processors.get(row.type as EventType) ?? []) {
        if (done.has(p.name)) continue;
        try {
          const after = await tx.transaction(async (sp) => {
            const then = await p.handle(sp, event);
            await sp.insert(outboxDeliveries).values({ eventId: row.id, processor: p.name });
            return then;
          });
          if (after) afterCommit.push(after);
        } catch (err) {
          this.#log.error(
            { err, eventId: row.id, type: row.type, processor: p.name },
            'event processor failed',
          );
          errors.push(`${p.name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (errors.length === 0) {
        await tx
          .update(outboxEvents)
          .set({ processedAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
          .where(eq(outboxEvents.id, row.id));
      } else {
        const attempts = row.attempts + 1;
        const failed = attempts >= this.#opts.maxAttempts;
        await tx
          .update(outboxEvents)
          .set({
            attempts,
            lastError: errors.join('\n').slice(0, 4000),
            availableAt: sql`now() + ${`${this.#opts.backoffMs(attempts)} milliseconds`}::interval`,
            ...(failed ? { failedAt: sql`now()` } : {}),
          })
          .where(eq(outboxEvents.id, row.id));
        if (failed)
          this.#log.warn({ eventId: row.id, type: row.type }, 'event set aside after its last attempt');
      }
      return row.id;
    });
    for (const after of afterCommit) {
      try {
        await after();
      } catch (err) {
        this.#log.error({ err, eventId: id }, 'event push after commit failed');
      }
    }
    return id;
  }

  /** Events set aside after their last attempt, newest first: what an operator looks at. */
  async failed(limit = 100) {
    return this.#db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.failedAt} IS NOT NULL`)
      .orderBy(sql`${outboxEvents.failedAt} DESC`)
      .limit(limit);
  }

  /** Deletes handled events older than `before` (a job keeps the table small). Returns how many. */
  async prune(before: Date): Promise<number> {
    const rows = await this.#db
      .delete(outboxEvents)
      .where(and(sql`${outboxEvents.processedAt} IS NOT NULL`, lte(outboxEvents.processedAt, before)))
      .returning({ id: outboxEvents.id });
    return rows.length;
  }
}

const pending = and(isNull(outboxEvents.processedAt), isNull(outboxEvents.failedAt));
