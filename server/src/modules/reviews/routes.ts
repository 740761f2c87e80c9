import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  reviewSchema,
  reviewsByOfferQuerySchema,
  sellerStatsQuerySchema,
  sellerStatsSchema,
  storeRatingSchema,
} from '@gamelot/contract/schemas/reviews';
import * as reviews from './service.ts';

/** /api/reviews/getAllByOfferId, getSellerStats and getStoreRating (docs/product.md#api "Reviews"). */
export default async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const errors = { 400: errorBodySchema, 404: errorBodySchema };

  r.get(
    '/api/reviews/getAllByOfferId',
    {
      schema: {
        tags,
        summary: "An offer's reviews, newest first (at most 100), with buyer and offer",
        querystring: reviewsByOfferQuerySchema,
        response: { 200: z.array(reviewSchema), ...errors },
      },
    },
    async (request) => reviews.getAllByOfferId(app.db, request.query.offerId),
  );

  r.get(
    '/api/reviews/getSellerStats',
    {
      schema: {
        tags,
        summary:
          "A seller's trust figures: average rating (1–10) and review count, response rate and median " +
          'first-response time over 90 days, on-time delivery rate, completed deals, disputes lost, ' +
          'refund rate, each with its cases (null rates without cases), and the level',
        querystring: sellerStatsQuerySchema,
        response: { 200: sellerStatsSchema, ...errors },
      },
    },
    async (request) => reviews.getSellerStats(app.db, request.query.sellerId, app.clock()),
  );

  r.get(
    '/api/reviews/getStoreRating',
    {
      schema: {
        tags,
        summary:
          'The store rating: the mean of every review on the site (1–10, null without any) and their number',
        response: { 200: storeRatingSchema },
      },
    },
    async () => reviews.getStoreRating(app.db),
  );
}
