import { randomUUID } from 'node:crypto';
import type { RegisterBody, SignInBody } from '@gamelot/contract/schemas/auth';
import type { Db } from '../../db/client.ts';
import { conflict, unauthorized } from '../../errors.ts';
import { GOOGLE_LINK_RESULTS, type GoogleLinkResult, type GoogleSignInError } from '@gamelot/contract/google';
import type { Broker } from '../../realtime/broker.ts';
import {
  findOrCreateGoogleUser,
  type GoogleIdentity,
  type GoogleLinkOutcome,
  linkGoogleToUser,
} from '../users/index.ts';
import { createLocalUser, findByEmail, findById, uniqueViolation, type UserRow } from '../users/index.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import type { EmailVerification } from './email-verification.ts';
import type { Mailer } from '../mail/index.ts';
import type { MfaRequiredResponse } from '@gamelot/contract/schemas/mfa';

/** A finished sign-in: a session, or (the account has a second factor) the second step's token. */
export type SignInResult = { token: string } | MfaRequiredResponse;
import type { ClientInfo, Sessions } from '../sessions/index.ts';
import type { AccountSecurity } from './account-security.ts';

/** Google sign-in refused; `code` is what the login page explains (contract/src/google.ts). */
export class GoogleSignInRefused extends Error {
  constructor(
    readonly code: GoogleSignInError,
    reason: string,
  ) {
    super(reason);
  }
}

/** Linking Google from settings refused; `code` is what the settings page explains. */
export class GoogleLinkRefused extends Error {
  constructor(readonly code: GoogleLinkResult) {
    super(code);
  }
}

/** Sign-in and registration rules (docs/product.md#validation, docs/ARCHITECTURE.md#identity). */
export function createAuthService(deps: {
  db: Db;
  tokens: TokenService;
  realtime: Broker;
  verification: EmailVerification;
  mailer: Mailer;
  /** The mfa module (app.mfa, ADR 0053): whether the account owes a second factor first. */
  mfa: { signInChallenge(user: UserRow): Promise<MfaRequiredResponse | null> };
  sessions: Sessions;
  security: AccountSecurity;
}) {
  const { db, tokens } = deps;

  /**
   * A signed-in user's token with its new session (ADR 0055); a sign-in from a device the account
   * never used mails the owner, in the session's transaction. Every way of signing in ends here.
   */
  async function completeSignIn(user: UserRow, client: ClientInfo): Promise<string> {
    const session = await db.transaction(async (tx) => {
      const opened = await deps.sessions.open(user, client, tx);
      if (opened.newDevice) await deps.security.mailNewDevice(tx, user, opened);
      return opened;
    });
    if (session.newDevice) deps.mailer.kick();
    return tokens.signSession(user, session.id);
  }

  /** The first factor is proven: a session, unless a second factor is owed first (ADR 0053). */
  const signInAs = async (user: UserRow, client: ClientInfo): Promise<SignInResult> =>
    (await deps.mfa.signInChallenge(user)) ?? { token: await completeSignIn(user, client) };

  return {
    completeSignIn,

    /**
     * One answer for every failure, and an argon2 verification on every path, so neither the
     * message nor the time tells whether an account exists.
     */
    async signInLocal(body: SignInBody, client: ClientInfo): Promise<SignInResult> {
      const user = await findByEmail(db, body.email);
      const hash = user?.passwordHash ?? (await decoyPasswordHash());
      const valid = await verifyPassword(hash, body.password);
      if (!user?.passwordHash || !valid || user.deletedAt) throw unauthorized('invalidCredentials');
      return signInAs(user, client);
    },

    /**
     * Signs in an account proven another way (a passkey, ADR 0054), with the token a password
     * sign-in issues; an erased account is refused.
     */
    async signInUser(userId: number, client: ClientInfo): Promise<string> {
      const user = await findById(db, userId);
      if (!user || user.deletedAt) throw unauthorized('passkeyUnknown');
      return completeSignIn(user, client);
    },

    /** Guests have no row: the token alone carries their (random, throwaway) identity. */
    signInGuest(): Promise<string> {
      return tokens.signGuest(randomUUID());
    },

    /** `language`: the request's, where the account's mails will be written in until the owner switches. */
    async registerLocal(body: RegisterBody, language: 'ru' | 'en', client: ClientInfo): Promise<string> {
      // Cheap early answer for the common case; the unique index settles races below.
      if (await findByEmail(db, body.email)) throw conflict('emailTaken');
      const passwordHash = await hashPassword(body.password);
      // The account and its confirmation link's mail commit together (ADR 0052).
      const user = await db.transaction(async (tx) => {
        const created = await createLocalUser(tx, {
          name: body.name,
          email: body.email,
          passwordHash,
          language,
        });
        if (!created) return null;
        await deps.verification.requestLink(tx, created);
        // The first session of the account: its device is known from now on, never "new".
        const session = await deps.sessions.open(created, client, tx);
        return { created, session };
      });
      if (!user) throw conflict('emailTaken');
      deps.mailer.kick();
      return tokens.signSession(user.created, user.session.id);
    },

    /** Signs in (or up) the owner of a verified Google ID token. */
    async signInWithGoogle(
      identity: GoogleIdentity,
      client: ClientInfo,
    ): Promise<{ result: SignInResult; kind: string; userId: number }> {
      let result;
      try {
        result = await findOrCreateGoogleUser(db, identity);
      } catch (err) {
        // A concurrent first sign-in of the same account won the insert: now it is found.
        if (uniqueViolation(err) === undefined) throw err;
        result = await findOrCreateGoogleUser(db, identity);
      }
      if (result.kind === 'refused') throw new GoogleSignInRefused(result.code, result.reason);
      // Linking signed out every session of the account (ADR 0004): live ones end too.
      if (result.kind === 'linked') await deps.realtime.revokeUser(result.user.id, 'sessionExpired');
      return { result: await signInAs(result.user, client), kind: result.kind, userId: result.user.id };
    },

    /**
     * Links Google into the account that started the flow from settings, with the token version
     * it started under. Every other session ends; the answer is a fresh token for this one.
     */
    async linkGoogle(
      userId: number,
      tokenVersion: number,
      identity: GoogleIdentity,
      client: ClientInfo,
    ): Promise<string> {
      let result: GoogleLinkOutcome;
      try {
        result = await linkGoogleToUser(db, userId, tokenVersion, identity);
      } catch (err) {
        // Another account linked this Google account at the same moment.
        if (uniqueViolation(err) === undefined) throw err;
        result = { kind: 'refused', code: GOOGLE_LINK_RESULTS.inUse };
      }
      if (result.kind === 'refused') throw new GoogleLinkRefused(result.code);
      await deps.realtime.revokeUser(userId, 'sessionExpired');
      return tokens.signUser(result.user, { client });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
