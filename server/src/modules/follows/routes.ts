import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  checkFollowManyQuerySchema,
  checkFollowQuerySchema,
  followBodySchema,
  followedIdQuerySchema,
  followerIdQuerySchema,
  followersQuerySchema,
  followingQuerySchema,
  followSchema,
  followUserListSchema,
} from '@gamelot/contract/schemas/follows';
import * as follows from './service.ts';

/** /api/followers/*: docs/product.md#api "Favourites and follows" (the follows half). */
export default async function followRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['follows'];
  const readErrors = { 400: errorBodySchema, 404: errorBodySchema };
  const writeErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  r.post(
    '/api/followers/follow',
    {
      config: { action: 'follow.write' },
      schema: {
        tags,
        summary: 'Follow a user as the signed-in user (201 when new, 200 when already following)',
        body: followBodySchema,
        response: { 200: followSchema, 201: followSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, realtime: app.realtime, log: request.log };
      const { follow, created } = await follows.follow(deps, request.principal, request.body);
      return reply.status(created ? 201 : 200).send(follow);
    },
  );

  r.delete(
    '/api/followers/unfollow',
    {
      config: { action: 'follow.write' },
      schema: {
        tags,
        summary: 'Stop following a user (204 whether or not they were followed)',
        body: followBodySchema,
        response: { 204: z.null().describe('Not following'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await follows.unfollow(app.db, request.principal, request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/followers/checkFollow',
    {
      schema: {
        tags,
        summary: 'Whether followerId follows followedId',
        querystring: checkFollowQuerySchema,
        response: { 200: z.boolean(), 400: errorBodySchema },
      },
    },
    async (request) => follows.checkFollow(app.db, request.query.followerId, request.query.followedId),
  );

  r.get(
    '/api/followers/checkFollowMany',
    {
      schema: {
        tags,
        summary: 'Which of up to 50 users followerId follows',
        description:
          'Extension beyond the original API (ADR 0028): followedIds is a comma-separated list of 1 to 50 user ids; ' +
          'the answer lists those followerId follows, in the order asked. The home page checks its six ' +
          'top sellers in one call instead of six.',
        querystring: checkFollowManyQuerySchema,
        response: { 200: z.array(z.number().int()), 400: errorBodySchema },
      },
    },
    async (request) => follows.checkFollowMany(app.db, request.query.followerId, request.query.followedIds),
  );

  r.get(
    '/api/followers/countFollowers',
    {
      schema: {
        tags,
        summary: 'How many users follow followedId',
        querystring: followedIdQuerySchema,
        response: { 200: z.number().int(), ...readErrors },
      },
    },
    async (request) => follows.countFollowers(app.db, request.query.followedId),
  );

  r.get(
    '/api/followers/countFollowing',
    {
      schema: {
        tags,
        summary: 'How many users followerId follows',
        querystring: followerIdQuerySchema,
        response: { 200: z.number().int(), ...readErrors },
      },
    },
    async (request) => follows.countFollowing(app.db, request.query.followerId),
  );

  r.get(
    '/api/followers/getFollowers',
    {
      schema: {
        tags,
        summary: 'Who follows followedId, newest first: a plain array, or a paged result with page/size',
        querystring: followersQuerySchema,
        response: { 200: followUserListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { followedId, ...paging } = request.query;
      return follows.listUsers(app.db, 'followers', followedId, paging);
    },
  );

  r.get(
    '/api/followers/getFollowing',
    {
      schema: {
        tags,
        summary: 'Whom followerId follows, newest first: a plain array, or a paged result with page/size',
        querystring: followingQuerySchema,
        response: { 200: followUserListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { followerId, ...paging } = request.query;
      return follows.listUsers(app.db, 'following', followerId, paging);
    },
  );
}
