import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call } from './helpers.ts';
import {
  APP_URL,
  CLIENT_ID,
  type Claims,
  type FlowOptions,
  type GoogleHarness,
  startGoogleHarness,
  tokenFrom,
} from './google-helpers.ts';

/**
 * The real authorization code flow against a local OpenID provider: the app discovers it,
 * redirects to it, and exchanges the code for a signed ID token it validates.
 */
let h: GoogleHarness;
beforeAll(async () => {
  h = await startGoogleHarness();
});
afterAll(async () => h?.close());

const userCount = () => h.userCount();
const principal = (token: string) => h.principal(token);
const googleFlow = (claims: Claims, opts?: FlowOptions) => h.googleFlow(claims, opts);
const FAILED = `${APP_URL}/login?error=auth_failed`;

describe('Google sign-in', () => {
  it('is announced by /api/config and by register?provider=google', async () => {
    expect((await call(h.t.app, { method: 'GET', url: '/api/config' })).body).toEqual({
      googleEnabled: true,
    });
    const reg = await call(h.t.app, { method: 'POST', url: '/api/auth/register?provider=google' });
    expect(reg).toMatchObject({ status: 200, body: { redirectUrl: '/oauth2/authorization/google' } });
  });

  it('redirects to the provider with PKCE (S256), state and nonce, keeping them in a signed cookie', async () => {
    const start = await h.t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${h.mock.issuer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe('http://localhost:8080/login/oauth2/code/google');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();

    const cookie = start.cookies.find((c) => c.name === 'gamelot_oauth');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/login/oauth2/code/google' });
    expect(cookie?.maxAge).toBeLessThanOrEqual(600);
    // Signed: the verifier is there, but the value cannot be changed without the server's secret.
    expect(h.t.app.unsignCookie(cookie!.value).valid).toBe(true);
  });

  it('creates a user from the ID token, then reuses it on the next sign-in', async () => {
    const before = await userCount();
    const claims = {
      sub: 'google-sub-1',
      email: 'Gina@Example.com',
      email_verified: true,
      name: 'Gina Google',
      picture: 'https://images.example.com/gina.png',
    };
    const first = await googleFlow(claims);
    expect(first.done.statusCode).toBe(302);
    const me = await principal(tokenFrom(first.done.headers.location));
    expect(me.body).toMatchObject({
      name: 'Gina Google',
      email: 'gina@example.com',
      imageUrl: 'https://images.example.com/gina.png',
      roles: ['USER'],
      isAnonymous: false,
      hasPassword: false, // a Google-only account: settings shows no password form
      emailVerified: true, // Google said email_verified (ADR 0052)
      profile: { imageUrl: 'https://images.example.com/gina.png' },
    });
    expect(await userCount()).toBe(before + 1);
    // The flow cookie is single use: the callback clears it.
    expect(first.done.cookies.find((c) => c.name === 'gamelot_oauth')?.value).toBe('');

    const second = await googleFlow({ ...claims, name: 'Renamed at Google' });
    const again = await principal(tokenFrom(second.done.headers.location));
    expect(again.body.id).toBe(me.body.id);
    expect(await userCount()).toBe(before + 1);
  });

  it('never links into a password account whose e-mail is unproven: the takeover gets nothing', async () => {
    // Mallory registers the victim's address with her own password, before the victim arrives.
    const mallory = await h.register('Mallory', 'vera@example.com', 'mallory-knows');
    const before = await userCount();
    const flow = await googleFlow({
      sub: 'google-sub-vera',
      email: 'VERA@example.com',
      email_verified: true,
      name: 'Vera',
      picture: 'https://images.example.com/vera.png',
    });
    // Refused with a code the login page explains; no second account either.
    expect(flow.done.statusCode).toBe(302);
    expect(flow.done.headers.location).toBe(`${APP_URL}/login?error=google_email_unproven`);
    expect(await userCount()).toBe(before);
    // Mallory's account got nothing from Google, and her session is untouched.
    const [row] = await h.t.database.db.select().from(users).where(eq(users.email, 'vera@example.com'));
    expect(row).toMatchObject({ googleSubject: null, emailVerifiedAt: null, tokenVersion: 0 });
    const me = await principal(mallory);
    expect(me.body).toMatchObject({ name: 'Mallory', googleLinked: false, imageUrl: null });
    // And signing in with Google again, later, still does not let the victim in there.
    const again = await googleFlow({
      sub: 'google-sub-vera',
      email: 'vera@example.com',
      email_verified: true,
    });
    expect(again.done.headers.location).toBe(`${APP_URL}/login?error=google_email_unproven`);
  });

  it('links into a password account whose e-mail is proven, signing out its other sessions', async () => {
    const old = await h.register('Linda', 'linda@example.com');
    // Proven, e.g. by a verification mail: what a password registration alone never is.
    await h.t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'linda@example.com'));
    const local = await principal(old);
    const before = await userCount();
    const flow = await googleFlow({
      sub: 'google-sub-linda',
      email: 'LINDA@example.com',
      email_verified: true,
      name: 'L',
      picture: 'https://images.example.com/linda.png',
    });
    const me = await principal(tokenFrom(flow.done.headers.location));
    // The local name stays; the missing avatar is filled in from Google.
    expect(me.body).toMatchObject({
      id: local.body.id,
      hasPassword: true, // linked to Google, it keeps its password
      googleLinked: true,
      name: 'Linda',
      email: 'linda@example.com',
      imageUrl: 'https://images.example.com/linda.png',
    });
    expect(await userCount()).toBe(before);
    expect((await principal(old)).status).toBe(401);
    // The password still works too.
    const login = await call(h.t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'linda@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail whose account is linked to another Google account, with its own code', async () => {
    await googleFlow({ sub: 'google-sub-gus', email: 'gus@example.com', email_verified: true });
    const before = await userCount();
    const flow = await googleFlow({
      sub: 'google-sub-other',
      email: 'gus@example.com',
      email_verified: true,
    });
    expect(flow.done.headers.location).toBe(`${APP_URL}/login?error=google_email_linked`);
    expect(await userCount()).toBe(before);
  });

  it('never links or stores an unverified e-mail', async () => {
    await call(h.t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'Victim', email: 'victim@example.com', password: 'secret1' },
    });
    const flow = await googleFlow({
      sub: 'google-sub-mallory',
      email: 'victim@example.com',
      email_verified: false,
      name: 'Mallory',
    });
    const me = await principal(tokenFrom(flow.done.headers.location));
    expect(me.body).toMatchObject({ name: 'Mallory', email: null, emailVerified: false });
  });

  const failures: [string, Claims, FlowOptions][] = [
    [
      'a wrong state',
      { sub: 'bad-1' },
      { tamperCallback: (u) => u.searchParams.set('state', 'forged-state') },
    ],
    ['no flow cookie', { sub: 'bad-2' }, { cookie: () => undefined }],
    ['a tampered flow cookie', { sub: 'bad-3' }, { cookie: (v) => v.replace(/^s%3A|^./, 's:x') }],
    [
      'denied consent',
      { sub: 'bad-4' },
      {
        onAuthorizeRedirect: (uri) => {
          uri.url.searchParams.delete('code');
          uri.url.searchParams.set('error', 'access_denied');
        },
      },
    ],
    [
      'a reused or unknown code',
      { sub: 'bad-5' },
      { tamperCallback: (u) => u.searchParams.set('code', 'not-a-code') },
    ],
    [
      'a duplicated parameter',
      { sub: 'bad-6' },
      { tamperCallback: (u) => u.searchParams.append('state', 'x') },
    ],
  ];
  it.each(failures)('%s → /login?error=auth_failed and no user', async (_label, claims, opts) => {
    const before = await userCount();
    const flow = await googleFlow(
      { ...claims, email: `${claims.sub}@example.com`, email_verified: true },
      opts,
    );
    expect(flow.done.statusCode).toBe(302);
    expect(flow.done.headers.location).toBe(FAILED);
    expect(await userCount()).toBe(before);
  });

  it('an ID token for another client (audience) is refused', async () => {
    const before = await userCount();
    const flow = await googleFlow({ sub: 'aud-1', aud: 'someone-else' } as Claims);
    expect(flow.done.headers.location).toBe(FAILED);
    expect(await userCount()).toBe(before);
  });

  it('a deleted account cannot sign in with Google', async () => {
    const claims = {
      sub: 'google-sub-deleted',
      email: 'deleted-g@example.com',
      email_verified: true,
      name: 'D',
    };
    const first = await googleFlow(claims);
    tokenFrom(first.done.headers.location);
    await h.t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.googleSubject, claims.sub));
    const second = await googleFlow(claims);
    expect(second.done.headers.location).toBe(FAILED);
  });
});
