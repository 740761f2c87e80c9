import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@gamelot/contract/messages';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { InvalidTokenError, type TokenService } from '../modules/auth/tokens.ts';

/** The caller of a request, as established from its bearer token. */
export type Principal =
  { kind: 'user'; id: number; roles: string[]; suspended: boolean } | { kind: 'guest'; guestId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Sign-in and registration: a stale token in the request is ignored rather than refused,
     * so a client that kept an expired token can still get a new one.
     */
    ignoreStaleToken?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: any session, guest included (read-only routes that need to know who asks). */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in, non-guest user (every write). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user's id; only valid after requireUser has run. */
export function currentUserId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'user') throw unauthorized();
  return request.principal.id;
}

/** The signed-in user's id for a write: a suspended account may only read (issue 6 §5). */
export function writerId(request: FastifyRequest): number {
  const id = currentUserId(request);
  if (request.principal?.kind === 'user' && request.principal.suspended) throw forbidden();
  return id;
}

/**
 * Reads `Authorization: Bearer` on every request. A token that is forged, expired, or issued
 * before "sign out everywhere" (token version) answers 401 so the client signs out (SPEC §4).
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { tokens: TokenService }) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('principal', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1] || match[1] === 'null' || match[1] === 'undefined') return;
      try {
        request.principal = await resolvePrincipal(app, match[1]);
      } catch (err) {
        if (!request.routeOptions.config.ignoreStaleToken) throw err;
      }
    });

    app.decorate('requireSession', async (request: FastifyRequest) => {
      if (!request.principal) throw unauthorized();
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.principal) throw unauthorized();
      if (request.principal.kind === 'guest') throw forbidden(MESSAGES.guestReadOnly);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.principal) throw unauthorized();
      if (request.principal.kind !== 'user' || !request.principal.roles.includes(ROLE_ADMIN))
        throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

async function resolvePrincipal(app: FastifyInstance, token: string): Promise<Principal> {
  let claims;
  try {
    claims = await app.tokens.verify(token);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw unauthorized(MESSAGES.sessionExpired);
    throw err;
  }
  if (claims.kind === 'guest') return { kind: 'guest', guestId: claims.guestId };
  const [row] = await app.db
    .select({
      roles: users.roles,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.deletedAt || row.tokenVersion !== claims.tokenVersion)
    throw unauthorized(MESSAGES.sessionExpired);
  return { kind: 'user', id: claims.userId, roles: row.roles, suspended: row.suspendedAt !== null };
}
