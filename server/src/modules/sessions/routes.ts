import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { sessionIdParamsSchema, sessionListSchema } from '@gamelot/contract/schemas/sessions';
import { currentSessionId, currentUserId } from '../../plugins/auth.ts';

/**
 * /api/settings/sessions: the caller's sign-in sessions (docs/decisions/0055-sessions-and-account-security.md).
 * Ending a session refuses its token from the next request on and closes its live connection.
 */
export default async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const authErrors = { 401: errorBodySchema, 403: errorBodySchema };

  r.get(
    '/api/settings/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The caller's live sign-in sessions, most recently active first; `current` marks this one",
        response: { 200: sessionListSchema, ...authErrors },
      },
    },
    async (request) => app.sessions.list(currentUserId(request), currentSessionId(request)),
  );

  r.delete(
    '/api/settings/sessions/:id',
    {
      config: { action: 'account.endSession' },
      schema: {
        tags,
        summary: "Sign out one of the caller's sessions (another user's id: 404, nothing changes)",
        params: sessionIdParamsSchema,
        response: {
          204: z.null().describe('Signed out'),
          400: errorBodySchema,
          404: errorBodySchema,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const ended = await app.sessions.revoke(userId, request.params.id);
      await app.realtime.revokeSessions(userId, ended, 'sessionExpired');
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/settings/sessions/signOutOthers',
    {
      config: { action: 'account.endOtherSessions' },
      schema: {
        tags,
        summary: 'Sign out every other session of the caller; this one stays',
        response: { 204: z.null().describe('Signed out'), ...authErrors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const ended = await app.sessions.revokeAllBut(userId, currentSessionId(request));
      await app.realtime.revokeSessions(userId, ended, 'sessionExpired');
      return reply.status(204).send(null);
    },
  );
}
