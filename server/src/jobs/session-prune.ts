import type { Sessions } from '../modules/sessions/index.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Deletes sign-in sessions that ended (revoked or expired) more than 90 days ago, once a day, so
 * `user_sessions` holds what the session list and the new-device check need and no more
 * (docs/decisions/0055-sessions-and-account-security.md).
 */
export function sessionPruneJob(sessions: Sessions): JobDefinition {
  return {
    name: 'sessions.prune',
    cron: '43 3 * * *',
    run: async (now) => ({ deleted: await sessions.prune(now) }),
  };
}
