import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import { isErrorCode, type Coded, type ErrorCode } from '@gamelot/contract/speak';
import { AppError } from '../errors.ts';
import { issueCode } from '../validation-errors.ts';
import { refusal, type Action } from '../policy/actions.ts';
import type { Bus, BusEvent } from './bus.ts';
import { StompSession, type SessionOptions } from './connection.ts';
import {
  StompError,
  type RealtimeUser,
  type SessionHost,
  type SubscribeGrant,
  type Subscription,
  type Transport,
} from './types.ts';
import { StreamOrderer } from './order.ts';
import type { Presence } from './presence.ts';

/**
 * What a subscriber must be to the resource, once the policy let them take the action (e.g. a
 * participant of the chat); `params` are the pattern's capture groups.
 */
export type SubscribeCheck = (
  user: Extract<RealtimeUser, { kind: 'user' }>,
  params: string[],
) => boolean | Promise<boolean>;

/** Handles a SEND to an application destination, once the policy let the connection's user send. */
export type SendHandler = (ctx: { userId: number; sessionId: string }, body: unknown) => Promise<void>;

export type PublishOptions = {
  /** Deliver only to this user's subscriptions. */
  userId?: number;
  headers?: Record<string, string>;
  /** Keep stored order within `stream`: this event's id and the id before it (see order.ts). */
  order?: { stream: string; id: number; prevId: number | null };
};

type Route = {
  pattern: RegExp;
  action: Action;
  check: SubscribeCheck;
  userScoped: boolean;
  trackPresence: boolean;
};

/**
 * The STOMP broker of one process. Modules declare which policy
 * action subscribing somewhere is (allowSubscribe) and what a SEND does (onSend); the policy
 * that HTTP routes use decides who may (policy/actions.ts). Modules publish through the bus, and
 * every process delivers bus events to its own subscriptions. Unknown destinations are closed
 * by default.
 */
/** A bus event that is no STOMP destination (no SUBSCRIBE can name it): revoke a user's sessions. */
const REVOKE_EVENT = '#revoke';

export class Broker implements SessionHost {
  private readonly routes: Route[] = [];
  private readonly sendHandlers = new Map<string, { action: Action; handler: SendHandler }>();
  private readonly sessions = new Set<StompSession>();
  /** Closed sessions whose last frames are still being handled. */
  private readonly closing = new Set<Promise<void>>();
  private readonly byDestination = new Map<string, Set<Subscription>>();
  private readonly orderer: StreamOrderer<BusEvent>;

  constructor(
    private readonly deps: {
      bus: Bus;
      presence: Presence;
      log: FastifyBaseLogger;
      authenticate: (token: string) => Promise<RealtimeUser | null>;
      sessionOptions?: SessionOptions;
    },
  ) {
    this.orderer = new StreamOrderer((event) => this.deliverLocally(event));
    deps.bus.onEvent((event) => {
      if (event.d === REVOKE_EVENT) this.revokeLocally(event);
      else if (event.o) this.orderer.push(event.o.s, event.o.id, event.o.p, event);
      else this.deliverLocally(event);
    });
  }

  /**
   * Subscribing to `pattern` (which must match the whole destination) is taking `action`: the
   * policy decides who may (policy/actions.ts), then `check` whether this resource is theirs.
   */
  allowSubscribe(
    pattern: RegExp,
    action: Action,
    check: SubscribeCheck,
    opts: { userScoped?: boolean; trackPresence?: boolean } = {},
  ): void {
    this.routes.push({
      pattern,
      action,
      check,
      userScoped: opts.userScoped ?? false,
      trackPresence: opts.trackPresence ?? false,
    });
  }

  /** A SEND to `destination` is taking `action`: the policy decides who may, then `handler` runs. */
  onSend(destination: string, action: Action, handler: SendHandler): void {
    this.sendHandlers.set(destination, { action, handler });
  }

  /** The application destinations a client may SEND to. */
  get sendDestinations(): string[] {
    return [...this.sendHandlers.keys()];
  }

  /** Sends `payload` (as JSON) to every subscriber of `destination`, on every process. */
  async publish(destination: string, payload: unknown, opts: PublishOptions = {}): Promise<void> {
    const event: BusEvent = { d: destination, b: JSON.stringify(payload) };
    if (opts.userId !== undefined) event.u = opts.userId;
    if (opts.headers) event.h = opts.headers;
    if (opts.order) event.o = { s: opts.order.stream, id: opts.order.id, p: opts.order.prevId };
    await this.deps.bus.publish(event);
  }

  /**
   * Ends every live session of `userId`, on every process, with an ERROR frame: their tokens no
   * longer count (sign out everywhere, password change, account deletion), and a live socket
   * must not outlive them. Clients that reconnect meet the token check at CONNECT.
   */
  async revokeUser(userId: number, code: ErrorCode): Promise<void> {
    await this.deps.bus.publish({ d: REVOKE_EVENT, b: code, u: userId });
  }

