import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  MFA_TOKEN_TTL_SECONDS,
  normalizeMfaCode,
  STEP_UP_TTL_SECONDS,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type MfaMethod,
  type MfaRequiredResponse,
  type MfaStatus,
  type MfaVerifyBody,
  type StepUpBody,
  type StepUpMethod,
  type StepUpResponse,
  type TotpSetupResponse,
} from '@gamelot/contract/schemas/mfa';
import type { ErrorCode } from '@gamelot/contract/speak';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { verifyPassword } from '../auth/index.ts';
import type { ClientInfo } from '../sessions/index.ts';
import { findById, type UserRow } from '../users/index.ts';
import { createSecretCipher, hashRecoveryCode, newRecoveryCodes } from './crypto.ts';
import * as repo from './repository.ts';
import { createShortTokens } from './tokens.ts';

/**
 * What the mfa module asks the passkeys module (docs/decisions/0053-second-factor-and-step-up.md):
 * how many passkeys a user registered, and whether an assertion proves one of them. Until the
 * passkeys module is wired in, nobody has a passkey.
 */
export type PasskeyFactor = {
  count(userId: number): Promise<number>;
  verifyAssertion(userId: number, challengeId: string, response: unknown): Promise<boolean>;
};
export const noPasskeys: PasskeyFactor = {
  count: async () => 0,
  verifyAssertion: async () => false,
};

const ISSUER = 'Gamelot';
const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A refusal the client acts on by its code; `extra` joins the body. */
function refused(status: number, code: ErrorCode, extra?: Record<string, unknown>) {
  return new AppError(status, code, { details: extra });
}
/** A refused field: also under the field's name, where the form shows it. */
const fieldRefused = (field: 'code' | 'password', code: ErrorCode) =>
  new AppError(400, code, { fieldErrors: { [field]: code } });

const codeInvalid = () => fieldRefused('code', 'mfaCodeInvalid');
const codeUsed = () => fieldRefused('code', 'mfaCodeUsed');
const mfaTokenInvalid = () => new AppError(401, 'mfaTokenInvalid');

/**
 * The second factor (TOTP and recovery codes; passkeys through `passkeyFactor`), the sign-in's
 * second step and step-up ("sudo mode"): docs/decisions/0053-second-factor-and-step-up.md.
 */
/** Ends a sign-in whose factors are proven: the session token. */
type SignIn = (user: UserRow, client: ClientInfo) => Promise<string>;

