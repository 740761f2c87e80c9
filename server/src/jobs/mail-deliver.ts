import type { Mailer } from '../modules/mail/index.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Sends the mail that is due (docs/decisions/0051-outgoing-mail.md): every minute, and at once when
 * an action requested a mail (the mailer's kick). Each message keeps its own attempts and backoff.
 */
export function mailDeliverJob(mailer: Mailer): JobDefinition {
  return {
    name: 'mail.deliver',
    cron: '* * * * *',
    run: async (now) => ({ sent: await mailer.deliverDue(now) }),
  };
}
