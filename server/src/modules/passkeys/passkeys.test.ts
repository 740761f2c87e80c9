import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import { PASSKEYS_PER_USER_MAX } from '@gamelot/contract/rules';
import { passkeyChallenges, passkeys } from '../../db/schema/index.ts';
import { insertUser, registerUser, stepUpHeaders, type TestUser } from '../../../test/fixtures.ts';
import { buildTestApp, call, databaseState, type TestApp } from '../../../test/helpers.ts';
import { SoftAuthenticator } from '../../../test/webauthn.ts';

/**
 * Passkeys through the HTTP API (docs/product.md#passkeys, ADR 0054), with real WebAuthn answers
 * from a software authenticator (test/webauthn.ts): registering, signing in without a password,
 * and every refusal a hostile or broken client can cause.
 */

const ORIGIN = 'https://gamelot.example';

describe('passkeys', () => {
  let t: TestApp;
  let now = new Date('2026-11-27T10:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN, SIGNIN_RATE_LIMIT: '1000' }, { clock: () => now });
  });
  afterAll(() => t?.close());

  const post = (url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url, token, headers, ...(payload ? { payload } : {}) });
  /** As the owner who just stepped up (ADR 0053): what adding a second passkey and removing one need. */
  const stepped = (user: TestUser) => stepUpHeaders(t, user);
  const registerOptions = async (user: TestUser) =>
    post('/api/auth/passkeys/register/options', user.token, undefined, await stepped(user));
  const registerVerify = async (user: TestUser, body: object) =>
    post('/api/auth/passkeys/register/verify', user.token, body, await stepped(user));
  const list = async (user: TestUser) =>
    (await call(t.app, { url: '/api/auth/passkeys', token: user.token })).body;

  /** Registers a new passkey of `authenticator` for `user`; answers the created passkey. */
  async function addPasskey(user: TestUser, authenticator: SoftAuthenticator, name = 'Laptop') {
    const options = await registerOptions(user);
    expect(options.status).toBe(200);
    const response = authenticator.create(options.body.options);
    const created = await registerVerify(user, {
      challengeId: options.body.challengeId,
      name,
      response,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  const signInOptions = async () => {
    const res = await post('/api/auth/passkeys/signin/options');
    expect(res.status).toBe(200);
    return res.body as { challengeId: string; options: Record<string, unknown> };
  };
  const signIn = (challengeId: string, response: object) =>
    post('/api/auth/passkeys/signin/verify', undefined, { challengeId, response });

  it('registers a passkey and lists it with its name and dates, never its key', async () => {
    const user = await insertUser(t);
    const options = await post('/api/auth/passkeys/register/options', user.token);
    expect(options.body.options).toMatchObject({
      rp: { id: 'gamelot.example', name: 'Gamelot' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const created = await addPasskey(user, new SoftAuthenticator(ORIGIN), 'My phone');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'My phone',
      createdAt: now.toISOString(),
      lastUsedAt: null,
      backedUp: false,
      transports: ['internal'],
    });
    expect(await list(user)).toEqual([created]);
  });

  it('signs in with a discoverable passkey: a token like a password sign-in, and the use is recorded', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const { challengeId, options } = await signInOptions();
    expect(options).toMatchObject({ rpId: 'gamelot.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(challengeId, authenticator.get(options));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await call(t.app, { url: '/api/users/getUserPrincipalData', token: res.body.token });
    expect(me.body).toMatchObject({ id: user.id });
    expect((await list(user))[0].lastUsedAt).toBe(now.toISOString());
  });

  it('keeps one WebAuthn user id per account and refuses the same passkey twice', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const options = await registerOptions(user);
    const first = authenticator.credentials[0]!;
    expect(options.body.options.user.id).toBe(first.userHandle);
    expect(options.body.options.excludeCredentials).toEqual([
      { id: first.id, type: 'public-key', transports: ['internal'] },
    ]);
    const again = await registerVerify(user, {
      challengeId: options.body.challengeId,
      name: 'Again',
      response: authenticator.create(options.body.options, { reuse: first }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'passkeyAlreadyRegistered',
      message: MESSAGES.passkeyAlreadyRegistered,
    });
    // Nor can another account take it over.
    const other = await insertUser(t);
    const theirs = await post('/api/auth/passkeys/register/options', other.token);
    const taken = await post('/api/auth/passkeys/register/verify', other.token, {
      challengeId: theirs.body.challengeId,
      name: 'Taken',
      response: authenticator.create(theirs.body.options, { reuse: first }),
    });
    expect(taken.status).toBe(409);
    expect(await list(other)).toEqual([]);
  });

  it('refuses a replayed challenge, one never handed out, and one that expired', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const { challengeId, options } = await signInOptions();
    const response = authenticator.get(options);
    expect((await signIn(challengeId, response)).status).toBe(200);
    const replay = await signIn(challengeId, response);
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({
      code: 'passkeyChallengeUsed',
      message: MESSAGES.passkeyChallengeUsed,
    });

    const unknown = await signIn('A'.repeat(24), authenticator.get(options));
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('passkeyChallengeInvalid');

    const late = await signInOptions();
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    const expired = await signIn(late.challengeId, authenticator.get(late.options));
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('passkeyChallengeExpired');
  });

  it('refuses an answer signed for another challenge, and uses that challenge up', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const a = await signInOptions();
    const b = await signInOptions();
    const wrong = await signIn(b.challengeId, authenticator.get(a.options));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'passkeyRejected', message: MESSAGES.passkeyRejected });
    // Tried once, whatever the outcome: the right answer now comes too late.
    expect((await signIn(b.challengeId, authenticator.get(b.options))).body.code).toBe(
      'passkeyChallengeUsed',
    );
  });

  it('refuses an unknown passkey, another origin or relying party, and no user verification', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);

    const stranger = new SoftAuthenticator(ORIGIN);
    const other = await insertUser(t);
    const otherOptions = await post('/api/auth/passkeys/register/options', other.token);
    stranger.create(otherOptions.body.options); // made, never sent: the server does not know it
    let o = await signInOptions();
    const unknown = await signIn(o.challengeId, stranger.get(o.options));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'passkeyUnknown', message: MESSAGES.passkeyUnknown });

    o = await signInOptions();
    const phishing = await signIn(
      o.challengeId,
      authenticator.get(o.options, { origin: 'https://gamelot.evil' }),
    );
    expect(phishing.body.code).toBe('passkeyRejected');
    o = await signInOptions();
    const rp = await signIn(o.challengeId, authenticator.get(o.options, { rpId: 'evil.example' }));
    expect(rp.body.code).toBe('passkeyRejected');
    o = await signInOptions();
    const noUv = await signIn(o.challengeId, authenticator.get(o.options, { uv: false }));
    expect(noUv.status).toBe(401);
    expect(noUv.body.code).toBe('passkeyRejected');
  });

  it('refuses a counter that does not move forward (a copied authenticator) and keeps the last seen', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    let o = await signInOptions();
    expect((await signIn(o.challengeId, authenticator.get(o.options, { counter: 7 }))).status).toBe(200);
    for (const counter of [7, 3]) {
      o = await signInOptions();
      const clone = await signIn(o.challengeId, authenticator.get(o.options, { counter }));
      expect(clone.status).toBe(401);
      expect(clone.body).toMatchObject({
        code: 'passkeyCounterRegressed',
        message: MESSAGES.passkeyCounterRegressed,
      });
    }
    const [row] = await t.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.counter).toBe(7);
    o = await signInOptions();
    expect((await signIn(o.challengeId, authenticator.get(o.options, { counter: 8 }))).status).toBe(200);
  });

  it('accepts authenticators without a counter (always 0)', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    for (let i = 0; i < 2; i++) {
      const o = await signInOptions();
      expect((await signIn(o.challengeId, authenticator.get(o.options, { counter: 0 }))).status).toBe(200);
    }
  });

  it('binds a registration challenge to the account that asked, and refuses an unverified creation', async () => {
    const alice = await insertUser(t);
    const bob = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await post('/api/auth/passkeys/register/options', alice.token);
    const before = await databaseState(t);
    const stolen = await post('/api/auth/passkeys/register/verify', bob.token, {
      challengeId: options.body.challengeId,
      name: 'Stolen',
      response: authenticator.create(options.body.options),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('passkeyChallengeInvalid');
    expect(await databaseState(t)).toEqual(before);

    const fresh = await post('/api/auth/passkeys/register/options', alice.token);
    const noUv = await post('/api/auth/passkeys/register/verify', alice.token, {
      challengeId: fresh.body.challengeId,
      name: 'No UV',
      response: authenticator.create(fresh.body.options, { uv: false }),
    });
    expect(noUv.status).toBe(400);
    expect(noUv.body.code).toBe('passkeyRejected');
    expect(await list(alice)).toEqual([]);
  });

  it('renames and removes only the owner’s passkeys; a removed passkey signs in no more', async () => {
    const owner = await insertUser(t);
    const intruder = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const { id } = await addPasskey(owner, authenticator);
    const rename = (user: TestUser, name: string) =>
      call(t.app, { method: 'PATCH', url: `/api/auth/passkeys/${id}`, token: user.token, payload: { name } });
    expect((await rename(intruder, 'Mine now')).status).toBe(404);
    expect((await rename(owner, ' ')).body.fieldErrors).toEqual({ name: MESSAGES.passkeyNameRequired });
    const renamed = await rename(owner, '  Work key ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Work key');

    const remove = async (user: TestUser, headers?: Record<string, string>) =>
      call(t.app, {
        method: 'DELETE',
        url: `/api/auth/passkeys/${id}`,
        token: user.token,
        headers: headers ?? (await stepped(user)),
      });
    const unstepped = await remove(owner, {});
    expect(unstepped.status).toBe(403);
    expect(unstepped.body).toMatchObject({ code: 'stepUpRequired', methods: ['passkey'] });
    expect((await remove(intruder)).status).toBe(404);
    expect((await remove(owner)).status).toBe(204);
    expect((await remove(owner)).status).toBe(404);
    expect(await list(owner)).toEqual([]);
    const o = await signInOptions();
    expect((await signIn(o.challengeId, authenticator.get(o.options))).body.code).toBe('passkeyUnknown');
  });

  it('keeps at most the limit of passkeys per account', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const full = Array.from({ length: PASSKEYS_PER_USER_MAX }, (_, i) => ({
      userId: user.id,
      credentialId: `filler-${user.id}-${i}`,
      publicKey: 'AA',
      userHandle: 'handle',
      name: `Key ${i}`,
    }));
    await t.app.db.insert(passkeys).values(full);
    const options = await registerOptions(user);
    expect(options.status).toBe(409);
    expect(options.body.code).toBe('passkeyLimit');
    expect(authenticator.credentials).toEqual([]);
  });

  it('an erased account loses its passkeys', async () => {
    const user = await insertUser(t);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(user, authenticator);
    const erased = await call(t.app, {
      method: 'DELETE',
      url: '/api/settings/account',
      token: user.token,
      payload: { confirmation: 'DELETE' },
    });
    expect(erased.status).toBe(204);
    expect(await t.app.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const o = await signInOptions();
    expect((await signIn(o.challengeId, authenticator.get(o.options))).body.code).toBe('passkeyUnknown');
  });

  it('guests and anonymous callers cannot register or list; bad bodies answer 400', async () => {
    const guest = (await post('/api/auth/singIn?provider=anonymous')).body.token as string;
    expect((await post('/api/auth/passkeys/register/options', guest)).status).toBe(403);
    expect((await post('/api/auth/passkeys/register/options')).status).toBe(401);
    expect((await call(t.app, { url: '/api/auth/passkeys' })).status).toBe(401);
    const bad = await signIn('A'.repeat(24), { id: 'x\u0000', type: 'public-key' });
    expect(bad.status).toBe(400);
  });

  describe('as a second factor and for step-up (the mfa module asks through passkeyFactor)', () => {
    it('proves the account’s own passkey once per challenge', async () => {
      const user = await insertUser(t);
      const authenticator = new SoftAuthenticator(ORIGIN);
      expect(await t.app.passkeys.count(user.id)).toBe(0);
      const none = await post('/api/auth/step-up/passkey/options', user.token);
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('passkeyUnknown');

      await addPasskey(user, authenticator);
      expect(await t.app.passkeys.count(user.id)).toBe(1);
      const options = await post('/api/auth/step-up/passkey/options', user.token);
      expect(options.status).toBe(200);
      expect(options.body.options.allowCredentials).toEqual([
        { id: authenticator.credentials[0]!.id, type: 'public-key', transports: ['internal'] },
      ]);
      const response = authenticator.get(options.body.options) as never;
      expect(await t.app.passkeys.verifyAssertion(user.id, options.body.challengeId, response)).toBe(true);
      await expect(
        t.app.passkeys.verifyAssertion(user.id, options.body.challengeId, response),
      ).rejects.toMatchObject({
        statusCode: 409,
        code: 'passkeyChallengeUsed',
      });
    });

    it('says no for another account’s passkey or a bad signature, and refuses another account’s challenge', async () => {
      const alice = await insertUser(t);
      const bob = await insertUser(t);
      const alicesKey = new SoftAuthenticator(ORIGIN);
      const bobsKey = new SoftAuthenticator(ORIGIN);
      await addPasskey(alice, alicesKey);
      await addPasskey(bob, bobsKey);
      const options = (await post('/api/auth/step-up/passkey/options', alice.token)).body;
      const bobs = bobsKey.get(options.options) as never;
      expect(await t.app.passkeys.verifyAssertion(alice.id, options.challengeId, bobs)).toBe(false);

      const again = (await post('/api/auth/step-up/passkey/options', alice.token)).body;
      const phished = alicesKey.get(again.options, { origin: 'https://gamelot.evil' }) as never;
      expect(await t.app.passkeys.verifyAssertion(alice.id, again.challengeId, phished)).toBe(false);

      const third = (await post('/api/auth/step-up/passkey/options', alice.token)).body;
      await expect(
        t.app.passkeys.verifyAssertion(bob.id, third.challengeId, alicesKey.get(third.options) as never),
      ).rejects.toMatchObject({ statusCode: 400, code: 'passkeyChallengeInvalid' });
      // A sign-in challenge is not a second factor's.
      const signin = await signInOptions();
      await expect(
        t.app.passkeys.verifyAssertion(alice.id, signin.challengeId, alicesKey.get(signin.options) as never),
      ).rejects.toMatchObject({ statusCode: 400 });
    });
  });

  describe('wired into the second factor and step-up (ADR 0053)', () => {
    const passwordSignIn = (email: string) =>
      post('/api/auth/singIn?provider=local', undefined, { email, password: 'secret-password' });
    const emailOf = async (user: TestUser) =>
      (await call(t.app, { url: '/api/users/getUserPrincipalData', token: user.token })).body.email as string;

    it('a passkey makes the password sign-in ask for a second step, which the passkey proves', async () => {
      const user = await registerUser(t);
      const authenticator = new SoftAuthenticator(ORIGIN);
      await addPasskey(user, authenticator);
      const first = await passwordSignIn(await emailOf(user));
      expect(first.body).toMatchObject({ mfaRequired: true, methods: ['passkey'] });
      const { mfaToken } = first.body;

      const bad = await post('/api/auth/2fa/passkey/options', undefined, { mfaToken: 'not-a-token' });
      expect(bad.status).toBe(401);
      expect(bad.body.code).toBe('mfaTokenInvalid');

      const options = await post('/api/auth/2fa/passkey/options', undefined, { mfaToken });
      expect(options.status).toBe(200);
      expect(options.body.options.allowCredentials).toHaveLength(1);
      const passkey = {
        challengeId: options.body.challengeId,
        response: authenticator.get(options.body.options),
      };
      const verified = await post('/api/auth/2fa/verify', undefined, { mfaToken, passkey });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const me = await call(t.app, { url: '/api/users/getUserPrincipalData', token: verified.body.token });
      expect(me.body).toMatchObject({ id: user.id });
      // The challenge was used; the same answer again is refused.
      const replay = await post('/api/auth/2fa/verify', undefined, { mfaToken, passkey });
      expect(replay.status).toBe(409);
      expect(replay.body.code).toBe('passkeyChallengeUsed');
    });

    it('refuses another account’s passkey as the second step', async () => {
      const user = await registerUser(t);
      const other = await insertUser(t);
      const mine = new SoftAuthenticator(ORIGIN);
      const theirs = new SoftAuthenticator(ORIGIN);
      await addPasskey(user, mine);
      await addPasskey(other, theirs);
      const { mfaToken } = (await passwordSignIn(await emailOf(user))).body;
      const options = (await post('/api/auth/2fa/passkey/options', undefined, { mfaToken })).body;
      const res = await post('/api/auth/2fa/verify', undefined, {
        mfaToken,
        passkey: { challengeId: options.challengeId, response: theirs.get(options.options) },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'passkeyRejected', message: MESSAGES.passkeyRejected });
    });

    it('steps up with a passkey; adding a second passkey and removing one need it', async () => {
      const user = await insertUser(t);
      const authenticator = new SoftAuthenticator(ORIGIN);
      // The first passkey needs no step-up: it is the factor being set up.
      const options = await post('/api/auth/passkeys/register/options', user.token);
      expect(options.status).toBe(200);
      const created = await post('/api/auth/passkeys/register/verify', user.token, {
        challengeId: options.body.challengeId,
        name: 'First',
        response: authenticator.create(options.body.options),
      });
      expect(created.status).toBe(201);

      const second = await post('/api/auth/passkeys/register/options', user.token);
      expect(second.status).toBe(403);
      expect(second.body).toMatchObject({ code: 'stepUpRequired', methods: ['passkey'] });
      const password = await post('/api/auth/step-up', user.token, { password: 'whatever' });
      expect(password.body.code).toBe('secondFactorRequired');

      const challenge = (await post('/api/auth/step-up/passkey/options', user.token)).body;
      const stepUp = await post('/api/auth/step-up', user.token, {
        passkey: { challengeId: challenge.challengeId, response: authenticator.get(challenge.options) },
      });
      expect(stepUp.status, JSON.stringify(stepUp.body)).toBe(200);
      const header = { 'x-step-up': stepUp.body.stepUpToken as string };
      expect((await post('/api/auth/passkeys/register/options', user.token, undefined, header)).status).toBe(
        200,
      );
      const removed = await call(t.app, {
        method: 'DELETE',
        url: `/api/auth/passkeys/${created.body.id}`,
        token: user.token,
        headers: header,
      });
      expect(removed.status).toBe(204);
    });
  });

  it('the hourly job deletes challenges expired for an hour', async () => {
    await signInOptions();
    const before = (await t.app.db.select().from(passkeyChallenges)).length;
    expect(before).toBeGreaterThan(0);
    expect(await t.app.passkeys.prune(new Date(now.getTime() + 3_600_000 + CHALLENGE_MS))).toBe(before);
    expect(await t.app.db.select().from(passkeyChallenges)).toEqual([]);
  });
});

const CHALLENGE_MS = 5 * 60_000 + 1;

describe('passkey sign-in is rate limited per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: ORIGIN, SIGNIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t?.close());

  it('answers 429 with a message past the limit, per route', async () => {
    const options = () => call(t.app, { method: 'POST', url: '/api/auth/passkeys/signin/options' });
    for (let i = 0; i < 3; i++) expect((await options()).status).toBe(200);
    const limited = await options();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
    const verify = () =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/passkeys/signin/verify',
        payload: { challengeId: 'A'.repeat(24), response: {} },
      });
    for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);
  });
});
