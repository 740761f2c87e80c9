import { text, type Coded, type ErrorCode, type MessageParams } from '@gamelot/contract/speak';
import type { Principal } from '../policy/principal.ts';
import type { StompHeaders } from './stomp.ts';

/** The types a STOMP session and the broker share. */

/** Who a connection speaks for once CONNECT succeeded: the principal HTTP requests have too. */
export type RealtimeUser = Principal;

/** The socket under a session (a SockJS connection in production, a fake in unit tests). */
export interface Transport {
  readonly id: string;
  write(data: string): void;
  close(code: number, reason: string): void;
  /** Output queued but not yet written to the network, in characters or bytes. */
  pendingOutput(): number;
  /** The Accept-Language of the HTTP request that opened it, if it had one. */
  readonly acceptLanguage?: string;
}

/** A session as the broker sees it (connection.ts's StompSession implements it). */
export interface Session {
  readonly id: string;
  /** Settles when the frames already accepted have been handled. */
  readonly settled: Promise<void>;
  deliver(sub: Subscription, body: string, headers?: StompHeaders): void;
  close(code: number, reason: string): void;
}

export type Subscription = {
  session: Session;
  id: string;
  destination: string;
  userId: number | null;
  /** Deliveries must name a user (per-user destinations such as /queue/message-read). */
  userScoped: boolean;
  /** Recorded in presence ("viewing this chat"). */
  tracked: boolean;
};

export type SubscribeGrant = { userScoped: boolean; tracked: boolean };

/** What a session needs from the broker; an interface so sessions can be tested alone. */
export interface SessionHost {
  authenticate(token: string): Promise<RealtimeUser | null>;
  authorizeSubscribe(user: RealtimeUser, destination: string): Promise<SubscribeGrant | null>;
  addSubscription(sub: Subscription): Promise<void>;
  removeSubscription(sub: Subscription): void;
  handleSend(user: RealtimeUser, destination: string, body: string, sessionId: string): Promise<void>;
  sessionClosed(session: Session): void;
  describeError(err: unknown): Coded;
}

/** A refusal the client is told about in an ERROR frame, in the connection's language. */
export class StompError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    readonly headers: StompHeaders = {},
  ) {
    super(text('en', code, params));
  }
}
