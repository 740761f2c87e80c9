import multipart from '@fastify/multipart';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { uploadBodySchema, uploadParamsSchema, uploadResponseSchema } from '@gamelot/contract/schemas/media';
import { AppError } from '../../errors.ts';
import { multipartLimits, readUploads } from './multipart.ts';
import { uploadMedia } from './service.ts';
import type { MediaStore } from './storage.ts';

/** Upload requests per user a minute: a chat of attachments is a few, a runaway script is stopped. */
export const UPLOADS_PER_MINUTE = 20;

/**
 * /api/media/*: uploads (docs/product.md#api "Media"). Registered without fastify-plugin, so the multipart
 * parser exists for these routes only; everywhere else a multipart body stays a 415.
 */
export default async function mediaRoutes(app: FastifyInstance, opts: { store: MediaStore }) {
  const { store } = opts;
  await app.register(multipart, { limits: multipartLimits });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/media/upload/:target',
    {
      config: {
        action: 'media.upload',
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: uploaderKey,
          errorResponseBuilder: () => new AppError(429, 'tooManyUploads'),
        },
      },
      schema: {
        tags: ['media'],
        summary: 'Upload images (and, to chats, PDFs): multipart field "files", at most 5 files of 5 MB',
        consumes: ['multipart/form-data'],
        params: uploadParamsSchema,
        body: uploadBodySchema,
        response: {
          200: uploadResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => uploadMedia(store, request.params.target, await readUploads(request)),
  );
}

/**
 * Counted per user (the auth hook has read the token by the time the limiter runs), so one account
 * cannot spread its uploads over many addresses; callers without a token are counted per address.
 */
function uploaderKey(request: FastifyRequest): string {
  const p = request.principal;
  if (p?.kind === 'user') return `media-upload:user:${p.id}`;
  if (p?.kind === 'guest') return `media-upload:guest:${p.guestId}`;
  return `media-upload:ip:${normalizeIP(request.ip)}`;
}
