import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** A session's last-active time is written at most this often. */
export const ACTIVITY_INTERVAL_MS = 60_000;
const PRUNE_AT = 10_000;

/**
 * Keeps `user_sessions.last_active_at` roughly current without a write per request (ADR 0055):
 * the principal resolver reads the stored time in its one query and calls `seen`; a write happens
 * only when the stored time is a minute old and this process has not written it in the last
 * minute (many requests at once write once).
 */
export function createActivityTracker(deps: { db: Db; clock: () => Date; intervalMs?: number }) {
  const interval = deps.intervalMs ?? ACTIVITY_INTERVAL_MS;
  const written = new Map<string, number>();

  return {
    async seen(sessionId: string, storedAt: Date): Promise<void> {
      const now = deps.clock();
      const at = now.getTime();
      if (at - storedAt.getTime() < interval) return;
      const last = written.get(sessionId);
      if (last !== undefined && at - last < interval) return;
      written.set(sessionId, at);
      if (written.size > PRUNE_AT) {
        for (const [id, time] of written) if (at - time >= interval) written.delete(id);
      }
      await repo.touch(deps.db, sessionId, now);
    },
  };
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>;
