import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  addKeysBodySchema,
  offerKeyStockSchema,
  orderIdParamsSchema,
} from '@gamelot/contract/schemas/orders';
import { currentUserId } from '../../plugins/auth.ts';
import type { KeyCipher } from './crypto.ts';
import * as keys from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts and decrypts sellers' keys at rest (keys/crypto.ts). */
    keyCipher: KeyCipher;
  }
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** /api/offers/{id}/keys: the owner's stock of keys for automatic delivery (docs/product.md#keys). */
export default async function keyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/offers/:id/keys',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The owner's stock of keys for an offer (counts only; keys are never listed)",
        params: orderIdParamsSchema,
        response: { 200: offerKeyStockSchema, ...errors },
      },
    },
    async (request) => keys.getStock(app.db, currentUserId(request), request.params.id),
  );

  r.post(
    '/api/offers/:id/keys',
    {
      config: { action: 'offer.addKeys' },
      schema: {
        tags,
        summary: 'Add keys (one per line) for automatic delivery; availability follows the stock',
        params: orderIdParamsSchema,
        body: addKeysBodySchema,
        response: { 200: offerKeyStockSchema, ...errors },
      },
    },
    async (request) =>
      keys.addKeys(app.db, app.keyCipher, currentUserId(request), request.params.id, request.body.keys),
  );
}
