import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema } from '@gamelot/contract/schemas/auth';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { STEP_UP_HEADER } from '@gamelot/contract/schemas/mfa';
import {
  authenticationOptionsResponseSchema,
  mfaPasskeyOptionsBodySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeySchema,
  passkeySignInBodySchema,
  registerPasskeyBodySchema,
  registrationOptionsResponseSchema,
  renamePasskeyBodySchema,
} from '@gamelot/contract/schemas/passkeys';
import { AppError } from '../../errors.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { createPasskeyLimits } from './rate-limit.ts';
import type { Passkeys } from './service.ts';

export type PasskeyRoutesOptions = {
  passkeys: Passkeys;
  /**
   * The token a password sign-in issues, for the account a passkey proved (the auth service's,
   * so whatever a sign-in records applies to this one too).
   */
  /** Ends the sign-in as every sign-in ends: a session for this device (ADR 0055). */
  signIn: (userId: number, request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  /** The account an mfaToken (the sign-in's second step, ADR 0053) speaks for, or null. */
  mfaTokenUser: (mfaToken: string) => Promise<number | null>;
  /** Whether the account has a second factor: then adding a passkey needs step-up too. */
  hasSecondFactor: (userId: number) => Promise<boolean>;
  /** The mfa module's step-up check (plugins/auth.ts `stepUp` routes): throws 403 stepUpRequired. */
  requireStepUp: (userId: number, stepUpToken: string | undefined) => Promise<void>;
};

const tags = ['passkeys'];
const ceremonyErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  429: errorBodySchema,
};

/** /api/auth/passkeys/*: passkeys of the signed-in account and signing in with one (ADR 0054). */
export default async function passkeyRoutes(app: FastifyInstance, opts: PasskeyRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passkeys } = opts;
  const limits = createPasskeyLimits(app, app.config.signInRateLimit);

  /**
   * Adding a passkey to an account that already has a second factor needs step-up, like any other
   * change to how it signs in; the first passkey does not (it is the factor being set up). Checked
   * before the body is read, as the auth plugin checks `stepUp` routes.
   */
  const stepUpIfSecondFactor = async (request: FastifyRequest) => {
    const userId = currentUserId(request);
    if (!(await opts.hasSecondFactor(userId))) return;
    const header = request.headers[STEP_UP_HEADER];
    await opts.requireStepUp(userId, typeof header === 'string' ? header : undefined);
  };

  r.get(
    '/api/auth/passkeys',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The caller's passkeys, oldest first",
        response: { 200: passkeyListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => passkeys.list(currentUserId(request)),
  );

  r.post(
    '/api/auth/passkeys/register/options',
    {
      config: { action: 'account.addPasskey' },
      onRequest: stepUpIfSecondFactor,
      preHandler: limits.perUser,
      schema: {
        tags,
        summary:
          'Options to create a passkey on this account, with the id of their challenge (5 minutes, one use)',
        response: { 200: registrationOptionsResponseSchema, ...ceremonyErrors },
      },
    },
    async (request) => passkeys.registrationOptions(currentUserId(request)),
  );

  r.post(
    '/api/auth/passkeys/register/verify',
    {
      config: { action: 'account.addPasskey' },
      onRequest: stepUpIfSecondFactor,
      preHandler: limits.perUser,
      schema: {
        tags,
        summary: 'Store the passkey the browser created for a challenge of register/options, under a name',
        body: registerPasskeyBodySchema,
        response: { 201: passkeySchema, ...ceremonyErrors },
      },
    },
    async (request, reply) => {
      const passkey = await passkeys.register(currentUserId(request), request.body);
      return reply.status(201).send(passkey);
    },
  );

  r.patch(
    '/api/auth/passkeys/:id',
    {
      config: { action: 'account.renamePasskey' },
      schema: {
        tags,
        summary: 'Rename one of your passkeys',
        params: passkeyIdParamsSchema,
        body: renamePasskeyBodySchema,
        response: {
          200: passkeySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => passkeys.rename(currentUserId(request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/auth/passkeys/:id',
    {
      config: { action: 'account.removePasskey', stepUp: true },
      schema: {
        tags,
        summary: 'Remove one of your passkeys (needs step-up): it signs in no more',
        params: passkeyIdParamsSchema,
        response: {
          204: z.null().describe('Removed'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await passkeys.remove(currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/passkeys/signin/options',
    {
      onRequest: limits.signInOptionsPerIp,
      config: { ignoreStaleToken: true, action: 'auth.passkeySignIn' },
      schema: {
        tags,
        summary: 'Options for a password-less sign-in with a passkey, with the id of their challenge',
        response: { 200: authenticationOptionsResponseSchema, 429: errorBodySchema },
      },
    },
    async () => passkeys.signInOptions(),
  );

  r.post(
    '/api/auth/passkeys/signin/verify',
    {
      onRequest: limits.signInPerIp,
      config: { ignoreStaleToken: true, action: 'auth.passkeySignIn' },
      schema: {
        tags,
        summary: "Sign in with a passkey's answer to a challenge of signin/options; answers a token",
        body: passkeySignInBodySchema,
        response: { 200: tokenResponseSchema, ...ceremonyErrors },
      },
    },
    async (request, reply) => {
      const userId = await passkeys.signIn(request.body.challengeId, request.body.response);
      return { token: await opts.signIn(userId, request, reply) };
    },
  );

  r.post(
    '/api/auth/2fa/passkey/options',
    {
      onRequest: limits.factorOptionsPerIp,
      config: { ignoreStaleToken: true, action: 'auth.verifySecondFactor' },
      schema: {
        tags,
        summary:
          "Options to prove a passkey as the sign-in's second step (its mfaToken), for POST /api/auth/2fa/verify { mfaToken, passkey }",
        body: mfaPasskeyOptionsBodySchema,
        response: { 200: authenticationOptionsResponseSchema, ...ceremonyErrors },
      },
    },
    async (request) => {
      const userId = await opts.mfaTokenUser(request.body.mfaToken);
      if (userId === null) throw new AppError(401, 'mfaTokenInvalid');
      return passkeys.factorOptions(userId);
    },
  );

  r.post(
    '/api/auth/step-up/passkey/options',
    {
      config: { action: 'account.passkeyChallenge' },
      preHandler: limits.perUser,
      schema: {
        tags,
        summary:
          "Options to prove one of the caller's passkeys for step-up (POST /api/auth/step-up { passkey })",
        response: { 200: authenticationOptionsResponseSchema, ...ceremonyErrors },
      },
    },
    async (request) => passkeys.factorOptions(currentUserId(request)),
  );
}
