import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  disputeMessageBodySchema,
  disputeSchema,
  disputeStatsSchema,
  openDisputeBodySchema,
} from '@gamelot/contract/schemas/disputes';
import { orderIdParamsSchema } from '@gamelot/contract/schemas/orders';
import type { OrderDeps } from '../orders/index.ts';
import * as disputes from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** /api/orders/{id}/dispute: the order's two sides and administrators (docs/product.md#disputes). */
export default async function disputeRoutes(app: FastifyInstance) {
  const deps: OrderDeps = { db: app.db, realtime: app.realtime, log: app.log, keyCipher: app.keyCipher };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['disputes'];
  const auth = { onRequest: app.requireUser };

  r.get(
    '/api/orders/:id/dispute',
    {
      ...auth,
      schema: {
        tags,
        summary: "An order's dispute with its messages: buyer, seller or administrator",
        params: orderIdParamsSchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) => disputes.getDispute(deps, request.principal, request.params.id),
  );

  r.post(
    '/api/orders/:id/dispute',
    {
      config: { action: 'dispute.open' },
      schema: {
        tags,
        summary:
          'Buyer: open a dispute on a paid or delivered order, or a completed one under warranty; its money stays held',
        params: orderIdParamsSchema,
        body: openDisputeBodySchema,
        response: { 201: disputeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const dispute = await disputes.openDispute(
        deps,
        request.principal,
        request.params.id,
        request.body.reason,
        app.clock(),
      );
      return reply.status(201).send(dispute);
    },
  );

  r.post(
    '/api/orders/:id/dispute/messages',
    {
      config: { action: 'dispute.message' },
      schema: {
        tags,
        summary: 'Add a message with optional image evidence (uploaded via /api/media/upload/chats)',
        params: orderIdParamsSchema,
        body: disputeMessageBodySchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) =>
      disputes.addMessage(deps, request.principal, request.params.id, request.body, app.clock()),
  );

  r.get(
    '/api/disputes/stats',
    {
      schema: {
        tags,
        summary:
          'Public: median and 90th percentile of the time from opening a dispute to its decision, over the last 90 days',
        response: { 200: disputeStatsSchema },
      },
    },
    async () => disputes.decisionStats(app.db, app.clock()),
  );
}
