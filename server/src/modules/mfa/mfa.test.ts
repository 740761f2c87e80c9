import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@gamelot/contract/messages';
import { STEP_UP_HEADER } from '@gamelot/contract/schemas/mfa';
import { users } from '../../db/schema/index.ts';
import { registerUser, type TestUser } from '../../../test/fixtures.ts';
import { buildTestApp, call, databaseState, type TestApp } from '../../../test/helpers.ts';
import { idem, topUp } from '../../../test/money.ts';

/** The second factor and step-up (docs/decisions/0053-second-factor-and-step-up.md), on the app's clock. */
describe('second factor and step-up', () => {
  let t: TestApp;
  let now = new Date('2026-11-27T10:00:00Z');
  const PASSWORD = 'secret-password';

  beforeAll(async () => {
    // Per-IP limits out of the way: the per-account limit is what is tested.
    t = await buildTestApp({ SIGNIN_RATE_LIMIT: '1000' }, { clock: () => now });
  });
  afterAll(() => t.close());

  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  const codeAt = (secret: string, at = now) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: at.getTime(),
    });
  const post = (url: string, token: string | undefined, payload?: unknown, headers = {}) =>
    call(t.app, { method: 'POST', url, token, payload: payload as object, headers });
  const emailOf = async (user: TestUser) => {
    const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    return row!.email!;
  };
  const whoIs = async (token: string) =>
    call(t.app, { method: 'GET', url: '/api/users/getUserPrincipalData', token });
  const signIn = async (email: string, password = PASSWORD) =>
    post('/api/auth/singIn?provider=local', undefined, { email, password });

  /** A user with the authenticator on: its secret and recovery codes. */
  async function withTotp(user: TestUser) {
    const setup = await post('/api/auth/2fa/totp/setup', user.token);
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const enable = await post('/api/auth/2fa/totp/enable', user.token, { code: codeAt(setup.body.secret) });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    later(30);
    return { secret: setup.body.secret as string, recoveryCodes: enable.body.recoveryCodes as string[] };
  }

  it('turns the authenticator on with a code, and sign-in then asks for one', async () => {
    const user = await registerUser(t);
    const email = await emailOf(user);
    const before = await call(t.app, { method: 'GET', url: '/api/auth/2fa', token: user.token });
    expect(before.body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0, methods: [] });

    const setup = await post('/api/auth/2fa/totp/setup', user.token);
    // A wrong code leaves it off.
    const wrong = await post('/api/auth/2fa/totp/enable', user.token, { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'mfaCodeInvalid']);
    const plain = await signIn(email);
    expect(plain.body.token, JSON.stringify(plain.body)).toBeTypeOf('string');

    const enable = await post('/api/auth/2fa/totp/enable', user.token, { code: codeAt(setup.body.secret) });
    expect(enable.status).toBe(200);
    const status = await call(t.app, { method: 'GET', url: '/api/auth/2fa', token: user.token });
    expect(status.body).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
      methods: ['totp', 'recovery'],
    });
    // Never handed out again.
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
    expect((await post('/api/auth/2fa/totp/setup', user.token)).status).toBe(409);

    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(first.body.token).toBeUndefined();
    // The mfaToken is no session.
    expect((await whoIs(first.body.mfaToken)).status).toBe(401);

    // The code that turned it on was accepted once: the same time step is refused (replay).
    const replay = await post('/api/auth/2fa/verify', undefined, {
      mfaToken: first.body.mfaToken,
      code: codeAt(setup.body.secret),
    });
    expect([replay.status, replay.body.code]).toEqual([400, 'mfaCodeUsed']);
    later(30);
    const code = codeAt(setup.body.secret);
    const verified = await post('/api/auth/2fa/verify', undefined, { mfaToken: first.body.mfaToken, code });
    expect(verified.status).toBe(200);
    expect((await whoIs(verified.body.token)).body.id).toBe(user.id);
    // The same code again, even with a new sign-in, is refused.
    const again = await signIn(email);
    const reused = await post('/api/auth/2fa/verify', undefined, { mfaToken: again.body.mfaToken, code });
    expect([reused.status, reused.body.message]).toEqual([400, MESSAGES.mfaCodeUsed]);
  });

  it('lets each recovery code sign in once', async () => {
    const user = await registerUser(t);
    const email = await emailOf(user);
    const { recoveryCodes } = await withTotp(user);
    const first = await signIn(email);
    const ok = await post('/api/auth/2fa/verify', undefined, {
      mfaToken: first.body.mfaToken,
      code: ` ${recoveryCodes[0]!.toUpperCase()} `,
    });
    expect(ok.status).toBe(200);
    const second = await signIn(email);
    const used = await post('/api/auth/2fa/verify', undefined, {
      mfaToken: second.body.mfaToken,
      code: recoveryCodes[0],
    });
    expect([used.status, used.body.code]).toEqual([400, 'mfaCodeUsed']);
    const unknown = await post('/api/auth/2fa/verify', undefined, {
      mfaToken: second.body.mfaToken,
      code: 'aaaaa-bbbbb',
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'mfaCodeInvalid']);
    const status = await call(t.app, { method: 'GET', url: '/api/auth/2fa', token: user.token });
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('refuses an expired mfaToken, a forged one and a session token in its place', async () => {
    const user = await registerUser(t);
    const { secret } = await withTotp(user);
    const first = await signIn(await emailOf(user));
    for (const mfaToken of [user.token, `${first.body.mfaToken}x`, 'nonsense']) {
      const res = await post('/api/auth/2fa/verify', undefined, { mfaToken, code: codeAt(secret) });
      expect([res.status, res.body.code], mfaToken).toEqual([401, 'mfaTokenInvalid']);
    }
    later(5 * 60 + 1);
    const expired = await post('/api/auth/2fa/verify', undefined, {
      mfaToken: first.body.mfaToken,
      code: codeAt(secret),
    });
    expect([expired.status, expired.body.code]).toEqual([401, 'mfaTokenInvalid']);
  });

  it('locks out guessing codes with a clear 429, per account', async () => {
    const user = await registerUser(t);
    await withTotp(user);
    const first = await signIn(await emailOf(user));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post(
        '/api/auth/2fa/verify',
        undefined,
        { mfaToken: first.body.mfaToken, code: String(100000 + i) },
        // Many addresses: the account's own limit holds.
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.message).toBe(MESSAGES.mfaTooManyAttempts);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    // Setup and enable count too: the withTotp's two calls.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
  });

  describe('step-up', () => {
    const withdraw = (user: TestUser, headers: Record<string, string> = {}, key = idem()) =>
      call(t.app, {
        method: 'POST',
        url: '/api/wallet/withdrawals',
        token: user.token,
        headers,
        payload: { amount: 100, destination: 'Card 5555 **** 4444', idempotencyKey: key },
      });

    it('asks for it on a withdrawal; without a second factor the password gives it', async () => {
      const user = await registerUser(t);
      await topUp(t, user, 1000);
      const before = await databaseState(t);
      const refused = await withdraw(user);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'stepUpRequired',
        message: MESSAGES.stepUpRequired,
        methods: ['password'],
      });
      expect(await databaseState(t)).toEqual(before);

      const wrong = await post('/api/auth/step-up', user.token, { password: 'not-it' });
      expect([wrong.status, wrong.body.code]).toEqual([400, 'currentPasswordWrong']);
      const step = await post('/api/auth/step-up', user.token, { password: PASSWORD });
      expect(step.status).toBe(200);
      expect(new Date(step.body.expiresAt).getTime()).toBe(now.getTime() + 5 * 60_000);
      expect((await withdraw(user, { [STEP_UP_HEADER]: step.body.stepUpToken })).status).toBe(201);
      // Still good a little later, not after 5 minutes (the app's clock).
      later(4 * 60);
      expect((await withdraw(user, { [STEP_UP_HEADER]: step.body.stepUpToken })).status).toBe(201);
      later(61);
      const expired = await withdraw(user, { [STEP_UP_HEADER]: step.body.stepUpToken });
      expect([expired.status, expired.body.code]).toEqual([403, 'stepUpRequired']);
    });

    it('with a second factor takes only a code, and refuses another user’s token', async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      await topUp(t, user, 1000);
      const { secret, recoveryCodes } = await withTotp(user);
      const password = await post('/api/auth/step-up', user.token, { password: PASSWORD });
      expect(password.status).toBe(403);
      expect(password.body).toMatchObject({ code: 'secondFactorRequired', methods: ['totp', 'recovery'] });
      const refused = await withdraw(user);
      expect(refused.body.methods).toEqual(['totp', 'recovery']);

      const othersStep = await post('/api/auth/step-up', other.token, { password: PASSWORD });
      const foreign = await withdraw(user, { [STEP_UP_HEADER]: othersStep.body.stepUpToken });
      expect([foreign.status, foreign.body.code]).toEqual([403, 'stepUpRequired']);
      // Neither an mfaToken nor a session token stands in for a stepUpToken.
      const mfaToken = (await signIn(await emailOf(user))).body.mfaToken;
      for (const token of [mfaToken, user.token])
        expect((await withdraw(user, { [STEP_UP_HEADER]: token })).status).toBe(403);

      const step = await post('/api/auth/step-up', user.token, { code: codeAt(secret) });
      expect(step.status).toBe(200);
      expect((await withdraw(user, { [STEP_UP_HEADER]: step.body.stepUpToken })).status).toBe(201);
      const byRecovery = await post('/api/auth/step-up', user.token, { code: recoveryCodes[3] });
      expect(byRecovery.status).toBe(200);
    });

    it('lets an account without a second factor change the password with the password alone', async () => {
      const user = await registerUser(t);
      const change = await post('/api/settings/changePassword', user.token, {
        currentPassword: PASSWORD,
        newPassword: 'another-password',
      });
      expect(change.status).toBe(200);
    });

    it('guards changing the password, turning 2FA off and new recovery codes', async () => {
      const user = await registerUser(t);
      const { secret, recoveryCodes } = await withTotp(user);
      const before = await databaseState(t);
      const change = await post('/api/settings/changePassword', user.token, {
        currentPassword: PASSWORD,
        newPassword: 'another-password',
      });
      expect([change.status, change.body.code]).toEqual([403, 'stepUpRequired']);
      const off = await call(t.app, { method: 'DELETE', url: '/api/auth/2fa/totp', token: user.token });
      expect([off.status, off.body.code]).toEqual([403, 'stepUpRequired']);
      const regenerate = await post('/api/auth/2fa/recovery-codes', user.token);
      expect([regenerate.status, regenerate.body.code]).toEqual([403, 'stepUpRequired']);
      expect(await databaseState(t)).toEqual(before);

      const step = await post('/api/auth/step-up', user.token, { code: codeAt(secret) });
      const headers = { [STEP_UP_HEADER]: step.body.stepUpToken };
      const fresh = await post('/api/auth/2fa/recovery-codes', user.token, undefined, headers);
      expect(fresh.status).toBe(200);
      expect(fresh.body.recoveryCodes).toHaveLength(10);
      // The old codes stopped working.
      const old = await post('/api/auth/step-up', user.token, { code: recoveryCodes[0] });
      expect([old.status, old.body.code]).toEqual([400, 'mfaCodeInvalid']);

      const changed = await post(
        '/api/settings/changePassword',
        user.token,
        { currentPassword: PASSWORD, newPassword: 'another-password' },
        headers,
      );
      expect(changed.status).toBe(200);
      // The new password ended the old sessions and their step-up.
      const stale = await call(t.app, {
        method: 'DELETE',
        url: '/api/auth/2fa/totp',
        token: changed.body.token,
        headers,
      });
      expect([stale.status, stale.body.code]).toEqual([403, 'stepUpRequired']);

      later(30);
      const step2 = await post('/api/auth/step-up', changed.body.token, { code: codeAt(secret) });
      const turnedOff = await call(t.app, {
        method: 'DELETE',
        url: '/api/auth/2fa/totp',
        token: changed.body.token,
        headers: { [STEP_UP_HEADER]: step2.body.stepUpToken },
      });
      expect(turnedOff.status).toBe(204);
      const status = await call(t.app, { method: 'GET', url: '/api/auth/2fa', token: changed.body.token });
      expect(status.body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0, methods: [] });
      expect((await signIn(await emailOf(user), 'another-password')).body.token).toBeTypeOf('string');
    });
  });
});
