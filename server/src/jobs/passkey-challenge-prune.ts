import type { Passkeys } from '../modules/passkeys/index.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Deletes passkey challenges expired for an hour, every hour: each lives 5 minutes and is used
 * once, and the sign-in's are asked for by anyone (docs/decisions/0054-passkeys.md).
 */
export function passkeyChallengePruneJob(passkeys: Passkeys): JobDefinition {
  return {
    name: 'passkeys.prune',
    cron: '17 * * * *',
    run: async (now) => ({ deleted: await passkeys.prune(now) }),
  };
}
