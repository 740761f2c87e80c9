import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema } from '@gamelot/contract/schemas/auth';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  languageBodySchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
} from '@gamelot/contract/schemas/settings';
import { AppError } from '../../errors.ts';
import { currentSessionId, currentUserId } from '../../plugins/auth.ts';
import * as settings from './service.ts';

/** /api/settings/*: the settings page's server half (docs/product.md#settings). Every call is the caller's own. */
export default async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const deps = { db: app.db, tokens: app.tokens, realtime: app.realtime, sessions: app.sessions };
  const authErrors = { 401: errorBodySchema, 403: errorBodySchema };
  const passwordLimit = changePasswordLimit(app);

  r.post(
    '/api/settings/changePassword',
    {
      // The body proves the password; with a second factor, step-up must prove that too (ADR 0053).
      config: { action: 'account.changePassword', stepUp: 'withSecondFactor' },
      preValidation: passwordLimit,
      schema: {
        tags,
        summary:
          'Change the password (e-mail accounts; with a second factor, needs step-up); signs out every other device, answers a fresh token',
        body: changePasswordBodySchema,
        response: { 200: tokenResponseSchema, 400: errorBodySchema, 429: errorBodySchema, ...authErrors },
      },
    },
    async (request) => ({
      token: await settings.changePassword(
        deps,
        currentUserId(request),
        currentSessionId(request),
        request.body,
      ),
    }),
  );

  r.post(
    '/api/settings/signOutEverywhere',
    {
      config: { action: 'account.signOutEverywhere' },
      schema: {
        tags,
        summary: 'Invalidate every token issued so far; answers a fresh token for this device',
        response: { 200: tokenResponseSchema, ...authErrors },
      },
    },
    async (request) => ({
      token: await settings.signOutEverywhere(deps, currentUserId(request), currentSessionId(request)),
    }),
  );

  r.post(
    '/api/settings/unlinkGoogle',
    {
      config: { action: 'account.unlinkGoogle' },
      schema: {
        tags,
        summary:
          'Stop signing in with Google (accounts with a password only); signs out every other device, answers a fresh token',
        response: { 200: tokenResponseSchema, 400: errorBodySchema, 409: errorBodySchema, ...authErrors },
      },
    },
    async (request) => ({
      token: await settings.unlinkGoogle(deps, currentUserId(request), currentSessionId(request)),
    }),
  );

  r.get(
    '/api/settings/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The notification types the signed-in user muted, and for every type whether it also comes by e-mail',
        response: { 200: notificationSettingsSchema, ...authErrors },
      },
    },
    async (request) => settings.getNotificationSettings(app.db, currentUserId(request)),
  );

  r.patch(
    '/api/settings/notifications',
    {
      config: { action: 'settings.notifications' },
      schema: {
        tags,
        summary:
          'Replace the list of muted notification types and/or choose in-app only or e-mail for the types named',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema, 400: errorBodySchema, ...authErrors },
      },
    },
    async (request) => settings.updateNotificationSettings(app.db, currentUserId(request), request.body),
  );

  r.put(
    '/api/settings/language',
    {
      config: { action: 'settings.language' },
      schema: {
        tags,
        summary: "The interface language the user switched to: the account's mails are written in it",
        body: languageBodySchema,
        response: { 204: z.null().describe('Saved'), 400: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await settings.setLanguage(app.db, currentUserId(request), request.body.language);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/settings/account',
    {
      config: { action: 'account.delete' },
      schema: {
        tags,
        summary:
          'Delete the account: personal data erased, offers hidden, reviews and chats kept (body: {confirmation: "DELETE"})',
        body: deleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted'), 400: errorBodySchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await settings.deleteAccount(deps, currentUserId(request));
      return reply.status(204).send(null);
    },
  );
}

/**
 * Each attempt costs an argon2 verification, and a stolen token must not become a way to guess
 * the password: attempts are limited per account, like sign-in attempts per e-mail.
 */
function changePasswordLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.signInRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `change-password:${currentUserId(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(429, 'tooManyAttempts');
  };
}
