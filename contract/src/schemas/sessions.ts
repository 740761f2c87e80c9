import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { line } from './text.ts';

/**
 * Sign-in sessions (docs/decisions/0055-sessions-and-account-security.md):
 * GET /api/settings/sessions lists the caller's live sessions, this one marked `current`.
 */

export const sessionDeviceTypes = ['desktop', 'mobile', 'tablet', 'tv'] as const;

export const sessionViewSchema = z.object({
  /** Random and unguessable; DELETE /api/settings/sessions/{id} ends it. */
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** Parsed from the User-Agent at sign-in: "Chrome 120", "Windows 10". */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.string().nullable(),
  deviceModel: z.string().nullable(),
  /** From the server's local GeoIP database, when it has one; country as ISO 3166-1 alpha-2. */
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The IP with its host part hidden (203.0.113.*). */
  ip: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionListSchema = z.array(sessionViewSchema);
export type SessionList = z.infer<typeof sessionListSchema>;

/** DELETE /api/settings/sessions/{id}. */
export const sessionIdParamsSchema = z.object({
  id: line({ error: MESSAGES.invalidSessionId }).regex(/^[A-Za-z0-9_-]{1,64}$/, MESSAGES.invalidSessionId),
});
