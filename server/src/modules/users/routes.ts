import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  basicDataQuerySchema,
  fullDataQuerySchema,
  playersPageSchema,
  playersQuerySchema,
  topSellerSchema,
  topSellersQuerySchema,
  userBasicSchema,
  userFullSchema,
} from '@gamelot/contract/schemas/profiles';
import { principalSchema } from '@gamelot/contract/schemas/user';
import * as users from './service.ts';

/** /api/users/*: the users module's HTTP surface (docs/product.md#api "Users"). */
export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const readErrors = { 400: errorBodySchema, 404: errorBodySchema };

  r.get(
    '/api/users/getUserPrincipalData',
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'The signed-in user or guest behind the bearer token',
        response: { 200: principalSchema, 401: errorBodySchema },
      },
    },
    async (request) => users.getPrincipalData(app.db, request.principal),
  );

  r.get(
    '/api/users/getTopByBuyerRating',
    {
      schema: {
        tags,
        summary:
          'Best rated sellers (home "Top Seller"): sellers with 3+ reviews first, then by average rating, review count',
        querystring: topSellersQuerySchema,
        response: { 200: z.array(topSellerSchema), 400: errorBodySchema },
      },
    },
    async (request) => users.getTopByBuyerRating(app.db, request.query.limit),
  );

  r.get(
    '/api/users/getCountAll',
    {
      schema: {
        tags,
        summary: 'How many accounts exist (deleted ones not counted)',
        response: { 200: z.number().int() },
      },
    },
    async () => users.getCountAll(app.db),
  );

  r.get(
    '/api/users/getBasicData',
    {
      schema: {
        tags,
        summary: "A user's name and picture; a deleted account answers as 'Deleted user'",
        querystring: basicDataQuerySchema,
        response: { 200: userBasicSchema, ...readErrors },
      },
    },
    async (request) => users.getBasicData(app.db, request.query.id),
  );

  r.get(
    '/api/users/getFullData',
    {
      schema: {
        tags,
        summary: 'A public profile (without id: the caller). The e-mail only for its owner; 404 once deleted',
        querystring: fullDataQuerySchema,
        response: { 200: userFullSchema, 401: errorBodySchema, ...readErrors },
      },
    },
    async (request) => users.getFullData(app.db, request.principal, request.query.id),
  );

  r.get(
    '/api/users/getAllBasicData',
    {
      schema: {
        tags,
        summary: 'Players: every live account, newest first by default',
        querystring: playersQuerySchema,
        response: { 200: playersPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => users.getAllBasicData(app.db, request.query),
  );
}
