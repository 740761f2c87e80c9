import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * Timed rules on pg-boss (docs/decisions/0043-jobs.md): its tables live in the `pgboss` schema of
 * the application's database, PGlite or PostgreSQL, reached through `Database.executeSql`. Each
 * job has a queue, a cron schedule (UTC) and a worker in every process that runs the scheduler; a
 * scheduled run is created once per tick across processes and fetched by one worker (FOR UPDATE
 * SKIP LOCKED), retried with exponential backoff, and left in the `failed` state after its last
 * retry (`failed()`, `GET /api/admin/jobs`).
 */

export type JobDefinition = {
  /** The queue's name: letters, digits, '-', '_', '.' and '/'. */
  name: string;
  /** When it runs: a cron expression in UTC (pg-boss checks schedules every 30 seconds). */
  cron: string;
  /** Does the work as of `now`; tests call it with their own clock. */
  run(now: Date): Promise<unknown>;
  /** Retries after a failure (default 5), the first after retryDelaySeconds (default 30), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run still active after this long is failed (and retried): default 15 minutes. */
  expireInSeconds?: number;
};

export type FailedJob = {
  id: string;
  name: string;
  retryCount: number;
  createdOn: Date;
  failedOn: Date | null;
  error: unknown;
};

type Log = { error: (obj: object, msg: string) => void };

export type SchedulerOptions = {
  /** How often an idle worker asks for work (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
};

export const JOBS_SCHEMA = 'pgboss';
/** The advisory lock every process holds while it sets up the schema and the queues. */
const JOBS_SETUP_LOCK = 5_805_802;

export class Scheduler {
  readonly #database: Database;
  readonly #jobs: JobDefinition[];
  readonly #log: Log;
  readonly #opts: SchedulerOptions;
  #boss: PgBoss | null = null;

  constructor(database: Database, jobs: JobDefinition[], log: Log, opts: SchedulerOptions = {}) {
    this.#database = database;
    this.#jobs = jobs;
    this.#log = log;
    this.#opts = opts;
  }

  get jobs(): readonly JobDefinition[] {
    return this.#jobs;
  }

  /** Installs or updates pg-boss's schema, then creates queues, schedules and workers. */
  async start(): Promise<void> {
    if (this.#boss) return;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.#database.executeSql(text, values) },
      schema: JOBS_SCHEMA,
      // Completed and failed runs are kept a week for reading, then archived and dropped.
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
    });
    boss.on('error', (err) => this.#log.error({ err }, 'job scheduler error'));
    // Processes starting together take turns installing the schema and creating the queues:
    // pg-boss's queue creation deadlocks against itself (docs/decisions/0058-deployment-and-stickiness.md).
    await this.#database.exclusive(JOBS_SETUP_LOCK, async () => {
      await boss.start();
      for (const job of this.#jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          // One run at a time: a slow run is not overtaken by the next tick.
          policy: 'singleton',
          retryLimit: job.retryLimit ?? 5,
          retryDelay: job.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? 15 * 60,
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    });
    this.#boss = boss;
    for (const job of this.#jobs) {
      await boss.work(
        job.name,
        { pollingIntervalSeconds: this.#opts.pollingIntervalSeconds ?? 2 },
        async ([run]) => {
          try {
            return { result: (await job.run(new Date())) ?? null };
          } catch (err) {
            this.#log.error({ err, job: job.name, id: run?.id }, 'job failed');
            throw err;
          }
        },
      );
    }
  }

  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then stops. */
  async stop(timeoutMs = 20_000): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = null;
    await new Promise<void>((resolve) => {
      boss.once('stopped', () => resolve());
      void boss.stop({ graceful: true, wait: false, close: false, timeout: timeoutMs });
    });
  }

  /** Queues a run of `name` now (what its schedule does on each tick); returns its id. */
  async runNow(name: string): Promise<string> {
    const id = await this.#started().send(name, {});
    if (!id) throw new Error(`job ${name} not queued: one is already waiting`);
    return id;
  }

  /**
   * Asks for a run of `name` soon, from any code path (an action that just committed work for the
   * job): nothing when this process runs no scheduler or a run is already waiting.
   */
  trigger(name: string, log: { warn: (obj: object, msg: string) => void }): void {
    const boss = this.#boss;
    if (!boss) return;
    boss.send(name, {}).catch((err: unknown) => log.warn({ err, job: name }, 'job not triggered'));
  }

  /** A run's state: created, retry, active, completed, cancelled or failed. */
  async state(name: string, id: string): Promise<string | null> {
    return (await this.#started().getJobById(name, id))?.state ?? null;
  }

  /** Runs that failed after their last retry, newest first. */
  async failed(limit = 100): Promise<FailedJob[]> {
    // Nothing to list before any process has installed the scheduler's tables.
    const [installed] = (
      await this.#database.executeSql(`SELECT to_regclass($1) AS t`, [`${JOBS_SCHEMA}.job`])
    ).rows;
    if (!installed?.t) return [];
    const { rows } = await this.#database.executeSql(
      `SELECT id, name, retry_count, created_on, completed_on, output
         FROM ${JOBS_SCHEMA}.job WHERE state = 'failed'
        ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      retryCount: Number(r.retry_count),
      createdOn: new Date(r.created_on as string),
      failedOn: r.completed_on ? new Date(r.completed_on as string) : null,
      error: r.output ?? null,
    }));
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('job scheduler not started');
    return this.#boss;
  }
}
