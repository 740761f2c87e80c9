import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Passkeys (module `passkeys`, docs/decisions/0054-passkeys.md): WebAuthn credentials a user
 * registered. `credential_id` and `public_key` (COSE) are base64url; `user_handle` is the opaque
 * WebAuthn user id the authenticator keeps (random, one per account, shared by its passkeys).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter last seen: a later one that is not higher is a clone. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    userHandle: text('user_handle').notNull(),
    /** Synced by its provider (a multi-device credential) rather than bound to one device. */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A WebAuthn challenge handed out with a ceremony's options (module `passkeys`): random, valid 5
 * minutes by the app's clock, used once. `purpose` says which ceremony may use it; `user_id` binds
 * it to the account that asked (registration, second factor, step-up), null for a password-less
 * sign-in, where the challenge id itself names the attempt.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Registration: the WebAuthn user id the options named, stored with the new passkey. */
    userHandle: text('user_handle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('passkey_challenges_purpose', sql`${t.purpose} IN ('register', 'signin', 'factor')`),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
