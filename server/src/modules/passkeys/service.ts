import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { PASSKEYS_PER_USER_MAX } from '@gamelot/contract/rules';
import {
  authenticationResponseSchema,
  PASSKEY_ERRORS,
  type AuthenticationOptionsResponse,
  type AuthenticationResponse,
  type Passkey,
  type PasskeyError,
  type RegisterPasskeyBody,
  type RegistrationOptionsResponse,
} from '@gamelot/contract/schemas/passkeys';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthorized } from '../../errors.ts';
import { findById, uniqueViolation } from '../users/index.ts';
import { toPasskey } from './presenter.ts';
import * as repo from './repository.ts';

/**
 * Passkeys (WebAuthn, docs/product.md#passkeys, ADR 0054): registering one while signed in,
 * signing in with one (discoverable credentials, no e-mail typed), and proving one as a second
 * factor or for step-up. Every ceremony starts with options carrying a challenge of ours (random,
 * 5 minutes, one use, bound to the account that asked or, for a sign-in, to its challenge id) and
 * ends with the browser's answer checked by @simplewebauthn/server against PUBLIC_URL's origin
 * and host (the relying party id).
 */

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type RelyingParty = { id: string; name: string; origin: string };

/** The relying party of a public URL: its host is the RP id, its origin the only origin accepted. */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Gamelot', origin: url.origin };
}

export type PasskeysDeps = { db: Db; clock: () => Date; rp: RelyingParty };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const randomId = () => randomBytes(18).toString('base64url');

function refused(status: number, code: PasskeyError): AppError {
  return new AppError(status, code);
}

/** A refusal the caller must start over from (the challenge) or act on (a copied key). */
export class PasskeyRefused extends AppError {}

