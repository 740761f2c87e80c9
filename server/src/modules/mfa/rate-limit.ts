import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { ErrorCode } from '@gamelot/contract/speak';

const MINUTE = 60_000;
/** Codes tried per account in 15 minutes, on every route that takes one (together). */
export const CODE_ATTEMPTS_PER_USER = 10;
const USER_WINDOW = 15 * MINUTE;

/**
 * Guessing a 6-digit code (ADR 0053): attempts are limited per IP (`max` a minute, like
 * sign-in) and per account (10 in 15 minutes, shared by the sign-in's second step, step-up and
 * turning the app on), so neither many addresses nor many sessions multiply the guesses. The
 * account's lock-out answers 429 with a message saying how long to wait.
 */
export function createCodeLimits(app: FastifyInstance, max: number) {
  const byIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `mfa-ip:${normalizeIP(request.ip)}`,
  });
  const byUser = app.createRateLimit({
    max: CODE_ATTEMPTS_PER_USER,
    timeWindow: USER_WINDOW,
    keyGenerator: (request) => `mfa-user:${request.mfaUserId ?? 0}`,
  });
  return {
    /** onRequest: counts before the body is even read. */
    async perIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await byIp(request), reply, 'tooManyAttempts');
    },
    /** After `request.mfaUserId` is known; nothing to count without it. */
    async perUser(request: FastifyRequest, reply: FastifyReply) {
      if (request.mfaUserId === undefined) return;
      enforce(await byUser(request), reply, 'mfaTooManyAttempts');
    },
  };
}

type LimitResult = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

function enforce(result: LimitResult, reply: FastifyReply, code: ErrorCode) {
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new AppError(429, code);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The account whose code a request tries (the caller, or an mfaToken's user): rate limits key on it. */
    mfaUserId?: number;
  }
}
