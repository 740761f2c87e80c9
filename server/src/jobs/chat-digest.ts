import type { Db } from '../db/client.ts';
import { sendChatDigests, type NotificationMailDeps } from '../modules/notifications/email.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * The chat digest (docs/decisions/0056-notification-mail.md), every minute: one mail per user away
 * whose partners' messages stayed unread for 15 minutes, listing the chats; those messages are
 * never mailed again.
 */
export function chatDigestJob(mail: NotificationMailDeps, db: Db): JobDefinition {
  return {
    name: 'notifications.chat-digest',
    cron: '* * * * *',
    run: async (now) => ({ mailed: await sendChatDigests(mail, db, now) }),
  };
}
