import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFailedWorkSchema,
  adminOfferPageSchema,
  adminOfferQuerySchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminWithdrawalPageSchema,
  disputeListQuerySchema,
  moderationReasonBodySchema,
  reasonBodySchema,
  resolveDisputeBodySchema,
  withdrawalListQuerySchema,
} from '@gamelot/contract/schemas/admin';
import { disputePageSchema, disputeSchema } from '@gamelot/contract/schemas/disputes';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { orderIdParamsSchema } from '@gamelot/contract/schemas/orders';
import { withdrawalSchema } from '@gamelot/contract/schemas/wallet';
import { currentUserId } from '../../plugins/auth.ts';
import * as disputes from '../disputes/index.ts';
import type { OrderDeps } from '../orders/index.ts';
import * as admin from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParams = orderIdParamsSchema;
const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

/** /api/admin/*: administrators only (role ADMIN, `npm run admin:create`), docs/product.md#disputes. */
export default async function adminRoutes(app: FastifyInstance) {
  const deps: OrderDeps = { db: app.db, realtime: app.realtime, log: app.log, keyCipher: app.keyCipher };
  const moderationDeps = { db: app.db, realtime: app.realtime, clock: app.clock };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Reads: administrators (requireAdmin); decisions: the policy's admin.decide (policy/actions.ts).
  const auth = { onRequest: app.requireAdmin };

  r.get(
    '/api/admin/jobs',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Timed jobs and domain events that failed after their last retry, newest first',
        response: { 200: adminFailedWorkSchema, ...errors },
      },
    },
    async () => {
      const [jobs, events] = await Promise.all([app.scheduler.failed(), app.outbox.failed()]);
      return {
        jobs: jobs.map((j) => ({
          ...j,
          createdOn: j.createdOn.toISOString(),
          failedOn: j.failedOn?.toISOString() ?? null,
        })),
        events: events.map((e) => ({
          id: e.id,
          type: e.type,
          attempts: e.attempts,
          lastError: e.lastError,
          createdAt: e.createdAt.toISOString(),
          failedAt: e.failedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  r.get(
    '/api/admin/disputes',
    {
      ...auth,
      schema: {
        tags,
        summary: "Disputes by status (open: the seller's answer deadline soonest first)",
        querystring: disputeListQuerySchema,
        response: { 200: disputePageSchema, ...errors },
      },
    },
    async (request) =>
      disputes.listDisputes(app.db, request.query.status, request.query.page, request.query.size),
  );

  r.post(
    '/api/admin/disputes/:id/resolve',
    {
      config: { action: 'admin.decide' },
      schema: {
        tags,
        summary:
          'Resolve a dispute: refund the buyer, release to the seller, or split; with the rule it applies and a reason',
        params: idParams,
        body: resolveDisputeBodySchema,
        response: { 200: disputeSchema, ...errors },
      },
    },
    async (request) =>
      disputes.resolve(deps, currentUserId(request), request.params.id, request.body, app.clock()),
  );

  r.get(
    '/api/admin/withdrawals',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Withdrawal requests by status (pending: oldest first)',
        querystring: withdrawalListQuerySchema,
        response: { 200: adminWithdrawalPageSchema, ...errors },
      },
    },
    async (request) =>
      admin.listWithdrawals(deps, request.query.status, request.query.page, request.query.size),
  );

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    r.post(
      `/api/admin/withdrawals/:id/${path}`,
      {
        config: { action: 'admin.decide' },
        schema: {
          tags,
          summary:
            decision === 'approved'
              ? 'Approve a withdrawal: the held money is paid out'
              : 'Reject a withdrawal: the held money returns to the wallet',
          params: idParams,
          body: reasonBodySchema,
          response: { 200: withdrawalSchema, ...errors },
        },
      },
      async (request) =>
        admin.decideWithdrawal(
          deps,
          currentUserId(request),
          request.params.id,
          decision,
          request.body.reason,
        ),
    );
  }

  r.get(
    '/api/admin/users',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Users, newest first, by name or e-mail and suspension',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) =>
      admin.listUsers(
        deps,
        { query: request.query.query, suspended: flag(request.query.suspended) },
        request.query.page,
        request.query.size,
      ),
  );

  for (const [path, suspend] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    r.post(
      `/api/admin/users/:id/${path}`,
      {
        config: { action: 'admin.decide' },
        schema: {
          tags,
          summary: suspend ? 'Suspend a user: they may sign in and read, not act' : 'Lift a suspension',
          params: idParams,
          body: moderationReasonBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await admin.setSuspended(
          moderationDeps,
          currentUserId(request),
          request.params.id,
          suspend,
          request.body.reason,
          request.body.rule ?? null,
        );
        return reply.status(204).send(null);
      },
    );
  }

  r.get(
    '/api/admin/offers',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Offers, newest first, by name and blocked state',
        querystring: adminOfferQuerySchema,
        response: { 200: adminOfferPageSchema, ...errors },
      },
    },
    async (request) =>
      admin.listOffers(
        deps,
        { query: request.query.query, blocked: flag(request.query.blocked) },
        request.query.page,
        request.query.size,
      ),
  );

  for (const [path, block] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    r.post(
      `/api/admin/offers/:id/${path}`,
      {
        config: { action: 'admin.decide' },
        schema: {
          tags,
          summary: block ? 'Block an offer: it leaves the market, keeps its history' : 'Unblock an offer',
          params: idParams,
          body: moderationReasonBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await admin.setBlocked(
          moderationDeps,
          currentUserId(request),
          request.params.id,
          block,
          request.body.reason,
          request.body.rule ?? null,
        );
        return reply.status(204).send(null);
      },
    );
  }
}
