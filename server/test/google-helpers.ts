import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, call, type TestApp } from './helpers.ts';

/**
 * A local OpenID provider (oauth2-mock-server) and an app that uses it as "Google": the app
 * discovers it, redirects to it, and exchanges the code for a signed ID token it validates.
 */
export const CLIENT_ID = 'gamelot-test-client';
export const APP_URL = 'http://localhost:8080';

export type Claims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};
export type FlowOptions = {
  /** Changes the provider's redirect back to the app (e.g. to send an error). */
  onAuthorizeRedirect?: (uri: MutableRedirectUri) => void;
  /** Changes the callback URL the browser requests. */
  tamperCallback?: (url: URL) => void;
  cookie?: (value: string) => string | undefined;
  /** Link from settings with this session's token instead of signing in. */
  linkWith?: string;
};

export type GoogleHarness = Awaited<ReturnType<typeof startGoogleHarness>>;

export async function startGoogleHarness() {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, 'localhost');
  const t: TestApp = await buildTestApp({
    GOOGLE_ISSUER: mock.issuer.url ?? '',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
  });

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const principal = (token: string) =>
    call(t.app, { method: 'GET', url: '/api/users/getUserPrincipalData', token });
  const register = async (name: string, email: string, password = 'secret1') => {
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register?provider=local',
      payload: { name, email, password },
    });
    expect(reg.status).toBe(200);
    return reg.body.token as string;
  };

  const signIn = async (email: string, password = 'secret1') => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/singIn?provider=local',
      payload: { email, password },
    });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  /** Where a flow starts: the sign-in redirect, or the settings call that starts linking. */
  async function begin(linkWith?: string): Promise<{ authorize: URL; cookie: string; start: unknown }> {
    const start: LightMyRequestResponse = linkWith
      ? await t.app.inject({
          method: 'POST',
          url: '/api/settings/linkGoogle',
          headers: { authorization: `Bearer ${linkWith}` },
        })
      : await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    expect(start.statusCode, start.body).toBe(linkWith ? 200 : 302);
    const location = linkWith
      ? (start.json() as { redirectUrl: string }).redirectUrl
      : start.headers.location;
    const flowCookie = start.cookies.find((c) => c.name === 'gamelot_oauth');
    expect(flowCookie).toBeDefined();
    return { authorize: new URL(String(location)), cookie: flowCookie!.value, start };
  }

  // The provider signs the ID token when the app redeems the code (in the callback), so the
  // claims of the last authorization stay set until its callback has been answered.
  let setClaims: ((token: MutableToken) => void) | undefined;
  const clearClaims = () => {
    if (setClaims) mock.service.off('beforeTokenSigning', setClaims);
    setClaims = undefined;
  };

  /** The provider's part: authorizes with these claims and answers where it sends the browser back. */
  async function atProvider(authorize: URL, claims: Claims, opts: FlowOptions = {}): Promise<URL> {
    clearClaims();
    setClaims = (token: MutableToken) => Object.assign(token.payload, claims);
    mock.service.on('beforeTokenSigning', setClaims);
    if (opts.onAuthorizeRedirect) mock.service.once('beforeAuthorizeRedirect', opts.onAuthorizeRedirect);
    const res = await fetch(authorize, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(String(res.headers.get('location')));
    opts.tamperCallback?.(back);
    return back;
  }

  /** The browser's return to the app with the flow cookie it holds. */
  async function callback(back: URL, cookie: string | undefined) {
    try {
      return await t.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        cookies: cookie === undefined ? {} : { gamelot_oauth: cookie },
      });
    } finally {
      clearClaims();
    }
  }

  /** Drives the browser's part: app → provider → app, returning the app's final answer. */
  async function googleFlow(claims: Claims, opts: FlowOptions = {}) {
    const { authorize, cookie, start } = await begin(opts.linkWith);
    const back = await atProvider(authorize, claims, opts);
    const done = await callback(back, opts.cookie ? opts.cookie(cookie) : cookie);
    return { start, authorize, cookie, back, done };
  }

  return {
    mock,
    t,
    userCount,
    principal,
    register,
    signIn,
    begin,
    atProvider,
    callback,
    googleFlow,
    async close() {
      await t.close();
      await mock.stop();
    },
  };
}

/** The token in the app's redirect to /oauth-callback#token=… */
export function tokenFrom(location: unknown): string {
  const match = new RegExp(`^${APP_URL}/oauth-callback#token=(.+)$`).exec(String(location));
  expect(match, String(location)).not.toBeNull();
  return match![1]!;
}
