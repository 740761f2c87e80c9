import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '@gamelot/contract/schemas/paging';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  favoriteBodySchema,
  favoriteQuerySchema,
  favoriteSchema,
  topLikedItemSchema,
  topLikedOfferSchema,
  topLikedQuerySchema,
} from '@gamelot/contract/schemas/favorites';
import { offerCardSchema, userIdBodySchema, userIdQuerySchema } from '@gamelot/contract/schemas/offers';
import * as favorites from './service.ts';

/** /api/favoriteOffers/*: docs/product.md#api "Favourites and follows" (the favourites half). */
export default async function favoriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourites'];
  const writeErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  r.get(
    '/api/favoriteOffers/getTopLikedOfferIds',
    {
      schema: {
        tags,
        summary: 'Most favourited active offers (home "Best Offers")',
        querystring: topLikedQuerySchema,
        response: { 200: z.array(topLikedItemSchema), 400: errorBodySchema },
      },
    },
    async (request) => favorites.topLiked(app.db, request.query.limit),
  );

  r.get(
    '/api/favoriteOffers/getTopLikedOffers',
    {
      schema: {
        tags,
        summary: 'The home "Best Offers" cards: most favourited active offers with what a card shows',
        description:
          'Extension beyond the original API (ADR 0025): the ranking of getTopLikedOfferIds (same limit, same ' +
          "order: most liked first, ties to the newer offer) with each offer's card (id, name, price in " +
          'roubles, pictureUrl, likeCount, lot {id, name, product {id, name}}, seller {id, name}), so ' +
          'the home page needs one request instead of one per offer and per seller.',
        querystring: topLikedQuerySchema,
        response: { 200: z.array(topLikedOfferSchema), 400: errorBodySchema },
      },
    },
    async (request) => favorites.topLikedOffers(app.db, request.query.limit, request.lang),
  );

  r.get(
    '/api/favoriteOffers/checkIfExist',
    {
      schema: {
        tags,
        summary: 'Whether a user favourited an offer',
        querystring: favoriteQuerySchema,
        response: { 200: z.boolean(), 400: errorBodySchema },
      },
    },
    async (request) => favorites.checkIfExist(app.db, request.query.userId, request.query.offerId),
  );

  r.get(
    '/api/favoriteOffers/getCountByUserId',
    {
      schema: {
        tags,
        summary: 'How many offers a user favourited',
        querystring: userIdQuerySchema,
        response: { 200: z.number().int(), 400: errorBodySchema },
      },
    },
    async (request) => favorites.countByUser(app.db, request.query.userId),
  );

  r.post(
    '/api/favoriteOffers/getAllByUserId',
    {
      config: { action: 'favorite.list' },
      schema: {
        tags,
        summary: "A user's favourite offers, most recent first",
        querystring: pageQuerySchema,
        body: userIdBodySchema,
        response: { 200: pagedSchema(offerCardSchema), 400: errorBodySchema },
      },
    },
    async (request) =>
      favorites.listByUser(app.db, request.body.userId, request.query.page, request.query.size, request.lang),
  );

  r.post(
    '/api/favoriteOffers/add',
    {
      config: { action: 'favorite.write' },
      schema: {
        tags,
        summary: 'Favourite an offer (201 when added, 200 when it already was)',
        body: favoriteBodySchema,
        response: { 200: favoriteSchema, 201: favoriteSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await favorites.addFavorite(app.db, request.principal, request.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  r.delete(
    '/api/favoriteOffers/delete',
    {
      config: { action: 'favorite.write' },
      schema: {
        tags,
        summary: 'Remove a favourite (204 whether or not it existed)',
        body: favoriteBodySchema,
        response: { 204: z.null().describe('Removed'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await favorites.removeFavorite(app.db, request.principal, request.body);
      return reply.status(204).send(null);
    },
  );
}
