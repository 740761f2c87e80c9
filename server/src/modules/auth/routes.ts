import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  redirectResponseSchema,
  resetPasswordBodySchema,
  resetTokenErrorSchema,
  registerBodySchema,
  registerQuerySchema,
  signInBodySchema,
  signInQuerySchema,
  tokenResponseSchema,
  verifyEmailBodySchema,
  verifyTokenErrorSchema,
  secureAccountBodySchema,
  secureTokenErrorSchema,
  confirmEmailChangeBodySchema,
  emailChangeTokenErrorSchema,
} from '@gamelot/contract/schemas/auth';
import { mfaRequiredResponseSchema } from '@gamelot/contract/schemas/mfa';
import { changeEmailBodySchema } from '@gamelot/contract/schemas/settings';
import { createAccountSecurity } from './account-security.ts';
import { clientOf, deviceOf, rememberDevice } from './device-cookie.ts';
import { publicConfigSchema } from '@gamelot/contract/schemas/config';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { badRequest } from '../../errors.ts';
import googleRoutes, { GOOGLE_AUTHORIZATION_PATH } from './google-routes.ts';
import { decoyPasswordHash } from './passwords.ts';

import { createPasswordReset } from './password-reset.ts';
import {
  createAccountSecurityLimits,
  createEmailVerificationLimits,
  createPasswordResetLimits,
  createRegistrationLimit,
  createSignInLimits,
} from './rate-limit.ts';
import { createEmailVerification } from './email-verification.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { createAuthService } from './service.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { parseInput } from './validation.ts';
import { passkeyRoutes } from '../passkeys/index.ts';

// Documented as strings, validated by the contract schemas once the provider is known
// (see parseInput): the guest and Google providers take no body at all, which Fastify hands
// over as null.
const field = (description: string) => z.unknown().optional().meta({ type: 'string', description });
const signInRequestBody = z
  .looseObject({ email: field('provider=local: e-mail'), password: field('provider=local: password') })
  .nullish();
const registerRequestBody = z
  .looseObject({
    name: field('provider=local: display name, 1-64 characters'),
    email: field('provider=local: e-mail, stored trimmed and lower-cased'),
    password: field('provider=local: password, 6-128 characters'),
  })
  .nullish();

