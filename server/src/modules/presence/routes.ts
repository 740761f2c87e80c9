import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { onlineStatusQuerySchema, onlineStatusSchema } from '@gamelot/contract/schemas/presence';
import { allowEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import * as presence from './service.ts';

/** /api/online/*: docs/product.md#api "Presence". */
export default async function presenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['presence'];
  // The ping has no defined body: clients send none, {} or an empty JSON body.
  allowEmptyJsonBody(app);

  r.post(
    '/api/online/ping',
    {
      config: { action: 'presence.ping' },
      schema: {
        tags,
        summary: 'Mark the signed-in user as seen now (a guest: accepted, nothing stored)',
        body: z.unknown().optional(),
        response: { 204: z.null().describe('Seen'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await presence.ping(app.db, request.principal);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/online/status',
    {
      schema: {
        tags,
        summary: 'Whether a user was seen within the last 2 minutes, and when last',
        querystring: onlineStatusQuerySchema,
        response: { 200: onlineStatusSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => presence.status(app.db, request.query.userId),
  );
}
