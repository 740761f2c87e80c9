import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  GOOGLE_LINK_RESULTS,
  GOOGLE_SIGN_IN_ERRORS,
  type GoogleLinkResult,
  type GoogleSignInError,
} from '@gamelot/contract/google';
import { NAME_MAX_LENGTH, normalizeEmail, ROLE_USER } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/index.ts';
import { findByGoogleSubject, type UserRow } from './repository.ts';

/**
 * SQL for Google identities: sign-in (find, link into a proven account, or create), linking from
 * settings and unlinking. Google is never linked into an account whose e-mail is unproven: a
 * stranger can register anyone's address with a password (docs/decisions/0030-google-linking-and-safe-defaults.md).
 */

/** What we take from a verified Google ID token. */
export type GoogleIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export type GoogleSignInResult =
  | { kind: 'existing' | 'linked' | 'created'; user: UserRow }
  | { kind: 'refused'; code: GoogleSignInError; reason: string };

const refused = (code: GoogleSignInError, reason: string) => ({ kind: 'refused', code, reason }) as const;

/** The account row, locked until the transaction ends. */
async function lockUser(db: Db, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(where).for('update');
  return row;
}

/**
 * Finds the user who signs in with this Google account; otherwise links it to the account with
 * the same verified e-mail, if that account's owner proved the address; otherwise creates a user.
 * All in one transaction. A concurrent first sign-in of the same account makes the insert hit the
 * unique index; the caller retries and then finds the row the other request created.
 */
export async function findOrCreateGoogleUser(db: Db, identity: GoogleIdentity): Promise<GoogleSignInResult> {
  return db.transaction(async (tx): Promise<GoogleSignInResult> => {
    const bySubject = await findByGoogleSubject(tx, identity.subject);
    if (bySubject) {
      return bySubject.deletedAt
        ? refused(GOOGLE_SIGN_IN_ERRORS.failed, 'account deleted')
        : { kind: 'existing', user: bySubject };
    }

    // An unverified address could belong to someone else: never link or store it.
    const email = identity.email && identity.emailVerified ? normalizeEmail(identity.email) : null;
    if (email) {
      const byEmail = await lockUser(tx, eq(users.email, email));
      if (byEmail) {
        if (byEmail.deletedAt) return refused(GOOGLE_SIGN_IN_ERRORS.failed, 'account deleted');
        if (byEmail.googleSubject) {
          return refused(
            GOOGLE_SIGN_IN_ERRORS.emailLinkedElsewhere,
            'e-mail linked to another Google account',
          );
        }
        // Whoever registered this address with a password may not own it: linking would hand the
        // account (and its password) to them. The owner links from settings instead.
        if (!byEmail.emailVerifiedAt) {
          return refused(GOOGLE_SIGN_IN_ERRORS.emailNotProven, 'the local account never proved its e-mail');
        }
        return { kind: 'linked', user: await attachGoogle(tx, byEmail, identity, false) };
      }
    }

    const [user] = await tx
      .insert(users)
      .values({
        name: displayName(identity, email),
        email,
        emailVerifiedAt: email ? sql`now()` : null,
        googleSubject: identity.subject,
        roles: [ROLE_USER],
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    await tx.insert(userProfiles).values({ userId: user.id, imageUrl: identity.picture });
    return { kind: 'created', user };
  });
}

export type GoogleLinkOutcome =
  { kind: 'linked'; user: UserRow } | { kind: 'refused'; code: GoogleLinkResult };

/**
 * Links Google into the signed-in account that started the flow from settings, as long as that
 * session is still valid: the token version it started under is still the account's. A Google
 * account that signs in to another account here is refused (the caller also maps a unique
 * violation of a concurrent link to that).
 */
export async function linkGoogleToUser(
  db: Db,
  userId: number,
  tokenVersion: number,
  identity: GoogleIdentity,
): Promise<GoogleLinkOutcome> {
  return db.transaction(async (tx): Promise<GoogleLinkOutcome> => {
    const user = await lockUser(tx, eq(users.id, userId));
    if (!user || user.deletedAt || user.tokenVersion !== tokenVersion) {
      return { kind: 'refused', code: GOOGLE_LINK_RESULTS.failed };
    }
    if (user.googleSubject) return { kind: 'refused', code: GOOGLE_LINK_RESULTS.alreadyLinked };
    if (await findByGoogleSubject(tx, identity.subject)) {
      return { kind: 'refused', code: GOOGLE_LINK_RESULTS.inUse };
    }
    // Google vouching for the account's own address proves it.
    const proves =
      identity.emailVerified && identity.email !== null && normalizeEmail(identity.email) === user.email;
    return { kind: 'linked', user: await attachGoogle(tx, user, identity, proves) };
  });
}

/** Links the Google subject, signs out every session (ADR 0004) and fills in a missing avatar. */
async function attachGoogle(
  tx: Db,
  user: UserRow,
  identity: GoogleIdentity,
  provesEmail: boolean,
): Promise<UserRow> {
  const [linked] = await tx
    .update(users)
    .set({
      googleSubject: identity.subject,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(provesEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  // Keep a picture the user chose; fill one in only when they have none.
  await tx
    .insert(userProfiles)
    .values({ userId: user.id, imageUrl: identity.picture })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { imageUrl: sql`coalesce(${userProfiles.imageUrl}, excluded.image_url)` },
    });
  if (!linked) throw new Error('update returned no row');
  return linked;
}

export type UnlinkOutcome =
  | { kind: 'unlinked'; user: { id: number; roles: string[]; tokenVersion: number } }
  | { kind: 'not-linked' | 'no-password' | 'gone' };

/**
 * Unlinks Google and signs out every session, unless the account has no password (it could no
 * longer sign in). The address was proven through Google, so the proof goes with it: otherwise
 * the next Google sign-in with that address would link the account again, undoing the unlink.
 */
export async function unlinkGoogle(db: Db, userId: number): Promise<UnlinkOutcome> {
  const [row] = await db
    .update(users)
    .set({ googleSubject: null, emailVerifiedAt: null, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deletedAt),
        isNotNull(users.googleSubject),
        isNotNull(users.passwordHash),
      ),
    )
    .returning({ id: users.id, roles: users.roles, tokenVersion: users.tokenVersion });
  if (row) return { kind: 'unlinked', user: row };
  const [current] = await db
    .select({ google: users.googleSubject, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!current || current.deletedAt) return { kind: 'gone' };
  return { kind: current.google === null ? 'not-linked' : 'no-password' };
}

function displayName(identity: GoogleIdentity, email: string | null): string {
  const name = identity.name?.trim() || email?.split('@')[0] || 'Google user';
  return name.slice(0, NAME_MAX_LENGTH);
}
