import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema } from '@gamelot/contract/schemas/auth';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  mfaStatusSchema,
  mfaVerifyBodySchema,
  recoveryCodesResponseSchema,
  stepUpBodySchema,
  stepUpResponseSchema,
  totpEnableBodySchema,
  totpSetupResponseSchema,
} from '@gamelot/contract/schemas/mfa';
import { clientOf, deviceOf, rememberDevice } from '../auth/index.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { createCodeLimits } from './rate-limit.ts';

/**
 * /api/auth/2fa/* and /api/auth/step-up: the authenticator app, recovery codes, the sign-in's
 * second step and step-up (docs/decisions/0053-second-factor-and-step-up.md).
 */
export default async function mfaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const mfa = app.mfa;
  const limits = createCodeLimits(app, app.config.signInRateLimit);
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
  allowEmptyJsonBody(app);

  /** The signed-in caller is the account whose codes count. */
  const callerCounts = async (request: FastifyRequest) => {
    request.mfaUserId = currentUserId(request);
  };

  r.get(
    '/api/auth/2fa',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'What second factor the signed-in user has: authenticator app, recovery codes left, passkeys',
        response: { 200: mfaStatusSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => mfa.status(currentUserId(request)),
  );

  r.post(
    '/api/auth/2fa/totp/setup',
    {
      config: { action: 'account.setUpTotp' },
      onRequest: limits.perIp,
      preValidation: [callerCounts, limits.perUser],
      schema: {
        tags,
        summary:
          'A new authenticator secret (text, otpauth URI and QR code); on only once confirmed with a code',
        response: { 200: totpSetupResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => mfa.setupTotp(currentUserId(request)),
  );

  r.post(
    '/api/auth/2fa/totp/enable',
    {
      config: { action: 'account.setUpTotp' },
      onRequest: limits.perIp,
      preValidation: [callerCounts, limits.perUser],
      schema: {
        tags,
        summary:
          'Turn the authenticator on with one of its codes; answers ten recovery codes, shown only now',
        body: totpEnableBodySchema,
        response: { 200: recoveryCodesResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ recoveryCodes: await mfa.enableTotp(currentUserId(request), request.body.code) }),
  );

  r.delete(
    '/api/auth/2fa/totp',
    {
      config: { action: 'account.turnOffTotp', stepUp: true },
      schema: {
        tags,
        summary: 'Turn the authenticator off (needs step-up); recovery codes go too unless a passkey remains',
        response: { 204: z.null().describe('Off'), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await mfa.disableTotp(currentUserId(request));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/2fa/recovery-codes',
    {
      config: { action: 'account.regenerateRecoveryCodes', stepUp: true },
      schema: {
        tags,
        summary: 'Ten new recovery codes (needs step-up); the old ones stop working',
        response: { 200: recoveryCodesResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ recoveryCodes: await mfa.regenerateRecoveryCodes(currentUserId(request)) }),
  );

  r.post(
    '/api/auth/2fa/verify',
    {
      config: { ignoreStaleToken: true, action: 'auth.verifySecondFactor' },
      onRequest: limits.perIp,
      preValidation: [
        async (request) => {
          const token = (request.body as { mfaToken?: unknown } | null)?.mfaToken;
          if (typeof token === 'string') request.mfaUserId = (await mfa.mfaTokenUser(token)) ?? undefined;
        },
        limits.perUser,
      ],
      schema: {
        tags,
        summary:
          "The sign-in's second step: the mfaToken of the first and an authenticator or recovery code, or a passkey's answer",
        body: mfaVerifyBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { mfaToken, ...proof } = request.body;
      const device = deviceOf(request);
      const token = await mfa.verifySignIn(mfaToken, proof, clientOf(request, device.id));
      rememberDevice(reply, app.config.publicUrl, device.id);
      return { token };
    },
  );

  r.post(
    '/api/auth/step-up',
    {
      config: { action: 'account.stepUp' },
      onRequest: limits.perIp,
      preValidation: [callerCounts, limits.perUser],
      schema: {
        tags,
        summary:
          'Prove it is you again: a code with a second factor, else the password; answers a token for the X-Step-Up header, valid 5 minutes',
        body: stepUpBodySchema,
        response: { 200: stepUpResponseSchema, ...errors },
      },
    },
    async (request) => mfa.stepUp(currentUserId(request), request.body),
  );
}
