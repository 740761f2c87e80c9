import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pagedSchema } from '@gamelot/contract/schemas/paging';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { sellerReviewsBodySchema, sellerReviewsQuerySchema } from '@gamelot/contract/schemas/profiles';
import { reviewSchema } from '@gamelot/contract/schemas/reviews';
import { listSellerReviews } from './service.ts';

/**
 * POST /api/reviews/searchAllBySellerId (docs/product.md#api "Reviews"): the profile page's reviews.
 */
export default async function sellerReviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reviews/searchAllBySellerId',
    {
      config: { action: 'review.list' },
      schema: {
        tags: ['reviews'],
        summary: "A seller's reviews, paged, newest first by default, with buyer and offer",
        querystring: sellerReviewsQuerySchema,
        body: sellerReviewsBodySchema,
        response: { 200: pagedSchema(reviewSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => listSellerReviews(app.db, request.body.sellerId, request.query),
  );
}