export function createMfaService(deps: {
  db: Db;
  clock: () => Date;
  jwtSecret: string;
  /** The server's 32-byte encryption key; TOTP secrets are encrypted under a key derived from it. */
  encryptionKey: Buffer;
  passkeyFactor?: PasskeyFactor;
}) {
  const { db, clock } = deps;
  const cipher = createSecretCipher(deps.encryptionKey);
  const short = createShortTokens(deps.jwtSecret, clock);
  let passkeys = deps.passkeyFactor ?? noPasskeys;
  let signIn: SignIn = () => Promise.reject(new Error('mfa.useSignIn was not called'));

  const totpOf = (secret: string, label = '') =>
    new TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });

  /** The time step whose code `code` is (one step of clock drift either way), or null. */
  const matchingStep = (secret: string, code: string): number | null => {
    const now = clock().getTime();
    const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  };

  async function methodsOf(userId: number): Promise<MfaMethod[]> {
    const [totp, passkeyCount] = await Promise.all([repo.findTotp(db, userId), passkeys.count(userId)]);
    const factors: MfaMethod[] = [];
    if (totp?.enabledAt) factors.push('totp');
    if (factors.length === 0 && passkeyCount === 0) return [];
    if ((await repo.countRecoveryCodesLeft(db, userId)) > 0) factors.push('recovery');
    if (passkeyCount > 0) factors.push('passkey');
    return factors;
  }

  /**
   * Proves the second factor with a code: an authenticator's code (its time step accepted once)
   * or an unused recovery code (used up now). Refusals: 400 mfaCodeInvalid or mfaCodeUsed.
   */
  async function proveWithCode(userId: number, rawCode: string): Promise<void> {
    const code = normalizeMfaCode(rawCode);
    if (TOTP_PATTERN.test(code)) {
      const totp = await repo.findTotp(db, userId);
      if (!totp?.enabledAt) throw codeInvalid();
      const step = matchingStep(cipher.decrypt(userId, totp.secretEncrypted), code);
      if (step === null) throw codeInvalid();
      if (!(await repo.acceptStep(db, userId, step))) throw codeUsed();
      return;
    }
    const outcome = await repo.useRecoveryCode(db, userId, hashRecoveryCode(code), clock());
    if (outcome === 'used') throw codeUsed();
    if (outcome === 'unknown') throw codeInvalid();
  }

  /**
   * Proves the second factor with a code or a passkey's answer (docs/decisions/0054-passkeys.md):
   * a passkey that does not prove one of the user's is 400 passkeyRejected; a challenge unknown,
   * used or expired and a counter that went back are the passkeys module's own refusals.
   */
  async function proveFactor(
    userId: number,
    proof: { code?: string | undefined; passkey?: { challengeId: string; response: unknown } | undefined },
  ): Promise<void> {
    if (proof.passkey) {
      if (!(await passkeys.verifyAssertion(userId, proof.passkey.challengeId, proof.passkey.response)))
        throw new AppError(400, 'passkeyRejected');
      return;
    }
    if (proof.code === undefined) throw codeInvalid();
    await proveWithCode(userId, proof.code);
  }

  async function issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(
      db,
      userId,
      codes.map((code) => hashRecoveryCode(normalizeMfaCode(code))),
    );
    return codes;
  }

  async function liveUser(userId: number): Promise<UserRow> {
    const user = await findById(db, userId);
    if (!user || user.deletedAt) throw unauthorized('sessionExpired');
    return user;
  }

  return {
    /** The passkeys module plugs in here once it is built (app.ts). */
    usePasskeyFactor(factor: PasskeyFactor): void {
      passkeys = factor;
    },

    /** How a proven sign-in ends (the auth routes: a session, a new device's mail; ADR 0055). */
    useSignIn(complete: SignIn): void {
      signIn = complete;
    },

    methodsOf,

    async status(userId: number): Promise<MfaStatus> {
      const [methods, recoveryCodesLeft, passkeyCount, totp] = await Promise.all([
        methodsOf(userId),
        repo.countRecoveryCodesLeft(db, userId),
        passkeys.count(userId),
        repo.findTotp(db, userId),
      ]);
      return { totp: Boolean(totp?.enabledAt), recoveryCodesLeft, passkeys: passkeyCount, methods };
    },

    /** A new secret for the app; it only counts once enableTotp confirms a code of it. */
    async setupTotp(userId: number): Promise<TotpSetupResponse> {
      const user = await liveUser(userId);
      const secret = new Secret({ size: 20 }).base32;
      if (!(await repo.savePendingTotp(db, userId, cipher.encrypt(userId, secret))))
        throw refused(409, 'totpAlreadyEnabled');
      const otpauthUri = totpOf(secret, user.email ?? user.name).toString();
      return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
    },

    /** Turns the app on with a code of the new secret; answers ten recovery codes, shown once. */
    async enableTotp(userId: number, rawCode: string): Promise<string[]> {
      const totp = await repo.findTotp(db, userId);
      if (totp?.enabledAt) throw refused(409, 'totpAlreadyEnabled');
      if (!totp) throw refused(409, 'totpSetupMissing');
      const step = matchingStep(cipher.decrypt(userId, totp.secretEncrypted), normalizeMfaCode(rawCode));
      if (step === null) throw codeInvalid();
      if (!(await repo.acceptStep(db, userId, step, { at: clock() }))) throw codeUsed();
      return issueRecoveryCodes(userId);
    },

    /** Turns the app off; recovery codes go too unless a passkey still needs them. */
    async disableTotp(userId: number): Promise<void> {
      const wasOn = await repo.deleteTotp(db, userId);
      if (!wasOn) throw refused(409, 'totpNotEnabled');
      if ((await passkeys.count(userId)) === 0) await repo.deleteRecoveryCodes(db, userId);
    },

    /** Ten new recovery codes; the old ones stop working. */
    async regenerateRecoveryCodes(userId: number): Promise<string[]> {
      const totp = await repo.findTotp(db, userId);
      if (!totp?.enabledAt && (await passkeys.count(userId)) === 0) throw refused(409, 'secondFactorMissing');
      return issueRecoveryCodes(userId);
    },

    /**
     * After the password (or Google) proved the first factor: null when the account has no second
     * factor (sign in now), else the second step's token.
     */
    async signInChallenge(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<MfaRequiredResponse | null> {
      const methods = await methodsOf(user.id);
      if (methods.length === 0) return null;
      const { token } = await short.sign('mfa', user, MFA_TOKEN_TTL_SECONDS);
      return { mfaRequired: true, mfaToken: token, methods };
    },

    /** The user an mfaToken speaks for (its signature and expiry only), or null: rate limits key on it. */
    async mfaTokenUser(mfaToken: string): Promise<number | null> {
      return (await short.verify('mfa', mfaToken))?.userId ?? null;
    },

    /** The sign-in's second step: a session token for the mfaToken's user once a code or passkey proves the factor. */
    async verifySignIn(
      mfaToken: string,
      proof: Omit<MfaVerifyBody, 'mfaToken'>,
      client: ClientInfo,
    ): Promise<string> {
      const claims = await short.verify('mfa', mfaToken);
      if (!claims) throw mfaTokenInvalid();
      const user = await findById(db, claims.userId);
      if (!user || user.deletedAt || user.tokenVersion !== claims.tokenVersion) throw mfaTokenInvalid();
      await proveFactor(user.id, proof);
      return signIn(user, client);
    },

    /**
     * Step-up: with a second factor, only a code proves it is the owner (the password is refused);
     * without one, the current password; an account with neither cannot step up.
     */
    async stepUp(userId: number, body: StepUpBody): Promise<StepUpResponse> {
      const user = await liveUser(userId);
      const methods = await methodsOf(userId);
      if (methods.length > 0) {
        if (body.code === undefined && body.passkey === undefined)
          throw refused(403, 'secondFactorRequired', { methods });
        await proveFactor(userId, body);
      } else {
        if (!user.passwordHash) throw refused(403, 'stepUpUnavailable');
        if (body.password === undefined || !(await verifyPassword(user.passwordHash, body.password)))
          throw fieldRefused('password', 'currentPasswordWrong');
      }
      const { token, expiresAt } = await short.sign('stepUp', user, STEP_UP_TTL_SECONDS);
      return { stepUpToken: token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * For routes with `stepUp` (plugins/auth.ts): throws 403 stepUpRequired, with the ways the
     * caller can step up, unless `token` is a live stepUpToken of this user (or, with
     * `onlyWithSecondFactor`, the account has no second factor).
     */
    async requireStepUp(
      userId: number,
      token: string | undefined,
      opts: { onlyWithSecondFactor?: boolean } = {},
    ): Promise<void> {
      const claims = token ? await short.verify('stepUp', token) : null;
      if (claims && claims.userId === userId) {
        const user = await findById(db, userId);
        if (user && !user.deletedAt && user.tokenVersion === claims.tokenVersion) return;
      }
      const methods = await methodsOf(userId);
      if (opts.onlyWithSecondFactor && methods.length === 0) return;
      throw new AppError(403, 'stepUpRequired', {
        details: { methods: methods.length > 0 ? methods : await passwordOrNothing(userId) },
      });
    },
  };

  async function passwordOrNothing(userId: number): Promise<StepUpMethod[]> {
    const user = await findById(db, userId);
    return user?.passwordHash ? ['password'] : [];
  }
}

export type MfaService = ReturnType<typeof createMfaService>;
