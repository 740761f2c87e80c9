import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kopecksToRoubles } from '@gamelot/contract/rules';
import { errorBodySchema } from '@gamelot/contract/schemas/error';
import { line, text } from '@gamelot/contract/schemas/text';
import { paymentIdParamsSchema, paymentSchema, topUpBodySchema } from '@gamelot/contract/schemas/wallet';
import { badRequest, notFound, unauthorized } from '../../errors.ts';
import { currentUserId } from '../../plugins/auth.ts';
import * as payments from './service.ts';
import {
  SIGNATURE_HEADER,
  TEST_PROVIDER,
  newEventId,
  paymentPage,
  signWebhook,
  verifyWebhook,
  webhookEventSchema,
  type WebhookEvent,
} from './test-provider.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const WEBHOOK_PATH = '/api/payments/webhooks/test';

/**
 * Top-ups (docs/product.md#wallet): the user's calls, the test provider's payment page, and the webhook the
 * provider calls back. ADR 0021.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const deps: payments.PaymentDeps = {
    db: app.db,
    realtime: app.realtime,
    log: app.log,
    provider: app.config.payments?.provider,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  r.post(
    '/api/wallet/top-ups',
    {
      config: { action: 'wallet.topUp' },
      schema: {
        tags,
        summary: 'Start a top-up: returns the payment page to open (201 new, 200 same idempotency key)',
        body: topUpBodySchema,
        response: {
          200: paymentSchema,
          201: paymentSchema,
          409: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { payment, created } = await payments.createTopUp(deps, currentUserId(request), request.body);
      return reply.status(created ? 201 : 200).send(payment);
    },
  );

  r.get(
    '/api/wallet/top-ups/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One of the caller's top-ups, to follow its status",
        params: paymentIdParamsSchema,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => payments.getPayment(deps, currentUserId(request), request.params.id),
  );

  const secret = app.config.payments?.webhookSecret;
  if (!secret) return;

  // The test provider's side: its payment page and what its Pay / Decline buttons do.
  r.get(
    '/pay/test/:id',
    {
      schema: {
        hide: true,
        params: paymentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const intent = await payments.findIntent(deps, request.params.id);
      if (!intent || intent.provider !== TEST_PROVIDER) throw notFound('paymentNotFound');
      const page = paymentPage({
        id: intent.id,
        amountRoubles: kopecksToRoubles(intent.amountKopecks).toFixed(2),
        status: intent.status,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  await app.register(async (provider) => {
    provider.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    provider.withTypeProvider<ZodTypeProvider>().post(
      '/pay/test/:id',
      {
        schema: {
          hide: true,
          params: paymentIdParamsSchema,
          body: z.object({ outcome: z.enum(['pay', 'decline']) }).loose(),
        },
      },
      async (request, reply) => {
        const intent = await payments.findIntent(deps, request.params.id);
        if (!intent || intent.provider !== TEST_PROVIDER) throw notFound('paymentNotFound');
        if (intent.status === 'pending') {
          const event: WebhookEvent = {
            id: newEventId(),
            type: request.body.outcome === 'pay' ? 'payment.succeeded' : 'payment.declined',
            paymentId: intent.id,
            amountKopecks: intent.amountKopecks,
            createdAt: new Date().toISOString(),
          };
          const raw = JSON.stringify(event);
          // The provider calls our webhook as it would over the network; in-process, so it works
          // behind any proxy and in tests, through the same route, parser and signature check.
          const res = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, raw) },
            payload: raw,
          });
          if (res.statusCode >= 300)
            request.log.error({ status: res.statusCode, body: res.body }, 'webhook refused');
        }
        return reply.redirect(`/wallet?payment=${encodeURIComponent(intent.id)}`, 303);
      },
    );
  });

  // Our side: the webhook. The raw body is kept as sent: the signature covers its exact bytes.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );
    hook.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        config: { action: 'payment.webhook' },
        schema: {
          tags: ['payments'],
          summary: 'Test provider webhook: HMAC-SHA256 signed, idempotent by event id',
          headers: z.object({ [SIGNATURE_HEADER]: line().optional() }).loose(),
          body: text(),
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => {
        const header = request.headers[SIGNATURE_HEADER];
        const verified = verifyWebhook(secret, request.body, typeof header === 'string' ? header : undefined);
        if (!verified.ok) {
          throw unauthorized(verified.reason === 'stale' ? 'webhookStale' : 'webhookSignatureInvalid');
        }
        let event: WebhookEvent;
        try {
          event = webhookEventSchema.parse(JSON.parse(request.body));
        } catch {
          throw badRequest('webhookPayloadInvalid');
        }
        const outcome = await payments.applyEvent(deps, TEST_PROVIDER, event);
        return { received: true as const, outcome };
      },
    );
  });
}
