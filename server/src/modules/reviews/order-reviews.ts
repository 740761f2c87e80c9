import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { orderIdParamsSchema } from '@gamelot/contract/schemas/orders';
import {
  orderReviewBodySchema,
  reviewReplyBodySchema,
  reviewSchema,
  type Review,
} from '@gamelot/contract/schemas/reviews';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { currentUserId, type Principal } from '../../plugins/auth.ts';
import { emit } from '../../events/outbox.ts';
import * as orderRepo from '../orders/index.ts';
import * as repo from './repository.ts';
import { toReview } from './presenter.ts';

/**
 * Reviews of orders (docs/product.md#reviews): only the buyer of a completed order writes one, once (rating 1–10
 * and a comment); the seller replies once. The seller's rating is refreshed in the same
 * transaction (ADR 0006). A review stays whatever happens to the order later.
 */

type Deps = { db: Db; log: FastifyInstance['log'] };

async function reviewView(deps: Deps, id: number): Promise<Review> {
  const row = await repo.findWithPeople(deps.db, id);
  if (!row) throw notFound('reviewNotFound');
  return toReview(row);
}

/**
 * The review of an order, for its buyer, its seller (who replies to it) or an administrator;
 * 404 until the buyer has written one.
 */
export async function reviewOfOrder(
  deps: Deps,
  principal: Principal | null,
  orderId: number,
): Promise<Review> {
  const o = await orderRepo.findView(deps.db, orderId);
  if (!o) throw notFound('orderNotFound');
  if (!orderRepo.roleOf(o, principal)) throw forbidden();
  if (o.reviewId === null) throw notFound('reviewNotFound');
  return reviewView(deps, Number(o.reviewId));
}

export async function reviewOrder(
  deps: Deps,
  buyerId: number,
  orderId: number,
  body: { rating: number; comment: string },
): Promise<Review> {
  const review = await deps.db.transaction(async (tx) => {
    const o = await orderRepo.lockOrder(tx, orderId);
    if (!o) throw notFound('orderNotFound');
    if (o.buyerId !== buyerId) throw forbidden('reviewOnlyCompleted');
    if (o.state !== 'completed') throw conflict('reviewOnlyCompleted');
    const row = await repo.insertOrderReview(tx, {
      orderId: o.id,
      buyerId,
      sellerId: o.sellerId,
      offerId: o.offerId,
      offerName: o.offerName,
      rating: body.rating,
      comment: body.comment,
    });
    if (!row) throw conflict('reviewExists');
    await repo.refreshSellerRating(tx, o.sellerId);
    await emit(tx, 'review.posted', {
      reviewId: row.id,
      orderId: o.id,
      buyerId,
      sellerId: o.sellerId,
      rating: row.rating,
    });
    return row;
  });
  return reviewView(deps, review.id);
}

export async function replyToReview(
  deps: Deps,
  sellerId: number,
  orderId: number,
  reply: string,
): Promise<Review> {
  const id = await deps.db.transaction(async (tx) => {
    const o = await orderRepo.lockOrder(tx, orderId);
    if (!o) throw notFound('orderNotFound');
    if (o.sellerId !== sellerId) throw forbidden();
    const review = await repo.lockByOrder(tx, orderId);
    if (!review) throw notFound('reviewNotFound');
    if (review.sellerReply !== null) throw conflict('reviewReplyExists');
    await repo.setReply(tx, review.id, reply);
    await emit(tx, 'review.replied', { reviewId: review.id, orderId: o.id, buyerId: o.buyerId, sellerId });
    return review.id;
  });
  return reviewView(deps, id);
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export default async function orderReviewRoutes(app: FastifyInstance) {
  const deps: Deps = { db: app.db, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  r.get(
    '/api/orders/:id/review',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The order's review: its buyer, its seller or an administrator (404 until written)",
        params: orderIdParamsSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => reviewOfOrder(deps, request.principal, request.params.id),
  );

  r.post(
    '/api/orders/:id/review',
    {
      config: { action: 'order.review' },
      schema: {
        tags,
        summary: 'Buyer: review a completed order, once (rating 1–10, comment)',
        params: orderIdParamsSchema,
        body: orderReviewBodySchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewOrder(deps, currentUserId(request), request.params.id, request.body)),
  );

  r.post(
    '/api/orders/:id/review/reply',
    {
      config: { action: 'order.replyReview' },
      schema: {
        tags,
        summary: "Seller: reply once to the buyer's review of this order",
        params: orderIdParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => replyToReview(deps, currentUserId(request), request.params.id, request.body.reply),
  );
}
