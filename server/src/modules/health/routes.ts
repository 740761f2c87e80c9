import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness: the process answers. Readiness: it can reach its database. */
export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.string() });

  r.get('/healthz', { schema: { hide: true, response: { 200: status } } }, async () => ({ status: 'ok' }));

  r.get(
    '/readyz',
    { schema: { hide: true, response: { 200: status, 503: status } } },
    async (_req, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}
