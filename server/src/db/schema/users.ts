import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored normalised (trimmed, lower-cased); null once the account is erased. */
    email: text('email'),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /**
     * When the owner proved they receive mail at `email` (Google said so for this address); null
     * while unproven. Google is never linked into an account whose address is unproven (ADR 0030).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['USER']::text[]`),
    /** Bumped to sign out everywhere: tokens carry the version they were issued under. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The administrator's reason, shown to the suspended user. */
    suspensionReason: text('suspension_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The interface language the owner reads ('ru' or 'en'): mails are written in it (ADR 0051). */
    language: text('language').notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('users_language_known', sql`${t.language} IN ('ru', 'en')`),
  ],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    info: text('info'),
    imageUrl: text('image_url'),
    backgroundUrl: text('background_url'),
    country: text('country'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    lastAchievement: text('last_achievement'),
    sellerRating: integer('seller_rating').notNull().default(1),
    /** Event types the user does not want to be notified about. */
    mutedEvents: text('muted_events')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_profiles_info_len', sql`char_length(${t.info}) <= 500`)],
);
