import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import {
  adminAppealPageSchema,
  adminAppealSchema,
  appealBodySchema,
  appealQuerySchema,
  createReportBodySchema,
  decideAppealBodySchema,
  decideReportBodySchema,
  decisionIdParamsSchema,
  moderationDecisionListSchema,
  moderationDecisionSchema,
  myReportListSchema,
  myReportSchema,
  reportPageSchema,
  reportQuerySchema,
  reportSchema,
} from '@gamelot/contract/schemas/moderation';
import { currentUserId } from '../../plugins/auth.ts';
import * as moderation from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Reports, the moderation history and appeals (docs/product.md#reports-and-moderation). */
export default async function moderationRoutes(app: FastifyInstance) {
  const deps: moderation.ModerationDeps = { db: app.db, realtime: app.realtime, clock: app.clock };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['moderation'];

  r.post(
    '/api/reports',
    {
      config: { action: 'report.create' },
      schema: {
        tags,
        summary: 'Report an offer, a user or a chat message (reason, comment, image evidence)',
        body: createReportBodySchema,
        response: { 201: myReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await moderation.createReport(deps, currentUserId(request), request.body)),
  );

  r.get(
    '/api/reports/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's reports with their outcomes, newest first",
        response: { 200: myReportListSchema, ...errors },
      },
    },
    async (request) => moderation.myReports(deps, currentUserId(request)),
  );

  r.get(
    '/api/moderation/decisions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Moderation decisions about the caller: rule, reason, start, end, appeal',
        response: { 200: moderationDecisionListSchema, ...errors },
      },
    },
    async (request) => moderation.myDecisions(deps, currentUserId(request)),
  );

  r.post(
    '/api/moderation/decisions/:id/appeal',
    {
      config: { action: 'moderation.appeal' },
      schema: {
        tags,
        summary: 'Appeal a decision once: another administrator decides it',
        params: decisionIdParamsSchema,
        body: appealBodySchema,
        response: { 200: moderationDecisionSchema, ...errors },
      },
    },
    async (request) => moderation.appeal(deps, currentUserId(request), request.params.id, request.body.text),
  );

  r.get(
    '/api/admin/reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reports by status (open: earliest deadline first)',
        querystring: reportQuerySchema,
        response: { 200: reportPageSchema, ...errors },
      },
    },
    async (request) =>
      moderation.listReports(deps, request.query.status, request.query.page, request.query.size),
  );

  r.post(
    '/api/admin/reports/:id/decide',
    {
      config: { action: 'admin.decide' },
      schema: {
        tags: ['admin'],
        summary: 'Decide a report: no violation, block the offer or suspend its owner; with rule and reason',
        params: decisionIdParamsSchema,
        body: decideReportBodySchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => moderation.decideReport(deps, currentUserId(request), request.params.id, request.body),
  );

  r.get(
    '/api/admin/appeals',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Appeals by status (pending: earliest deadline first)',
        querystring: appealQuerySchema,
        response: { 200: adminAppealPageSchema, ...errors },
      },
    },
    async (request) =>
      moderation.listAppeals(
        deps,
        currentUserId(request),
        request.query.status,
        request.query.page,
        request.query.size,
      ),
  );

  r.post(
    '/api/admin/appeals/:id/decide',
    {
      config: { action: 'admin.decide' },
      schema: {
        tags: ['admin'],
        summary: 'Decide an appeal (not by the administrator who took the decision): uphold or overturn',
        params: decisionIdParamsSchema,
        body: decideAppealBodySchema,
        response: { 200: adminAppealSchema, ...errors },
      },
    },
    async (request) => moderation.decideAppeal(deps, currentUserId(request), request.params.id, request.body),
  );
}
