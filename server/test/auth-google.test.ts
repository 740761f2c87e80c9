import { count, eq } from 'drizzle-orm';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * The real authorization code flow against a local OpenID provider: the app discovers it,
 * redirects to it, and exchanges the code for a signed ID token it validates.
 */
let mock: OAuth2Server;
let t: TestApp;
const CLIENT_ID = 'gamelot-test-client';

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, 'localhost');
  t = await buildTestApp({
    GOOGLE_ISSUER: mock.issuer.url ?? '',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
  });
});
afterAll(async () => {
  await t?.close();
  await mock?.stop();
});

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const principal = (token: string) =>
  call(t.app, { method: 'GET', url: '/api/users/getUserPrincipalData', token });
const FAILED = 'http://localhost:8080/login?error=auth_failed';

type Claims = { sub: string; email?: string; email_verified?: boolean; name?: string; picture?: string };
type FlowOptions = {
  /** Changes the provider's redirect back to the app (e.g. to send an error). */
  onAuthorizeRedirect?: (uri: MutableRedirectUri) => void;
  /** Changes the callback URL the browser requests. */
  tamperCallback?: (url: URL) => void;
  cookie?: (value: string) => string | undefined;
};

/** Drives the browser's part: app → provider → app, returning the app's final answer. */
async function googleFlow(claims: Claims, opts: FlowOptions = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const flowCookie = start.cookies.find((c) => c.name === 'gamelot_oauth');
  expect(flowCookie).toBeDefined();

  const setClaims = (token: MutableToken) => Object.assign(token.payload, claims);
  mock.service.on('beforeTokenSigning', setClaims);
  if (opts.onAuthorizeRedirect) mock.service.once('beforeAuthorizeRedirect', opts.onAuthorizeRedirect);
  try {
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(String(atProvider.headers.get('location')));
    opts.tamperCallback?.(back);
    const cookieValue = opts.cookie ? opts.cookie(flowCookie!.value) : flowCookie!.value;
    const done = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: cookieValue === undefined ? {} : { gamelot_oauth: cookieValue },
    });
    return { start, authorize, flowCookie: flowCookie!, back, done };
  } finally {
    mock.service.off('beforeTokenSigning', setClaims);
  }
}

function tokenFrom(location: unknown): string {
  const match = /^http:\/\/localhost:8080\/oauth-callback#token=(.+)$/.exec(String(location));
  expect(match, String(location)).not.toBeNull();
  return match![1]!;
}

describe('Google sign-in', () => {
  it('is announced by /api/config and by register?provider=google', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/config' })).body).toEqual({ googleEnabled: true });
    const reg = await call(t.app, { method: 'POST', url: '/api/auth/register?provider=google' });
    expect(reg).toMatchObject({ status: 200, body: { redirectUrl: '/oauth2/authorization/google' } });
  });

  it('redirects to the provider with PKCE (S256), state and nonce, keeping them in a signed cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.issuer.url}/authorize`);
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
    expect(t.app.unsignCookie(cookie!.value).valid).toBe(true);
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

  it('links to the local account with the same verified e-mail', async () => {
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name: 'Linda', email: 'linda@example.com', password: 'secret1' },
    });
    const local = await principal(reg.body.token);
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
      name: 'Linda',
      email: 'linda@example.com',
      imageUrl: 'https://images.example.com/linda.png',
    });
    expect(await userCount()).toBe(before);
    // The password still works too.
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email: 'linda@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it('never links or stores an unverified e-mail', async () => {
    await call(t.app, {
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
    expect(me.body).toMatchObject({ name: 'Mallory', email: null });
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
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.googleSubject, claims.sub));
    const second = await googleFlow(claims);
    expect(second.done.headers.location).toBe(FAILED);
  });
});
