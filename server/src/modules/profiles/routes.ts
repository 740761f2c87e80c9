import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { profileUpdateBodySchema, userFullSchema } from '@gamelot/contract/schemas/profiles';
import * as profiles from './service.ts';

/** PATCH /api/profile/update (docs/product.md#api "Users", #screens "Edit profile"). */
export default async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/profile/update',
    {
      config: { action: 'profile.update' },
      schema: {
        tags: ['profiles'],
        summary: "Edit the signed-in user's name and profile; the body id must be theirs",
        body: profileUpdateBodySchema,
        response: {
          200: userFullSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => profiles.updateProfile(app.db, request.principal, request.body),
  );
}
