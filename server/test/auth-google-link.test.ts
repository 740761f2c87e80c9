import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call } from './helpers.ts';
import { APP_URL, type GoogleHarness, startGoogleHarness, tokenFrom } from './google-helpers.ts';

/**
 * Linking Google from settings while signed in (the only way Google reaches a password account
 * whose e-mail is unproven), and unlinking it; against the local OpenID provider.
 */
let h: GoogleHarness;
beforeAll(async () => {
  h = await startGoogleHarness();
});
afterAll(async () => h?.close());

const settings = (path: string, token?: string) =>
  call(h.t.app, { method: 'POST', url: `/api/settings/${path}`, token });
const settingsResult = (code: string) => `${APP_URL}/settings?google=${code}`;
const row = async (id: number) => (await h.t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const idOf = async (token: string) => (await h.principal(token)).body.id as number;

describe('linking Google from settings', () => {
  it('links the signed-in account: every other session ends, this one gets a fresh token', async () => {
    const token = await h.register('Olga', 'olga@example.com');
    const otherDevice = await h.signIn('olga@example.com');
    const id = await idOf(token);
    const flow = await h.googleFlow(
      { sub: 'google-sub-olga', email: 'olga@example.com', email_verified: true, name: 'O' },
      { linkWith: token },
    );
    // The start answered where to send the browser, and bound the flow to this account.
    expect(flow.authorize.origin).toBe(new URL(h.mock.issuer.url!).origin);
    const fresh = tokenFrom(flow.done.headers.location);
    expect(await h.principal(fresh)).toMatchObject({
      status: 200,
      body: { id, googleLinked: true, hasPassword: true, name: 'Olga' },
    });
    // The token version moved on: the old tokens are refused.
    expect((await h.principal(token)).status).toBe(401);
    expect((await h.principal(otherDevice)).status).toBe(401);
    // Google vouched for the account's own address: it is proven now.
    expect((await row(id)).emailVerifiedAt).not.toBeNull();
    // Signing in with that Google account now lands in this account.
    const signIn = await h.googleFlow({
      sub: 'google-sub-olga',
      email: 'olga@example.com',
      email_verified: true,
    });
    expect(await idOf(tokenFrom(signIn.done.headers.location))).toBe(id);
  });

  it('links a Google account with another address without proving the account e-mail', async () => {
    const token = await h.register('Pavel', 'pavel@example.com');
    const id = await idOf(token);
    const flow = await h.googleFlow(
      { sub: 'google-sub-pavel', email: 'pavel.g@example.com', email_verified: true },
      { linkWith: token },
    );
    tokenFrom(flow.done.headers.location);
    expect(await row(id)).toMatchObject({
      googleSubject: 'google-sub-pavel',
      email: 'pavel@example.com',
      emailVerifiedAt: null,
    });
  });

  it("refuses a flow finished with another user's state, or a forged link cookie", async () => {
    const alice = await h.register('Alice Link', 'alice.link@example.com');
    const bob = await h.register('Bob Link', 'bob.link@example.com');
    const [aliceId, bobId] = [await idOf(alice), await idOf(bob)];

    // Alice's browser holds her flow cookie; the callback carries Bob's flow (state and code).
    const aliceFlow = await h.begin(alice);
    const bobFlow = await h.begin(bob);
    const bobBack = await h.atProvider(bobFlow.authorize, {
      sub: 'google-sub-mixed',
      email: 'x@example.com',
    });
    const mixed = await h.callback(bobBack, aliceFlow.cookie);
    expect(mixed.headers.location).toBe(settingsResult('link_failed'));

    // A cookie rewritten to name Bob's account no longer matches its signature.
    const unsigned = h.t.app.unsignCookie(aliceFlow.cookie).value!;
    const forged = JSON.stringify({ ...JSON.parse(unsigned), link: { userId: bobId, tokenVersion: 0 } });
    const signature = aliceFlow.cookie.slice(aliceFlow.cookie.lastIndexOf('.'));
    const aliceBack = await h.atProvider(aliceFlow.authorize, { sub: 'google-sub-forged' });
    const forgedDone = await h.callback(aliceBack, `${forged}${signature}`);
    expect(forgedDone.headers.location).toBe(`${APP_URL}/login?error=auth_failed`);

    for (const id of [aliceId, bobId])
      expect(await row(id)).toMatchObject({ googleSubject: null, tokenVersion: 0 });
    expect((await h.principal(alice)).status).toBe(200);
    expect((await h.principal(bob)).status).toBe(200);
  });

  it('refuses a flow whose session was signed out before it came back', async () => {
    const token = await h.register('Quinn', 'quinn@example.com');
    const id = await idOf(token);
    const started = await h.begin(token);
    const fresh = await settings('signOutEverywhere', token);
    expect(fresh.status).toBe(200);
    const back = await h.atProvider(started.authorize, { sub: 'google-sub-quinn' });
    const done = await h.callback(back, started.cookie);
    expect(done.headers.location).toBe(settingsResult('link_failed'));
    expect((await row(id)).googleSubject).toBeNull();
  });

  it('refuses a Google account that already signs in to another account', async () => {
    await h.googleFlow({ sub: 'google-sub-taken', email: 'taken@example.com', email_verified: true });
    const token = await h.register('Rita', 'rita@example.com');
    const flow = await h.googleFlow({ sub: 'google-sub-taken' }, { linkWith: token });
    expect(flow.done.headers.location).toBe(settingsResult('google_in_use'));
    expect((await h.principal(token)).status).toBe(200);
  });

  it('refuses to start for a linked account, a guest or no session', async () => {
    const linked = await h.googleFlow({
      sub: 'google-sub-sam',
      email: 'sam@example.com',
      email_verified: true,
    });
    const samToken = tokenFrom(linked.done.headers.location);
    expect(await settings('linkGoogle', samToken)).toMatchObject({
      status: 409,
      body: { message: 'This account is already linked to a Google account' },
    });
    const guest = await call(h.t.app, { method: 'POST', url: '/api/auth/singIn?provider=anonymous' });
    expect((await settings('linkGoogle', guest.body.token)).status).toBe(403);
    expect((await settings('linkGoogle')).status).toBe(401);
  });
});

describe('unlinking Google', () => {
  it('unlinks an account with a password: old tokens stop working, Google no longer signs in there', async () => {
    const token = await h.register('Uma', 'uma@example.com');
    const id = await idOf(token);
    const linked = await h.googleFlow(
      { sub: 'google-sub-uma', email: 'uma@example.com', email_verified: true },
      { linkWith: token },
    );
    const afterLink = tokenFrom(linked.done.headers.location);

    const unlinked = await settings('unlinkGoogle', afterLink);
    expect(unlinked.status).toBe(200);
    expect((await h.principal(afterLink)).status).toBe(401);
    expect(await h.principal(unlinked.body.token)).toMatchObject({ body: { id, googleLinked: false } });
    expect(await row(id)).toMatchObject({ googleSubject: null, emailVerifiedAt: null });
    // The Google proof went with the link: that Google account is sent to sign in with the password.
    const again = await h.googleFlow({
      sub: 'google-sub-uma',
      email: 'uma@example.com',
      email_verified: true,
    });
    expect(again.done.headers.location).toBe(`${APP_URL}/login?error=google_email_unproven`);
    expect(await settings('unlinkGoogle', unlinked.body.token)).toMatchObject({
      status: 409,
      body: { message: 'This account is not linked to a Google account' },
    });
  });

  it('refuses to unlink an account without a password, which would lock its owner out', async () => {
    const flow = await h.googleFlow({
      sub: 'google-sub-only',
      email: 'only@example.com',
      email_verified: true,
    });
    const token = tokenFrom(flow.done.headers.location);
    const res = await settings('unlinkGoogle', token);
    expect(res).toMatchObject({ status: 400, body: { status: 400 } });
    expect(res.body.message).toMatch(/no password/);
    expect((await h.principal(token)).body.googleLinked).toBe(true);
  });
});
