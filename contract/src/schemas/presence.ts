import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { idInput } from './catalog.ts';

/**
 * Presence: docs/product.md#entities "Online status", #api "Presence". lastSeenAt is ISO 8601 in UTC; isOnline is
 * decided by the server (seen within ONLINE_WINDOW_MS), so client clocks do not matter (ADR 0008).
 */

export const onlineStatusQuerySchema = z.object({ userId: idInput(MESSAGES.invalidUserId) });

export const onlineStatusSchema = z.object({
  isOnline: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type OnlineStatus = z.infer<typeof onlineStatusSchema>;
