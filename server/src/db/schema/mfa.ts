import { bigint, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The authenticator app of an account (module `mfa`, docs/decisions/0053-second-factor-and-step-up.md):
 * one row per user. The TOTP secret is kept encrypted (AES-256-GCM, the user id bound in);
 * `enabled_at` null: set up but not yet confirmed with a code. `last_step`: the time step of the
 * last code accepted, so a code is accepted once (replay).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes (module `mfa`): only the SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of a user's codes.
  (t) => [unique('recovery_codes_user_code').on(t.userId, t.codeHash)],
);
