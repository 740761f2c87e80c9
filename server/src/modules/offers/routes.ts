import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema } from '@gamelot/contract/schemas/paging';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  createOfferBodySchema,
  offerCardSchema,
  offerFindQuerySchema,
  offerFindResultSchema,
  offerIdBodySchema,
  offerIdQuerySchema,
  offerNameQuerySchema,
  offerSchema,
  offerSearchBodySchema,
  offerSearchPageSchema,
  offerSearchQuerySchema,
  offerWithProductSchema,
  updateOfferBodySchema,
  userIdBodySchema,
  userIdQuerySchema,
  userOffersQuerySchema,
} from '@gamelot/contract/schemas/offers';
import { followedSearchCache } from './search-cache.ts';
import * as offerSearch from './search-service.ts';
import * as offers from './service.ts';

/** /api/offers/*: docs/product.md#api "Offers". Reads are public; writes need a signed-in user (not a guest). */
export default async function offerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const searchCache = followedSearchCache(app.database.notifications);
  app.addHook('onClose', async () => searchCache.close());
  const count = z.number().int();
  const readErrors = { 400: errorBodySchema, 404: errorBodySchema };
  const writeErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  r.get(
    '/api/offers/getCountAllByActiveTrue',
    { schema: { tags, summary: 'How many offers are active (home stats)', response: { 200: count } } },
    async () => offers.countActive(app.db),
  );

  r.get(
    '/api/offers/get',
    {
      schema: {
        tags,
        summary: 'One offer',
        querystring: offerIdQuerySchema,
        response: { 200: offerSchema, ...readErrors },
      },
    },
    async (request) => offers.getOffer(app.db, request.query.offerId, request.lang),
  );

  r.get(
    '/api/offers/getWithProduct',
    {
      schema: {
        tags,
        summary: 'One offer with its whole product',
        querystring: offerIdQuerySchema,
        response: { 200: offerWithProductSchema, ...readErrors },
      },
    },
    async (request) => offers.getOfferWithProduct(app.db, request.query.offerId, request.lang),
  );

  r.get(
    '/api/offers/getName',
    {
      schema: {
        tags,
        summary: "An offer's name, as a JSON string",
        querystring: offerNameQuerySchema,
        response: { 200: z.string(), ...readErrors },
      },
    },
    // Fastify sends a string payload as is (text/plain, unserialised); the original client expects JSON.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await offers.getOfferName(app.db, request.query.id))),
  );

  r.get(
    '/api/offers/getCountByUserIdAndActiveTrue',
    {
      schema: {
        tags,
        summary: "How many of a user's offers are active",
        querystring: userIdQuerySchema,
        response: { 200: count, 400: errorBodySchema },
      },
    },
    async (request) => offers.countByUser(app.db, request.query.userId, true),
  );

  r.get(
    '/api/offers/getCountByUserId',
    {
      schema: {
        tags,
        summary: 'How many offers a user has (inactive included)',
        querystring: userIdQuerySchema,
        response: { 200: count, 400: errorBodySchema },
      },
    },
    async (request) => offers.countByUser(app.db, request.query.userId, false),
  );

  r.post(
    '/api/offers/search',
    {
      config: { action: 'offer.search' },
      schema: {
        tags,
        summary:
          'The lot page: active offers of a lot, filtered, sorted and paged in SQL; 204 when none match',
        description:
          'Extension beyond the original API (ADR 0006, 0035): priceMin/priceMax (roubles per unit, commission ' +
          'included), attributes (list attributes, {Server: "EU"}, null or "" = any), ranges (numeric ' +
          'attributes, inclusive) and sort (rating_desc = seller rating then newest, price_asc, price_desc, ' +
          'by the price per unit) apply to the whole result. A filter on an attribute the product does not ' +
          'declare is a 400. totalIsEstimate marks a total estimated from kept counters. Cards carry seller ' +
          '{id, name, imageUrl} and sellerRating. Pages are kept until the database announces a change to ' +
          'their lot (ADR 0024). ' +
          "q searches the offers' texts (ADR 0036: word forms, small typos) and puts highlight on each " +
          'card; sort relevance ranks the matches.',
        querystring: offerSearchQuerySchema,
        body: offerSearchBodySchema,
        response: {
          200: offerSearchPageSchema,
          204: z.null().describe('No offer matches'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { page, size } = request.query;
      const { cache } = searchCache;
      const memo = {
        cursors: cache.cursors(body.lotId, offerSearch.searchCursorKey(body, size)),
        lot: <T>(lotId: number, load: () => Promise<T>) => cache.lot(lotId, load),
      };
      let loaded = false;
      // The cards name their lot in the request's language: kept per language (ADR 0066).
      const key = `${request.lang}:${offerSearch.searchKey(body, page, size)}`;
      const json = await cache.get(body.lotId, key, async () => {
        loaded = true;
        const result = await offerSearch.search(app.db, body, page, size, request.lang, memo);
        // The zod serializer of this route (app.ts) returns a string.
        return result === null ? null : (reply.serialize(result) as string);
      });
      // Whether this answer was read from the kept pages (or a load another request started): the
      // benchmark counts the share served from memory (docs/performance.md).
      reply.header('x-cache', loaded ? 'miss' : 'hit');
      if (json === null) return reply.status(204).send(null);
      // Already serialised by this route's schema: a JSON string is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get(
    '/api/offers/find',
    {
      schema: {
        tags,
        summary: 'The top bar: the offers across every lot that best match a text, highlighted (ADR 0036)',
        querystring: offerFindQuerySchema,
        response: { 200: offerFindResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => offerSearch.find(app.db, request.query.q, request.query.limit, request.lang),
  );

  r.post(
    '/api/offers/searchAllByUser',
    {
      config: { action: 'offer.search' },
      schema: {
        tags,
        summary: "A user's offers, inactive included, newest first (sort=createdAt,desc)",
        querystring: userOffersQuerySchema,
        body: userIdBodySchema,
        response: { 200: pagedSchema(offerCardSchema), 400: errorBodySchema },
      },
    },
    async (request) => {
      const { page, size, sort } = request.query;
      return offers.searchAllByUser(app.db, request.body.userId, page, size, sort, request.lang);
    },
  );

  r.post(
    '/api/offers/create',
    {
      config: { action: 'offer.create' },
      schema: {
        tags,
        summary: 'Create an offer as the signed-in user (body userId must be that user)',
        body: createOfferBodySchema,
        response: { 201: offerSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await offers.createOffer(app.db, request.principal, request.body, request.lang)),
  );

  r.patch(
    '/api/offers/update',
    {
      config: { action: 'offer.update' },
      schema: {
        tags,
        summary: 'Edit your offer; price is derived from originalPrice, active from availability',
        body: updateOfferBodySchema,
        response: { 200: offerSchema, ...writeErrors },
      },
    },
    async (request) => offers.updateOffer(app.db, request.principal, request.body, request.lang),
  );

  r.delete(
    '/api/offers/delete',
    {
      config: { action: 'offer.delete' },
      schema: {
        tags,
        summary: 'Delete your offer (ADR 0007)',
        body: offerIdBodySchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await offers.deleteOffer(app.db, request.principal, request.body.id);
      return reply.status(204).send(null);
    },
  );
}