/** Sign-in, registration and the public server configuration (docs/product.md#api "Auth"). */
export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const verification = createEmailVerification({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  });
  const passwordReset = createPasswordReset({
    db: app.db,
    mailer: app.mailer,
    realtime: app.realtime,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  });
  const security = createAccountSecurity({
    db: app.db,
    mailer: app.mailer,
    realtime: app.realtime,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
    passwordReset,
  });
  const auth = createAuthService({
    db: app.db,
    tokens: app.tokens,
    realtime: app.realtime,
    verification,
    mailer: app.mailer,
    sessions: app.sessions,
    security,
    mfa: app.mfa,
  });
  // The sign-in's second step ends where every sign-in ends (ADR 0053, ADR 0055).
  app.mfa.useSignIn(auth.completeSignIn);
  const securityLimits = createAccountSecurityLimits(app, app.config.signInRateLimit);
  const verifyLimits = createEmailVerificationLimits(app, app.config.signInRateLimit);
  const limits = createSignInLimits(app, app.config.signInRateLimit);
  const registrationLimit = createRegistrationLimit(app, app.config.signInRateLimit);
  const resetLimits = createPasswordResetLimits(app, app.config.signInRateLimit);
  allowEmptyJsonBody(app);
  // Made now, so the first sign-in with an unknown e-mail is not slower than the rest.
  await decoyPasswordHash();

  r.post(
    '/api/auth/singIn',
    {
      onRequest: limits.perIp,
      config: { ignoreStaleToken: true, action: 'auth.signIn' },
      preValidation: limits.perEmail,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password (provider=local) or as a guest (provider=anonymous); with a second factor the answer is {mfaRequired, mfaToken, methods} for POST /api/auth/2fa/verify',
        querystring: signInQuerySchema,
        body: signInRequestBody,
        response: {
          200: z.union([tokenResponseSchema, mfaRequiredResponseSchema]),
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.provider === 'anonymous') return { token: await auth.signInGuest() };
      const body = parseInput(signInBodySchema, request.body);
      const device = deviceOf(request);
      const result = await auth.signInLocal(body, clientOf(request, device.id));
      rememberDevice(reply, app.config.publicUrl, device.id);
      return result;
    },
  );

  r.post(
    '/api/auth/register',
    {
      onRequest: registrationLimit,
      config: { ignoreStaleToken: true, action: 'auth.register' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (provider=local) or get where to start Google sign-up (provider=google)',
        querystring: registerQuerySchema,
        body: registerRequestBody,
        response: {
          200: z.union([tokenResponseSchema, redirectResponseSchema]),
          400: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (request.query.provider === 'google') {
        if (!app.config.google) throw badRequest('googleNotConfigured');
        return { redirectUrl: GOOGLE_AUTHORIZATION_PATH };
      }
      const body = parseInput(registerBodySchema, request.body);
      const device = deviceOf(request);
      const language = request.lang;
      const token = await auth.registerLocal(body, language, clientOf(request, device.id));
      rememberDevice(reply, app.config.publicUrl, device.id);
      return { token };
    },
  );

  r.post(
    '/api/auth/password/forgot',
    {
      onRequest: resetLimits.forgotPerIp,
      preValidation: resetLimits.forgotPerEmail,
      config: { ignoreStaleToken: true, action: 'auth.forgotPassword' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link valid 30 minutes; 204 whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: { 204: z.null().describe('Accepted'), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await passwordReset.forgot(request.body.email);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/password/reset',
    {
      onRequest: resetLimits.resetPerIp,
      config: { ignoreStaleToken: true, action: 'auth.resetPassword' },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a mailed link's token; signs out every session and mails the owner",
        body: resetPasswordBodySchema,
        response: {
          204: z.null().describe('Password set: sign in with it'),
          400: z.union([resetTokenErrorSchema, errorBodySchema]),
          409: resetTokenErrorSchema,
          410: resetTokenErrorSchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await passwordReset.reset(request.body);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/email/verify',
    {
      onRequest: verifyLimits.verifyPerIp,
      config: { ignoreStaleToken: true, action: 'auth.verifyEmail' },
      schema: {
        tags: ['auth'],
        summary: "Prove the account's e-mail address with a mailed link's token (ADR 0052)",
        body: verifyEmailBodySchema,
        response: {
          204: z.null().describe('Address proven'),
          400: z.union([verifyTokenErrorSchema, errorBodySchema]),
          409: verifyTokenErrorSchema,
          410: verifyTokenErrorSchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await verification.verify(request.body.token);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/email/resend',
    {
      preValidation: verifyLimits.resendPerUser,
      config: { action: 'account.resendVerification' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link valid 24 hours (the older ones stop working); 3 an hour',
        response: {
          204: z.null().describe('Sent'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await verification.resend(currentUserId(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/secure-account',
    {
      onRequest: securityLimits.securePerIp,
      config: { ignoreStaleToken: true, action: 'auth.secureAccount' },
      schema: {
        tags: ['auth'],
        summary:
          '"It was not me" with a mailed link\'s token: signs out every session, drops address changes, mails a password reset link (ADR 0055)',
        body: secureAccountBodySchema,
        response: {
          204: z.null().describe('Every session ended; a reset link was mailed'),
          400: z.union([secureTokenErrorSchema, errorBodySchema]),
          409: secureTokenErrorSchema,
          410: secureTokenErrorSchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await security.secure(request.body.token);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/email/change/confirm',
    {
      onRequest: securityLimits.confirmPerIp,
      config: { ignoreStaleToken: true, action: 'auth.confirmEmailChange' },
      schema: {
        tags: ['auth'],
        summary:
          "Confirm a new address with the token of the link mailed to it: it becomes the account's, proven (ADR 0055)",
        body: confirmEmailChangeBodySchema,
        response: {
          204: z.null().describe('The account has its new address'),
          400: z.union([emailChangeTokenErrorSchema, errorBodySchema]),
          409: z.union([emailChangeTokenErrorSchema, errorBodySchema]),
          410: emailChangeTokenErrorSchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await security.confirmEmailChange(request.body.token);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/settings/email',
    {
      preValidation: securityLimits.changePerUser,
      config: { action: 'account.changeEmail', stepUp: true },
      schema: {
        tags: ['settings'],
        summary:
          'Change the e-mail address: mails a confirmation link (24 h) to the new address and a notice to the current one; 5 an hour',
        body: changeEmailBodySchema,
        response: {
          204: z.null().describe('Links sent; the address changes when the new one is confirmed'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await security.requestEmailChange(currentUserId(request), request.body.email);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/config',
    {
      schema: {
        tags: ['meta'],
        summary: 'What the web app needs to know about this server',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ googleEnabled: Boolean(app.config.google) }),
  );

  await app.register(googleRoutes, { auth });
  await app.register(passkeyRoutes, {
    passkeys: app.passkeys,
    signIn: async (userId, request, reply) => {
      const device = deviceOf(request);
      const token = await auth.signInUser(userId, clientOf(request, device.id));
      rememberDevice(reply, app.config.publicUrl, device.id);
      return token;
    },
    mfaTokenUser: (mfaToken) => app.mfa.mfaTokenUser(mfaToken),
    hasSecondFactor: async (userId) => (await app.mfa.methodsOf(userId)).length > 0,
    requireStepUp: (userId, stepUpToken) => app.mfa.requireStepUp(userId, stepUpToken),
  });
}
