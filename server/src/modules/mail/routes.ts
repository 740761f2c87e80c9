import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPaged } from '@gamelot/contract/paging';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { adminMailPageSchema, adminMailQuerySchema } from '@gamelot/contract/schemas/mail';

/** GET /api/admin/mail: what the server mailed or kept, newest first (administrators only). */
export default async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/mail',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Outgoing mail, newest first: sent, waiting, failed, or kept when no SMTP server is configured',
        querystring: adminMailQuerySchema,
        response: {
          200: adminMailPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { content, total } = await app.mailer.list(page, size);
      return toPaged(content, total, page, size);
    },
  );
}
