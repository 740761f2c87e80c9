import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { pageQuerySchema } from '@gamelot/contract/schemas/paging';
import {
  walletHistorySchema,
  walletSchema,
  withdrawalBodySchema,
  withdrawalPageSchema,
  withdrawalSchema,
} from '@gamelot/contract/schemas/wallet';
import { currentUserId } from '../../plugins/auth.ts';
import * as wallet from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /api/wallet: the caller's own wallet only; there is no userId to give. */
export default async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const auth = { onRequest: app.requireUser };

  r.get(
    '/api/wallet',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's balance, held funds and money in escrow",
        response: { 200: walletSchema, ...errors },
      },
    },
    async (request) => wallet.getWallet(app.db, currentUserId(request), app.config.payments?.provider),
  );

  r.get(
    '/api/wallet/history',
    {
      ...auth,
      schema: {
        tags,
        summary: "Movements of the caller's wallet and held funds, newest first",
        querystring: pageQuerySchema,
        response: { 200: walletHistorySchema, ...errors },
      },
    },
    async (request) => wallet.history(app.db, currentUserId(request), request.query.page, request.query.size),
  );

  r.post(
    '/api/wallet/withdrawals',
    {
      config: { action: 'wallet.withdraw', stepUp: true },
      schema: {
        tags,
        summary:
          'Request a withdrawal (needs step-up): held until an administrator decides (201 new, 200 same key)',
        body: withdrawalBodySchema,
        response: { 200: withdrawalSchema, 201: withdrawalSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { withdrawal, created } = await wallet.requestWithdrawal(
        app.db,
        currentUserId(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(withdrawal);
    },
  );

  r.get(
    '/api/wallet/withdrawals',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's withdrawal requests, newest first",
        querystring: pageQuerySchema,
        response: { 200: withdrawalPageSchema, ...errors },
      },
    },
    async (request) =>
      wallet.listWithdrawals(app.db, currentUserId(request), request.query.page, request.query.size),
  );
}
