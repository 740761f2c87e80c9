import type { Outbox } from '../events/outbox.ts';
import type { JobDefinition } from './scheduler.ts';

/** How long handled domain events are kept for reading after the fact. */
export const OUTBOX_KEEP_MS = 7 * 24 * 3600 * 1000;

/** Deletes handled domain events older than a week, every night. Failed ones stay. */
export function outboxPruneJob(outbox: Outbox): JobDefinition {
  return {
    name: 'outbox.prune',
    cron: '17 3 * * *',
    run: async (now) => ({ deleted: await outbox.prune(new Date(now.getTime() - OUTBOX_KEEP_MS)) }),
  };
}
