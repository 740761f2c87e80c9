import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  unsubscribeBodySchema,
  unsubscribeErrorSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
} from '@gamelot/contract/schemas/mail';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { unsubscribe, unsubscribeState } from './email.ts';

/**
 * One-click unsubscribe from notification mail (RFC 8058, docs/decisions/0056-notification-mail.md).
 * The mail's List-Unsubscribe names `POST /api/mail/unsubscribe?token=…`, which mail clients post
 * form-encoded (`List-Unsubscribe=One-Click`): that parser is registered for these routes only.
 * The signed token is the proof, no session is needed. GET answers what the link stops, for the
 * web page /unsubscribe, and sends a browser (a mail client that opens the link instead of posting)
 * to that page; it never changes anything (link scanners open links).
 */
export default async function unsubscribeRoutes(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.signInRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `unsubscribe-ip:${normalizeIP(request.ip)}`,
  });
  const perIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(429, 'tooManyAttempts');
  };
  const tags = ['mail'];

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/mail/unsubscribe',
      {
        onRequest: perIp,
        schema: {
          tags,
          summary:
            "What an unsubscribe link stops: a notification type's e-mail, and whether it is on (a browser asking for HTML is sent to the /unsubscribe page)",
          querystring: unsubscribeQuerySchema,
          response: {
            200: unsubscribeStateSchema,
            303: z.null().describe('To the web page /unsubscribe?token=…'),
            400: unsubscribeErrorSchema,
            429: unsubscribeErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        if (prefersHtml(request.headers.accept)) {
          return reply.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
        }
        return unsubscribeState(app.notificationMail, app.db, token);
      },
    );

    r.post(
      '/api/mail/unsubscribe',
      {
        config: { action: 'mail.unsubscribe' },
        onRequest: perIp,
        schema: {
          tags,
          summary:
            'One-click unsubscribe (RFC 8058): body List-Unsubscribe=One-Click, form-encoded or JSON; that type stops coming by e-mail',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          response: { 200: unsubscribeStateSchema, 400: unsubscribeErrorSchema, 429: unsubscribeErrorSchema },
        },
      },
      async (request) => unsubscribe(app.notificationMail, app.db, request.query.token),
    );
  });
}

/** A browser navigating asks for text/html first; the web app's fetch asks for JSON. */
function prefersHtml(accept: string | undefined): boolean {
  return accept !== undefined && /^\s*text\/html\b/i.test(accept);
}
