import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Sign-in sessions (docs/decisions/0055-sessions-and-account-security.md): one row per issued
 * user token's session; the token's `sid` claim names it. Owned by the `sessions` module.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    /** Random 128-bit id, base64url: the token's `sid` claim. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on at most once a minute by the principal resolver (policy/principal.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** The last token issued for the session expires then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The account's token version the session's token carries: a bump ends the session (ADR 0004). */
    tokenVersion: integer('token_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Parsed from the User-Agent at sign-in: "Chrome 120", "Windows 10", desktop|mobile|tablet|tv. */
    browser: text('browser'),
    os: text('os'),
    deviceType: text('device_type'),
    deviceModel: text('device_model'),
    /** From a local GeoIP database when one is configured (GEOIP_DATABASE); country: ISO 3166-1 alpha-2. */
    city: text('city'),
    country: text('country'),
    /** SHA-256 of the browser's device cookie: a sign-in from a device never seen before is mailed. */
    deviceHash: text('device_hash'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('user_sessions_user_idx').on(t.userId, t.lastActiveAt.desc()),
    index('user_sessions_device_idx').on(t.userId, t.deviceHash),
  ],
);

/** "It was not me" links of the new-device and address-change mails (module `auth`). */
export const secureAccountTokens = pgTable(
  'secure_account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('secure_account_tokens_user_idx').on(t.userId)],
);

/** Links that confirm a new address for the account (module `auth`), sent to the new address. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account's address when the change was asked for: the link changes that address only. */
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);
