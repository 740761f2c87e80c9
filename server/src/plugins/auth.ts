import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.ts';
import { STEP_UP_HEADER } from '@gamelot/contract/schemas/mfa';
import {
  ACTIONS,
  audienceRefusal,
  isAction,
  refusal,
  type Action,
  type Audience,
} from '../policy/actions.ts';
import { resolvePrincipal, type Principal, type TokenService } from '../policy/principal.ts';

export type { Principal } from '../policy/principal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Sign-in and registration: a stale token in the request is ignored rather than refused,
     * so a client that kept an expired token can still get a new one.
     */
    ignoreStaleToken?: boolean;
    /**
     * What the route does, as the policy knows it (policy/actions.ts): checked on every request
     * before the input is read. Every write route under /api must name one.
     */
    action?: Action;
    /**
     * The route acts on what a stolen session must not reach (money out, the password, the
     * second factor): besides the action's policy, the request carries header `X-Step-Up` with a
     * live stepUpToken of the caller (POST /api/auth/step-up), checked before the input is read;
     * else 403 `stepUpRequired` with the ways to step up (docs/decisions/0053-second-factor-and-step-up.md).
     * 'withSecondFactor': only of accounts with a second factor (the route proves the password itself).
     */
    stepUp?: boolean | 'withSecondFactor';
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Every /api route and the policy action it names (null: a read guarded, if at all, by a preHandler). */
    routePolicies: RoutePolicy[];
    /** preHandler for reads: any session, guest included. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** preHandler for reads: a signed-in, non-guest user, suspended or not. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler for reads: an administrator who is not suspended. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type RoutePolicy = { method: string; url: string; action: Action | null; stepUp: boolean };

/** What the auth plugin asks of the mfa module for `stepUp` routes: throws when no live step-up. */
export type StepUpCheck = (
  userId: number,
  stepUpToken: string | undefined,
  opts: { onlyWithSecondFactor: boolean },
) => Promise<void>;

/** The signed-in user's id; only valid after the policy let a signed-in user through. */
export function currentUserId(request: FastifyRequest): number {
  if (request.principal?.kind !== 'user') throw unauthorized();
  return request.principal.id;
}

/**
 * Reads `Authorization: Bearer` on every request. A token that is forged, expired, or issued
 * before "sign out everywhere" (token version) answers 401 so the client signs out (docs/product.md#states).
 * Then the route's action goes through the policy (policy/actions.ts), and a `stepUp` route's
 * X-Step-Up header through the mfa module.
 */
export default fp(
  async function auth(app: FastifyInstance, opts: { tokens: TokenService; stepUp: StepUpCheck }) {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('principal', null);

    // A write route that names no action would skip the policy: refuse to start instead.
    const routes: RoutePolicy[] = [];
    app.decorate('routePolicies', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const action = route.config?.action;
      const stepUp = Boolean(route.config?.stepUp);
      if (action !== undefined && !isAction(action))
        throw new Error(`${route.url}: unknown action ${action}`);
      // Step-up proves the signed-in owner again: a route open to anyone or a guest has none.
      if (stepUp && (action === undefined || ['anyone', 'session'].includes(ACTIONS[action])))
        throw new Error(`${route.url}: stepUp needs an action for signed-in users`);
      for (const method of [route.method].flat()) {
        if (WRITE_METHODS.has(method) && action === undefined)
          throw new Error(`${method} ${route.url} names no policy action (policy/actions.ts)`);
        routes.push({ method, url: route.url, action: action ?? null, stepUp });
      }
    });

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (match?.[1] && match[1] !== 'null' && match[1] !== 'undefined') {
        try {
          request.principal = await resolvePrincipal(app, match[1]);
        } catch (err) {
          if (!request.routeOptions.config.ignoreStaleToken) throw err;
        }
      }
      const action = request.routeOptions.config.action;
      if (action) {
        const refused = refusal(request.principal, action);
        if (refused) throw refused;
      }
      const stepUp = request.routeOptions.config.stepUp;
      if (stepUp) {
        const header = request.headers[STEP_UP_HEADER];
        await opts.stepUp(currentUserId(request), typeof header === 'string' ? header : undefined, {
          onlyWithSecondFactor: stepUp === 'withSecondFactor',
        });
      }
    });

    const guard = (audience: Audience) => async (request: FastifyRequest) => {
      const refused = audienceRefusal(request.principal, audience);
      if (refused) throw refused;
    };
    app.decorate('requireSession', guard('session'));
    app.decorate('requireUser', guard('user'));
    app.decorate('requireAdmin', guard('admin'));
  },
  { name: 'auth', dependencies: ['database'] },
);