  /**
   * Ends the live connections opened with tokens of these sign-in sessions of `userId` (one
   * session signed out from settings, ADR 0055), on every process; the user's others stay.
   */
  async revokeSessions(userId: number, sessionIds: string[], code: ErrorCode): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.deps.bus.publish({
      d: REVOKE_EVENT,
      b: code,
      u: userId,
      h: { sids: sessionIds.join(',') },
    });
  }

  private revokeLocally(event: BusEvent): void {
    const only = event.h?.sids ? new Set(event.h.sids.split(',')) : null;
    for (const session of [...this.sessions]) {
      const user = session.user;
      if (user?.kind !== 'user' || user.id !== event.u) continue;
      if (only && !only.has(user.sessionId)) continue;
      // The bus carries the code; an unknown one (an older process's text) ends it all the same.
      session.revoke(isErrorCode(event.b) ? event.b : 'sessionExpired');
    }
  }

  /** Whether `userId` holds a subscription to a tracked `destination` on any process. */
  isSubscribed(destination: string, userId: number): Promise<boolean> {
    return this.deps.presence.has(destination, userId);
  }

  /** A new transport: the session starts waiting for CONNECT. */
  attach(transport: Transport): StompSession {
    const session = new StompSession(transport, this, this.deps.sessionOptions);
    this.sessions.add(session);
    return session;
  }

  /** How events reach other processes: 'local' (this process only) or 'redis'. */
  get fanout(): 'local' | 'redis' {
    return this.deps.bus.kind;
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** preClose: tell every client to go (they reconnect elsewhere). */
  shutdown(): void {
    for (const session of [...this.sessions]) session.close(1001, 'Server shutting down');
  }

  /**
   * preClose, after shutdown(): waits (at most `ms`) for frames that were being handled when
   * their session closed, e.g. a chat.send between storing and publishing, so they finish before
   * the database closes.
   */
  async settle(ms: number): Promise<void> {
    const pending = [...this.closing];
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
    ]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    this.shutdown();
    this.orderer.close();
    await this.deps.presence.close();
    await this.deps.bus.close();
  }

  // SessionHost

  authenticate(token: string): Promise<RealtimeUser | null> {
    return this.deps.authenticate(token);
  }

  async authorizeSubscribe(user: RealtimeUser, destination: string): Promise<SubscribeGrant | null> {
    for (const route of this.routes) {
      const match = route.pattern.exec(destination);
      if (!match || match[0] !== destination) continue;
      if (refusal(user, route.action) || user.kind !== 'user') return null;
      const allowed = await route.check(user, match.slice(1));
      return allowed ? { userScoped: route.userScoped, tracked: route.trackPresence } : null;
    }
    return null;
  }

  async addSubscription(sub: Subscription): Promise<void> {
    let set = this.byDestination.get(sub.destination);
    if (!set) this.byDestination.set(sub.destination, (set = new Set()));
    set.add(sub);
    if (sub.tracked && sub.userId !== null)
      this.deps.presence.add(sub.destination, sub.userId, memberOf(sub));
  }

  removeSubscription(sub: Subscription): void {
    const set = this.byDestination.get(sub.destination);
    set?.delete(sub);
    if (set?.size === 0) this.byDestination.delete(sub.destination);
    if (sub.tracked && sub.userId !== null)
      this.deps.presence.remove(sub.destination, sub.userId, memberOf(sub));
  }

  async handleSend(user: RealtimeUser, destination: string, body: string, sessionId: string): Promise<void> {
    const route = this.sendHandlers.get(destination);
    if (!route) throw new StompError('stompUnknownDestination', { destination });
    const refused = refusal(user, route.action);
    if (refused) throw refused;
    if (user.kind !== 'user') throw new StompError('guestReadOnly');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new StompError('stompBodyNotJson');
    }
    await route.handler({ userId: user.id, sessionId }, parsed);
  }

  sessionClosed(session: StompSession): void {
    this.sessions.delete(session);
    // Until its last frame is handled, settle() waits for it.
    const settled = session.settled.finally(() => this.closing.delete(settled));
    this.closing.add(settled);
  }

  /** The ERROR code for a failure inside a handler: refusals pass, internals never. */
  describeError(err: unknown): Coded {
    if (err instanceof AppError) return { code: err.code, params: err.params };
    if (err instanceof ZodError) return err.issues[0] ? issueCode(err.issues[0]) : { code: 'invalidInput' };
    this.deps.log.error({ err }, 'real-time frame failed');
    return { code: 'internalError' };
  }

  private deliverLocally(event: BusEvent): void {
    const subs = this.byDestination.get(event.d);
    if (!subs) return;
    for (const sub of [...subs]) {
      if (event.u !== undefined ? sub.userId !== event.u : sub.userScoped) continue;
      try {
        sub.session.deliver(sub, event.b, event.h);
      } catch (err) {
        // Runs from a bus callback: a throw here would be uncaught and take the process down.
        this.deps.log.error({ err, destination: event.d }, 'real-time delivery failed');
        sub.session.close(1011, 'Delivery failed');
      }
    }
  }
}

const memberOf = (sub: Subscription) => `${sub.session.id}:${sub.id}`;
