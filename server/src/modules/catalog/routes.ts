import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lotIdQuerySchema,
  lotSchema,
  productIdQuerySchema,
  productNameWithLotsSchema,
  productSchema,
  productsByLotsQuerySchema,
} from '@gamelot/contract/schemas/catalog';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { offerIdQuerySchema } from '@gamelot/contract/schemas/offers';
import * as catalog from './service.ts';

/** /api/products/* and /api/lots/*: the public catalogue (docs/product.md#api "Catalogue"). */
export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  const errors = { 400: errorBodySchema, 404: errorBodySchema };

  r.get(
    '/api/products/getAll',
    {
      schema: {
        tags,
        summary: 'Every product (game) by name, with its lots',
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => catalog.getAllProducts(app.db, request.lang),
  );

  r.get(
    '/api/products/get',
    {
      schema: {
        tags,
        summary: 'One product with its attributes and lots',
        querystring: productIdQuerySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => catalog.getProduct(app.db, request.query.id, request.lang),
  );

  r.get(
    '/api/products/getAllNameWithLots',
    {
      schema: {
        tags,
        summary: 'Search data: every product and its lots, names only',
        response: { 200: z.array(productNameWithLotsSchema) },
      },
    },
    async (request) => catalog.getAllNamesWithLots(app.db, request.lang),
  );

  r.get(
    '/api/products/getByOfferId',
    {
      schema: {
        tags,
        summary: 'The product of an offer (the edit page reads its attributes)',
        querystring: offerIdQuerySchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => catalog.getProductByOfferId(app.db, request.query.offerId, request.lang),
  );

  r.get(
    '/api/lots/getAll',
    {
      schema: {
        tags,
        summary: "A product's lots in display order",
        querystring: productsByLotsQuerySchema,
        response: { 200: z.array(lotSchema), ...errors },
      },
    },
    async (request) => catalog.getLotsOfProduct(app.db, request.query.productId, request.lang),
  );

  r.get(
    '/api/lots/get',
    {
      schema: {
        tags,
        summary: 'One lot with its product and pricing attributes (?id or ?lotId)',
        querystring: lotIdQuerySchema,
        response: { 200: lotSchema, ...errors },
      },
    },
    async (request) =>
      catalog.getLot(app.db, (request.query.id ?? request.query.lotId) as number, request.lang),
  );
}
