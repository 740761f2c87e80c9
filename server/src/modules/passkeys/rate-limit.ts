import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const MINUTE = 60_000;

type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Passkey ceremonies, per route (never a global limit): a sign-in's options and answers per IP
 * (`max` a minute each, like the password sign-in), a signed-in account's ceremonies per user.
 * Keys carry their own prefix in the shared store (Redis when configured).
 */
export function createPasskeyLimits(app: FastifyInstance, max: number) {
  const limit = (prefix: string, key: (request: FastifyRequest) => string | number): Limit => {
    const check = app.createRateLimit({
      max,
      timeWindow: MINUTE,
      keyGenerator: (request) => `${prefix}:${key(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(429, 'tooManyAttempts');
    };
  };
  const ip = (request: FastifyRequest) => normalizeIP(request.ip);
  const user = (request: FastifyRequest) =>
    request.principal?.kind === 'user' ? `u${request.principal.id}` : normalizeIP(request.ip);
  return {
    signInOptionsPerIp: limit('passkey-signin-options-ip', ip),
    signInPerIp: limit('passkey-signin-ip', ip),
    factorOptionsPerIp: limit('passkey-factor-options-ip', ip),
    perUser: limit('passkey-user', user),
  };
}
