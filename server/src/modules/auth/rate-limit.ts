import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@gamelot/contract/rules';
import { AppError } from '../../errors.ts';

const MINUTE = 60_000;

/**
 * Password sign-in attempts are limited per IP and, separately, per e-mail (each `max` a minute),
 * so guessing one account's password from many addresses is throttled too. Two limiters from the
 * shared store (Redis when configured, so the limits hold across server processes). Guest sign-in
 * has no password to guess and is not counted.
 */
export function createSignInLimits(app: FastifyInstance, max: number) {
  // Keys carry their own prefix: limiters made with createRateLimit share one Redis namespace.
  const byIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `signin-ip:${normalizeIP(request.ip)}`,
  });
  const byEmail = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `signin-email:${rawEmail(request.body)}`,
  });

  return {
    /** onRequest: counts before the body is even read. */
    async perIp(request: FastifyRequest, reply: FastifyReply) {
      if (providerOf(request) === 'anonymous') return;
      enforce(await byIp(request), reply);
    },
    /** preValidation: the body is parsed but not yet validated, so bad bodies count too. */
    async perEmail(request: FastifyRequest, reply: FastifyReply) {
      if (providerOf(request) === 'anonymous' || !rawEmail(request.body)) return;
      enforce(await byEmail(request), reply);
    },
  };
}

/**
 * Each registration costs an argon2 hash (~20 MiB, tens of milliseconds): limit it per IP so a
 * script cannot use it to exhaust the server's CPU or to flood the user table.
 */
export function createRegistrationLimit(app: FastifyInstance, max: number) {
  const byIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `register-ip:${normalizeIP(request.ip)}`,
  });
  return async function perIp(request: FastifyRequest, reply: FastifyReply) {
    enforce(await byIp(request), reply);
  };
}

/**
 * "Forgot password" mails someone: per IP (`max` a minute) and per e-mail (3 in 15 minutes, known
 * or not, so the count tells nothing), so it cannot be used to flood a mailbox. Setting a password
 * with a link costs an argon2 hash and guesses tokens: `max` a minute per IP.
 */
export function createPasswordResetLimits(app: FastifyInstance, max: number) {
  const forgotByIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `forgot-ip:${normalizeIP(request.ip)}`,
  });
  const forgotByEmail = app.createRateLimit({
    max: 3,
    timeWindow: 15 * MINUTE,
    keyGenerator: (request) => `forgot-email:${rawEmail(request.body)}`,
  });
  const resetByIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `reset-ip:${normalizeIP(request.ip)}`,
  });
  return {
    async forgotPerIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await forgotByIp(request), reply);
    },
    async forgotPerEmail(request: FastifyRequest, reply: FastifyReply) {
      if (!rawEmail(request.body)) return;
      enforce(await forgotByEmail(request), reply);
    },
    async resetPerIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await resetByIp(request), reply);
    },
  };
}

/**
 * A new confirmation link mails the caller's own address: 3 an hour per user, so it cannot be
 * used to flood a mailbox. Proving with a link guesses tokens: `max` a minute per IP.
 */
export function createEmailVerificationLimits(app: FastifyInstance, max: number) {
  const resendByUser = app.createRateLimit({
    max: 3,
    timeWindow: 60 * MINUTE,
    keyGenerator: (request) =>
      `verify-resend:${request.principal?.kind === 'user' ? request.principal.id : normalizeIP(request.ip)}`,
  });
  const verifyByIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `verify-ip:${normalizeIP(request.ip)}`,
  });
  return {
    async resendPerUser(request: FastifyRequest, reply: FastifyReply) {
      enforce(await resendByUser(request), reply);
    },
    async verifyPerIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await verifyByIp(request), reply);
    },
  };
}

/**
 * ADR 0055: asking to change the address mails two addresses: 5 an hour per user (typos happen). Following an
 * "it was not me" or an address-change link guesses tokens: `max` a minute per IP each.
 */
export function createAccountSecurityLimits(app: FastifyInstance, max: number) {
  const changeByUser = app.createRateLimit({
    max: 5,
    timeWindow: 60 * MINUTE,
    keyGenerator: (request) =>
      `email-change:${request.principal?.kind === 'user' ? request.principal.id : normalizeIP(request.ip)}`,
  });
  const secureByIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `secure-ip:${normalizeIP(request.ip)}`,
  });
  const confirmByIp = app.createRateLimit({
    max,
    timeWindow: MINUTE,
    keyGenerator: (request) => `email-confirm-ip:${normalizeIP(request.ip)}`,
  });
  return {
    async changePerUser(request: FastifyRequest, reply: FastifyReply) {
      enforce(await changeByUser(request), reply);
    },
    async securePerIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await secureByIp(request), reply);
    },
    async confirmPerIp(request: FastifyRequest, reply: FastifyReply) {
      enforce(await confirmByIp(request), reply);
    },
  };
}

type LimitResult = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

function enforce(result: LimitResult, reply: FastifyReply) {
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw new AppError(429, 'tooManyAttempts');
}

function providerOf(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.provider;
}

/** The e-mail as the account is stored (trimmed, lower-cased), before validation; '' if none. */
function rawEmail(body: unknown): string {
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
