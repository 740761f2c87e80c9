import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOGLE_LINK_RESULTS,
  GOOGLE_SIGN_IN_ERRORS,
  type GoogleLinkResult,
  type GoogleSignInError,
} from '@gamelot/contract/google';
import { redirectResponseSchema } from '@gamelot/contract/schemas/auth';
import { line } from '@gamelot/contract/schemas/text';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { AppError, badRequest, conflict, unauthorized } from '../../errors.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { findById } from '../users/index.ts';
import { createGoogleClient } from './google.ts';
import {
  FLOW_COOKIE,
  flowCookieOptions,
  GOOGLE_CALLBACK_PATH,
  type LinkTarget,
  readFlow,
  saveFlow,
} from './google-flow.ts';
import { type AuthService, GoogleLinkRefused, GoogleSignInRefused } from './service.ts';
import { clientOf, deviceOf, rememberDevice } from './device-cookie.ts';

export const GOOGLE_AUTHORIZATION_PATH = '/oauth2/authorization/google';
export { GOOGLE_CALLBACK_PATH } from './google-flow.ts';

const redirect = z.null().describe('Redirect (302); see the Location header');
const callbackQuery = z.looseObject({
  code: line().optional(),
  state: line().optional(),
  error: line().optional(),
});

/**
 * The browser side of Google sign-in, and of linking Google from settings. The callback always
 * answers with a redirect: to the web app's /oauth-callback with a token in the fragment, to
 * /login?error={code} (sign-in) or to /settings?google={code} (linking); codes in
 * contract/src/google.ts. The flow's secrets travel in a signed cookie, so any server process
 * can finish a flow.
 */
export default async function googleRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = app.config;
  const google = app.config.google
    ? createGoogleClient(app.config.google, `${publicUrl}${GOOGLE_CALLBACK_PATH}`)
    : undefined;
  const cookieOptions = flowCookieOptions(publicUrl);

  const goTo = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url);
  const failSignIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: string,
    err?: unknown,
    code: GoogleSignInError = GOOGLE_SIGN_IN_ERRORS.failed,
  ) => {
    request.log.warn({ err, reason, code }, 'Google sign-in failed');
    return goTo(reply, `${publicUrl}/login?error=${code}`);
  };
  const failLink = (request: FastifyRequest, reply: FastifyReply, code: GoogleLinkResult, err?: unknown) => {
    request.log.warn({ err, code }, 'linking Google failed');
    return goTo(reply, `${publicUrl}/settings?google=${code}`);
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
      if (!google) return failSignIn(request, reply, 'Google sign-in is not configured');
      let started;
      try {
        started = await google.start();
      } catch (err) {
        return failSignIn(request, reply, 'OpenID discovery failed', err);
      }
      saveFlow(reply, cookieOptions, started.checks);
      return goTo(reply, started.url.href);
    },
  );

  r.post(
    '/api/settings/linkGoogle',
    {
      config: { action: 'account.linkGoogle' },
      schema: {
        tags: ['settings'],
        summary:
          'Start linking a Google account to this one: answers where to send the browser; the flow is bound to this session by a signed cookie',
        response: {
          200: redirectResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!google) throw badRequest('googleNotConfigured');
      const link = await linkTarget(app, request);
      let started;
      try {
        started = await google.start();
      } catch (err) {
        request.log.warn({ err }, 'OpenID discovery failed');
        throw new AppError(503, 'googleUnavailable');
      }
      saveFlow(reply, cookieOptions, { ...started.checks, link });
      return { redirectUrl: started.url.href };
    },
  );

  r.get(
    GOOGLE_CALLBACK_PATH,
    {
      // A malformed query must still end in the failure redirect, never in a JSON error page.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary:
          'Where Google returns the browser; redirects to /oauth-callback#token=… (or #mfaToken=…&methods=… with a second factor), /login?error=… or /settings?google=…',
        querystring: callbackQuery,
        response: { 302: redirect },
      },
    },
    async (request, reply) => {
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      if (!google) return failSignIn(request, reply, 'Google sign-in is not configured');
      const flow = readFlow(request);
      if (typeof flow === 'string') return failSignIn(request, reply, flow);
      let identity;
      try {
        // The URL Google redirected to, as registered: the token endpoint compares redirect_uri.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        identity = await google.finish(new URL(`${publicUrl}${GOOGLE_CALLBACK_PATH}${query}`), flow);
      } catch (err) {
        return flow.link
          ? failLink(request, reply, GOOGLE_LINK_RESULTS.failed, err)
          : failSignIn(request, reply, 'authorization response rejected', err);
      }

      if (flow.link) {
        try {
          const device = deviceOf(request);
          const token = await opts.auth.linkGoogle(
            flow.link.userId,
            flow.link.tokenVersion,
            identity,
            clientOf(request, device.id),
          );
          rememberDevice(reply, publicUrl, device.id);
          request.log.info({ userId: flow.link.userId }, 'Google linked');
          return goTo(reply, `${publicUrl}/oauth-callback#token=${token}`);
        } catch (err) {
          if (err instanceof GoogleLinkRefused) return failLink(request, reply, err.code);
          request.log.error({ err }, 'linking Google could not be completed');
          return failLink(request, reply, GOOGLE_LINK_RESULTS.failed);
        }
      }

      try {
        const device = deviceOf(request);
        const { result, kind, userId } = await opts.auth.signInWithGoogle(
          identity,
          clientOf(request, device.id),
        );
        rememberDevice(reply, publicUrl, device.id);
        request.log.info({ userId, kind, mfa: 'mfaToken' in result }, 'Google sign-in');
        // With a second factor the page gets the second step's token, never a session (ADR 0053).
        if ('mfaToken' in result)
          return goTo(
            reply,
            `${publicUrl}/oauth-callback#mfaToken=${result.mfaToken}&methods=${result.methods.join(',')}`,
          );
        return goTo(reply, `${publicUrl}/oauth-callback#token=${result.token}`);
      } catch (err) {
        if (err instanceof GoogleSignInRefused)
          return failSignIn(request, reply, `refused: ${err.message}`, undefined, err.code);
        request.log.error({ err }, 'Google sign-in could not be completed');
        return failSignIn(request, reply, 'server error');
      }
    },
  );
}

/**
 * The signed-in account a link flow is bound to, with the token version of the very token that
 * asked (the auth plugin checked it against the account moments ago).
 */
async function linkTarget(app: FastifyInstance, request: FastifyRequest): Promise<LinkTarget> {
  const userId = currentUserId(request);
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const claims = await app.tokens.verify(bearer);
  const user = await findById(app.db, userId);
  if (claims.kind !== 'user' || !user || user.deletedAt) throw unauthorized('sessionExpired');
  if (user.googleSubject) throw conflict('googleAlreadyLinked');
  return { userId, tokenVersion: claims.tokenVersion };
}
