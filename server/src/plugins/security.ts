import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Security headers for every response, and the rate limiter. The limiter is registered with
 * global: false and switched on per route: a global one would also throttle the WebSocket upgrade.
 */
export default fp(async function security(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; redisPrefix: string },
) {
  // helmet's middleware is built once here: @fastify/helmet rebuilt it, parsing the policy, on every
  // request, a tenth of a cached search's CPU (ADR 0026).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );

  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    // REDIS_PREFIX first: installations sharing one Redis keep their own counters.
    ...(redis ? { redis, nameSpace: `${opts.redisPrefix}:rate-limit:` } : {}),
    // Thrown as it is: the error handler words it in the request's language.
    errorResponseBuilder: () => new AppError(429, 'tooManyAttempts'),
  });
});
