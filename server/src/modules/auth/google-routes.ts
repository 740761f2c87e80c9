import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { line } from '@gamelot/contract/schemas/text';
import { type AuthorizationChecks, createGoogleClient } from './google.ts';
import { type AuthService, GoogleSignInRefused } from './service.ts';

export const GOOGLE_AUTHORIZATION_PATH = '/oauth2/authorization/google';
export const GOOGLE_CALLBACK_PATH = '/login/oauth2/code/google';

/** Long enough to choose an account and consent, short enough that a stolen cookie soon expires. */
const FLOW_TTL_MS = 10 * 60 * 1000;
const FLOW_COOKIE = 'gamelot_oauth';

const flowCookieSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  expiresAt: z.number(),
});

const redirect = z.null().describe('Redirect (302); see the Location header');
const callbackQuery = z.looseObject({
  code: line().optional(),
  state: line().optional(),
  error: line().optional(),
});

/**
 * The browser side of Google sign-in. Both routes always answer with a redirect: to Google, to
 * the web app's /oauth-callback with a token in the fragment, or to /login?error=auth_failed.
 * The flow's secrets travel in a signed cookie, so any server process can finish a flow.
 */
export default async function googleRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;
  const google = app.config.google
    ? createGoogleClient(app.config.google, `${publicUrl}${GOOGLE_CALLBACK_PATH}`)
    : undefined;
  const cookieOptions: CookieSerializeOptions = {
    path: GOOGLE_CALLBACK_PATH,
    httpOnly: true,
    // Lax: the cookie must come along on the top-level redirect back from Google.
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    signed: true,
  };

  const fail = (request: FastifyRequest, reply: FastifyReply, reason: string, err?: unknown) => {
    request.log.warn({ err, reason }, 'Google sign-in failed');
    return reply.header('cache-control', 'no-store').redirect(`${publicUrl}/login?error=auth_failed`);
  };

  r.get(
    GOOGLE_AUTHORIZATION_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in: redirects the browser to Google',
        response: { 302: redirect },
      },
    },
    async (request, reply) => {
      if (!google) return fail(request, reply, 'Google sign-in is not configured');
      let started;
      try {
        started = await google.start();
      } catch (err) {
        return fail(request, reply, 'OpenID discovery failed', err);
      }
      const value = JSON.stringify({ ...started.checks, expiresAt: Date.now() + FLOW_TTL_MS });
      reply.setCookie(FLOW_COOKIE, value, { ...cookieOptions, maxAge: FLOW_TTL_MS / 1000 });
      return reply.header('cache-control', 'no-store').redirect(started.url.href);
    },
  );

  r.get(
    GOOGLE_CALLBACK_PATH,
    {
      // A malformed query must still end in the failure redirect, never in a JSON error page.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Where Google returns the browser; redirects to /oauth-callback#token=… or /login?error=…',
        querystring: callbackQuery,
        response: { 302: redirect },
      },
    },
    async (request, reply) => {
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      if (!google) return fail(request, reply, 'Google sign-in is not configured');
      const checks = readFlowCookie(request);
      if (typeof checks === 'string') return fail(request, reply, checks);
      let identity;
      try {
        // The URL Google redirected to, as registered: the token endpoint compares redirect_uri.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        identity = await google.finish(new URL(`${publicUrl}${GOOGLE_CALLBACK_PATH}${query}`), checks);
      } catch (err) {
        return fail(request, reply, 'authorization response rejected', err);
      }
      try {
        const { token, kind, userId } = await opts.auth.signInWithGoogle(identity);
        request.log.info({ userId, kind }, 'Google sign-in');
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${publicUrl}/oauth-callback#token=${token}`);
      } catch (err) {
        if (err instanceof GoogleSignInRefused) return fail(request, reply, `refused: ${err.message}`);
        request.log.error({ err }, 'Google sign-in could not be completed');
        return fail(request, reply, 'server error');
      }
    },
  );
}

/** The checks saved when the flow started, or why they cannot be trusted. */
function readFlowCookie(request: FastifyRequest): AuthorizationChecks | string {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return 'no flow cookie (expired, or the flow started in another browser)';
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return 'flow cookie signature is invalid';
  let parsed;
  try {
    parsed = flowCookieSchema.safeParse(JSON.parse(unsigned.value));
  } catch {
    return 'flow cookie is not JSON';
  }
  if (!parsed.success) return 'flow cookie is malformed';
  if (parsed.data.expiresAt < Date.now()) return 'flow cookie expired';
  const { codeVerifier, state, nonce } = parsed.data;
  return { codeVerifier, state, nonce };
}