export function createPasskeys(deps: PasskeysDeps) {
  const { db, rp } = deps;

  async function newChallenge(
    purpose: repo.ChallengePurpose,
    userId: number | null,
    userHandle: string | null = null,
  ): Promise<{ id: string; challenge: string }> {
    const challenge = randomBytes(32).toString('base64url');
    const id = randomId();
    await repo.insertChallenge(db, {
      id,
      challenge,
      purpose,
      userId,
      userHandle,
      expiresAt: new Date(deps.clock().getTime() + CHALLENGE_TTL_MS),
    });
    return { id, challenge };
  }

  /**
   * Uses up a challenge and answers it (with the registration's user handle). Refused: unknown,
   * another ceremony's or another account's (400), used (409), expired (410). The use commits
   * before the answer is checked, so a challenge is tried once whatever the outcome.
   */
  async function useChallenge(id: string, purpose: repo.ChallengePurpose, userId: number | null) {
    return db.transaction(async (tx) => {
      const now = deps.clock();
      const row = await repo.lockChallenge(tx, id);
      if (!row || row.purpose !== purpose || row.userId !== userId)
        throw refused(400, PASSKEY_ERRORS.challengeInvalid);
      if (row.usedAt) throw refused(409, PASSKEY_ERRORS.challengeUsed);
      if (row.expiresAt.getTime() <= now.getTime()) throw refused(410, PASSKEY_ERRORS.challengeExpired);
      await repo.markChallengeUsed(tx, id, now);
      return row;
    });
  }

  /**
   * Checks an assertion against the stored passkey and records its use. Throws `rejected` (a bad
   * signature, origin, RP id or user verification) and `counterRegressed` (the counter did not
   * move forward: a copied authenticator) with `status`.
   */
  async function checkAssertion(
    passkey: repo.PasskeyRow,
    challenge: string,
    response: AuthenticationResponse,
    opts: { requireUserVerification: boolean; status: number },
  ): Promise<void> {
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        // Counter 0 here: the library's own counter check is replaced by ours below, which has its own code.
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: 0,
          transports: passkey.transports,
        },
        requireUserVerification: opts.requireUserVerification,
      });
    } catch {
      throw refused(opts.status, PASSKEY_ERRORS.rejected);
    }
    if (!verification.verified) throw refused(opts.status, PASSKEY_ERRORS.rejected);
    const next = verification.authenticationInfo.newCounter;
    const regressed = (next > 0 || passkey.counter > 0) && next <= passkey.counter;
    if (regressed || !(await repo.recordUse(db, passkey.id, next, deps.clock())))
      throw new PasskeyRefused(opts.status, PASSKEY_ERRORS.counterRegressed);
  }

  async function signedInUser(userId: number) {
    const user = await findById(db, userId);
    if (!user || user.deletedAt) throw unauthorized('sessionExpired');
    return user;
  }

  async function requestOptions(
    challenge: { id: string; challenge: string },
    allow: repo.PasskeyRow[] | undefined,
    userVerification: 'required' | 'preferred',
  ): Promise<AuthenticationOptionsResponse> {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      challenge: Buffer.from(challenge.challenge, 'base64url'),
      timeout: CHALLENGE_TTL_MS,
      userVerification,
      allowCredentials: allow?.map((p) => ({ id: p.credentialId, transports: p.transports })),
    });
    return { challengeId: challenge.id, options: options as AuthenticationOptionsResponse['options'] };
  }

  return {
    /** The caller's passkeys, oldest first. */
    async list(userId: number): Promise<Passkey[]> {
      return (await repo.listByUser(db, userId)).map(toPasskey);
    },

    /** How many passkeys the account has: one or more is a second factor (ADR 0053). */
    count(userId: number): Promise<number> {
      return repo.countByUser(db, userId);
    },

    /**
     * Options to create a passkey on this account: a resident (discoverable) key with user
     * verification, none of the account's passkeys again. 409 `passkeyLimit` when it has the most.
     */
    async registrationOptions(userId: number): Promise<RegistrationOptionsResponse> {
      const user = await signedInUser(userId);
      const existing = await repo.listByUser(db, userId);
      if (existing.length >= PASSKEYS_PER_USER_MAX) throw refused(409, PASSKEY_ERRORS.limit);
      // One WebAuthn user id per account, kept by all its passkeys; random, so it names nobody.
      const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
      const challenge = await newChallenge('register', userId, userHandle);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email ?? user.name,
        userDisplayName: user.name,
        userID: Buffer.from(userHandle, 'base64url'),
        challenge: Buffer.from(challenge.challenge, 'base64url'),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return {
        challengeId: challenge.id,
        options: options as RegistrationOptionsResponse['options'],
      };
    },

    /**
     * Stores the passkey the browser created for the options' challenge. Refused: the challenge
     * (400/409/410), an answer that does not verify (400 `passkeyRejected`), a passkey already
     * registered (409 `passkeyAlreadyRegistered`), a full account (409 `passkeyLimit`).
     */
    async register(userId: number, body: RegisterPasskeyBody): Promise<Passkey> {
      await signedInUser(userId);
      const challenge = await useChallenge(body.challengeId, 'register', userId);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: body.response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch {
        throw refused(400, PASSKEY_ERRORS.rejected);
      }
      if (!verification.verified) throw refused(400, PASSKEY_ERRORS.rejected);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      let row;
      try {
        row = await db.transaction((tx) =>
          repo.insertPasskey(
            tx,
            {
              userId,
              credentialId: credential.id,
              publicKey: b64url(credential.publicKey),
              counter: credential.counter,
              transports: credential.transports ?? body.response.response.transports ?? [],
              userHandle: challenge.userHandle ?? randomBytes(32).toString('base64url'),
              backedUp: credentialBackedUp,
              name: body.name,
              createdAt: deps.clock(),
            },
            PASSKEYS_PER_USER_MAX,
          ),
        );
      } catch (err) {
        if (uniqueViolation(err) === undefined) throw err;
        throw refused(409, PASSKEY_ERRORS.alreadyRegistered);
      }
      if (!row) throw refused(409, PASSKEY_ERRORS.limit);
      return toPasskey(row);
    },

    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const row = await repo.renamePasskey(db, userId, id, name);
      if (!row) throw notFound();
      return toPasskey(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deletePasskey(db, userId, id))) throw notFound();
    },

    /** Options for a password-less sign-in: any passkey of this site the browser holds. */
    async signInOptions(): Promise<AuthenticationOptionsResponse> {
      return requestOptions(await newChallenge('signin', null), undefined, 'required');
    },

    /**
     * The account a sign-in assertion proves, or a 401 with its code: an unknown passkey
     * (`passkeyUnknown`), one that does not verify or was made without user verification
     * (`passkeyRejected`), a counter that went back (`passkeyCounterRegressed`); the challenge's
     * refusals as in `register`.
     */
    async signIn(challengeId: string, response: AuthenticationResponse): Promise<number> {
      const challenge = await useChallenge(challengeId, 'signin', null);
      const passkey = await repo.findByCredentialId(db, response.id);
      if (!passkey) throw refused(401, PASSKEY_ERRORS.unknown);
      const handle = response.response.userHandle;
      if (handle !== undefined && handle !== passkey.userHandle) throw refused(401, PASSKEY_ERRORS.unknown);
      await checkAssertion(passkey, challenge.challenge, response, {
        requireUserVerification: true,
        status: 401,
      });
      return passkey.userId;
    },

    /**
     * Options to prove one of the account's passkeys (the sign-in's second step, step-up). 400
     * `passkeyUnknown` when the account has none.
     */
    async factorOptions(userId: number): Promise<AuthenticationOptionsResponse> {
      const mine = await repo.listByUser(db, userId);
      if (mine.length === 0) throw refused(400, PASSKEY_ERRORS.unknown);
      return requestOptions(await newChallenge('factor', userId), mine, 'preferred');
    },

    /**
     * Whether `response` proves one of `userId`'s passkeys for a challenge `factorOptions` gave
     * that account. False for what reads as a wrong code (a passkey that is not the account's, a
     * signature that does not verify); throws (4xx with its code) what the client must start over
     * from: a challenge unknown, used or expired, a counter that went back.
     */
    async verifyAssertion(userId: number, challengeId: string, answer: unknown): Promise<boolean> {
      const challenge = await useChallenge(challengeId, 'factor', userId);
      const parsed = authenticationResponseSchema.safeParse(answer);
      if (!parsed.success) return false;
      const response = parsed.data;
      const passkey = await repo.findByCredentialId(db, response.id);
      if (!passkey || passkey.userId !== userId) return false;
      try {
        await checkAssertion(passkey, challenge.challenge, response, {
          requireUserVerification: false,
          status: 401,
        });
      } catch (err) {
        if (err instanceof PasskeyRefused) throw err;
        return false;
      }
      return true;
    },

    /** Deletes challenges expired more than an hour ago (the `passkeys.prune` job). */
    prune(now: Date): Promise<number> {
      return repo.pruneChallenges(db, new Date(now.getTime() - 3_600_000));
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
