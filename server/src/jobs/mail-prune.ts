import type { Mailer } from '../modules/mail/index.ts';
import type { JobDefinition } from './scheduler.ts';

/** How long sent and kept mail stays readable at /admin/mail. */
export const MAIL_KEEP_MS = 30 * 24 * 3600 * 1000;

/**
 * Deletes sent and kept mail older than 30 days, every night: a message holds its links (a reset
 * link among them) and its reader's address, which nobody needs a month later. Queued, sending
 * and failed messages stay (docs/decisions/0051-outgoing-mail.md).
 */
export function mailPruneJob(mailer: Mailer): JobDefinition {
  return {
    name: 'mail.prune',
    cron: '23 3 * * *',
    run: async (now) => ({ deleted: await mailer.prune(new Date(now.getTime() - MAIL_KEEP_MS)) }),
  };
}
