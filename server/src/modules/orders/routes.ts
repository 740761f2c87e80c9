import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_SEARCH_MAX, ORDER_STATES } from '@gamelot/contract/orders';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  createOrderBodySchema,
  createOrderErrorSchema,
  deliverBodySchema,
  orderIdParamsSchema,
  orderPageSchema,
  orderSchema,
  revealedKeysSchema,
} from '@gamelot/contract/schemas/orders';
import { pageQuerySchema } from '@gamelot/contract/schemas/paging';
import { line } from '@gamelot/contract/schemas/text';
import { currentUserId } from '../../plugins/auth.ts';
import * as keyOrders from './key-orders.ts';
import { waitLonger } from './deadlines.ts';
import { listOrders } from './order-lists.ts';
import * as orders from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const listQuerySchema = pageQuerySchema.extend({
  /** Comma-separated states to keep, e.g. `paid,delivered`; all when absent. */
  state: line()
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()) : undefined))
    .pipe(z.array(z.enum(ORDER_STATES)).optional()),
  /** An order number (`123` or `#123`) or words of the offer's name (docs/product.md#orders). */
  q: line().max(ORDER_SEARCH_MAX).optional(),
});

const salesQuerySchema = listQuerySchema.extend({
  /** Only the sales of this offer, the caller's own (the offer editor counts the open ones before a delete). */
  offerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** /api/orders (docs/product.md#orders, #keys): Buy Now, the two sides' actions, lists, and the completion sweep. */
export default async function orderRoutes(app: FastifyInstance) {
  const deps: orders.OrderDeps = {
    db: app.db,
    realtime: app.realtime,
    log: app.log,
    keyCipher: app.keyCipher,
    clock: app.clock,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const auth = { onRequest: app.requireUser };

  r.post(
    '/api/orders',
    {
      config: { action: 'order.create' },
      schema: {
        tags,
        summary:
          'Buy Now: pay the confirmed terms from the wallet into escrow (201 new, 200 same idempotency key, 409 orderTermsChanged with the terms now)',
        body: createOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema, ...errors, 409: createOrderErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.createOrder(
        deps,
        currentUserId(request),
        request.body,
        app.clock(),
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  r.get(
    '/api/orders/getCountCompleted',
    {
      schema: {
        tags,
        summary: 'How many orders have completed (home "Completed Orders"); public',
        response: { 200: z.number().int() },
      },
    },
    async () => orders.countCompleted(app.db),
  );

  for (const side of ['purchases', 'sales'] as const) {
    r.get(
      `/api/orders/${side}`,
      {
        ...auth,
        schema: {
          tags,
          summary:
            side === 'purchases'
              ? "The caller's purchases, newest first"
              : "The caller's sales, newest first",
          querystring: side === 'purchases' ? listQuerySchema : salesQuerySchema,
          response: { 200: orderPageSchema, ...errors },
        },
      },
      async (request) =>
        listOrders(deps, request.principal, side === 'purchases' ? 'buyer' : 'seller', {
          page: request.query.page,
          size: request.query.size,
          states: request.query.state,
          q: request.query.q,
          offerId: (request.query as { offerId?: number }).offerId,
        }),
    );
  }

  r.get(
    '/api/orders/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One order: its buyer, its seller or an administrator',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => orders.getOrder(deps, request.principal, request.params.id),
  );

  r.post(
    '/api/orders/:id/deliver',
    {
      config: { action: 'order.deliver' },
      schema: {
        tags,
        summary: 'Seller: mark a paid order delivered, with a message for the buyer',
        params: orderIdParamsSchema,
        body: deliverBodySchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => orders.deliver(deps, request.principal, request.params.id, request.body.message),
  );

  const simple = [
    [
      'cancel',
      'Seller: cancel before delivery; the buyer is refunded in full, stock returns. Buyer: the same, ' +
        'while the seller is suspended or gone (ADR 0032)',
      'order.cancel',
      orders.cancel,
    ],
    [
      'confirm',
      'Buyer: confirm receipt; the seller is paid the price minus the 13% commission',
      'order.confirm',
      orders.confirm,
    ],
    [
      'refund-key',
      'Buyer: refund an unrevealed key within 24 hours of purchase',
      'order.refundKey',
      keyOrders.refundKey,
    ],
    [
      'wait-longer',
      'Buyer: wait longer for a paid order: its delivery deadline moves by its delivery time again, once',
      'order.waitLonger',
      waitLonger,
    ],
  ] as const;
  for (const [path, summary, policyAction, action] of simple) {
    r.post(
      `/api/orders/:id/${path}`,
      {
        config: { action: policyAction },
        schema: { tags, summary, params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } },
      },
      async (request) => action(deps, request.principal, request.params.id, app.clock()),
    );
  }

  r.post(
    '/api/orders/:id/keys/reveal',
    {
      config: { action: 'order.revealKeys' },
      schema: {
        tags,
        summary: "Buyer: show the order's keys; the first reveal is recorded",
        params: orderIdParamsSchema,
        response: { 200: revealedKeysSchema, ...errors },
      },
    },
    async (request) => keyOrders.revealKeys(deps, request.principal, request.params.id),
  );
}
