import { REALTIME_HEARTBEAT_MS } from '@gamelot/contract/rules';
import { REALTIME_LIMITS } from '@gamelot/contract/realtime';
import type { Language } from '@gamelot/contract/schemas/settings';
import { text, type Coded, type ErrorCode } from '@gamelot/contract/speak';
import { requestLanguage } from '../language.ts';
import {
  HEARTBEAT,
  serializeFrame,
  StompCodecError,
  StompParser,
  type StompFrame,
  type StompHeaders,
} from './stomp.ts';
import { bearerToken } from './auth.ts';
import { TokenBucket } from './rate.ts';
import {
  StompError,
  type RealtimeUser,
  type Session,
  type SessionHost,
  type Subscription,
  type Transport,
} from './types.ts';

const MAX_QUEUED_FRAMES = 64;
const MAX_PENDING_OUTPUT = 4 * 1024 * 1024;
const MAX_ID_LENGTH = 256;
/** Transport messages (each may hold several frames) per second, burst and refill. */
const TRANSPORT_BURST = 200;
const TRANSPORT_PER_SECOND = 100;

export type SessionOptions = {
  heartbeatMs?: number;
  connectTimeoutMs?: number;
  now?: () => number;
  /** Told about failures no client caused (a transport that throws, a bug); default: none. */
  onError?: (err: unknown, sessionId: string) => void;
  /** The language of ERROR frames when neither CONNECT nor the opening request names one. */
  defaultLanguage?: Language;
};

/**
 * One STOMP 1.2 session over one transport: parses frames, runs them one after another in
 * arrival order, and turns anything wrong into an ERROR frame and a close. No public method,
 * timer or queued frame lets an exception out: whatever goes wrong ends this connection only
 * (docs/decisions/0029-one-connection-fails-alone.md).
 */
export class StompSession implements Session {
  readonly id: string;
  user: RealtimeUser | null = null;
  private state: 'new' | 'connected' | 'closed' = 'new';
  private readonly parser = new StompParser(REALTIME_LIMITS);
  private readonly subscriptions = new Map<string, Subscription>();
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private messageSeq = 0;
  private readonly now: () => number;
  private readonly heartbeatMs: number;
  private lastReceived: number;
  private lastSent: number;
  private serverBeatMs = 0;
  private clientBeatMs = 0;
  private connectTimer: NodeJS.Timeout | null;
  private beatTimer: NodeJS.Timeout | null = null;
  private readonly transportBucket: TokenBucket;
  private readonly frameBucket: TokenBucket;
  private readonly sendBucket: TokenBucket;
  private readonly onError: (err: unknown, sessionId: string) => void;
  /** The language ERROR frames are written in (docs/decisions/0064-texts-as-codes.md). */
  private lang: Language;

  constructor(
    private readonly transport: Transport,
    private readonly host: SessionHost,
    opts: SessionOptions = {},
  ) {
    this.id = transport.id;
    this.lang = requestLanguage(transport.acceptLanguage, opts.defaultLanguage ?? 'ru');
    this.now = opts.now ?? Date.now;
    this.onError = opts.onError ?? (() => {});
    this.heartbeatMs = opts.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
    this.lastReceived = this.lastSent = this.now();
    this.transportBucket = new TokenBucket(TRANSPORT_BURST, TRANSPORT_PER_SECOND, this.now);
    this.frameBucket = new TokenBucket(REALTIME_LIMITS.frameBurst, REALTIME_LIMITS.framePerSecond, this.now);
    this.sendBucket = new TokenBucket(REALTIME_LIMITS.sendBurst, REALTIME_LIMITS.sendPerSecond, this.now);
    this.connectTimer = setTimeout(
      () => this.guard(() => this.fail({ code: 'stompConnectExpected' })),
      opts.connectTimeoutMs ?? REALTIME_LIMITS.connectTimeoutMs,
    );
    this.connectTimer.unref?.();
  }

  get isClosed(): boolean {
    return this.state === 'closed';
  }

  /** Settles when the frames already accepted have been handled (those after a close are skipped). */
  get settled(): Promise<void> {
    return this.queue;
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** Data from the transport. Never throws. */
  receive(data: string | Uint8Array): void {
    this.guard(() => this.accept(data));
  }

  private accept(data: string | Uint8Array): void {
    if (this.state === 'closed') return;
    this.lastReceived = this.now();
    if (!this.transportBucket.take()) return this.fail({ code: 'stompTooManyMessages' });
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data).frames;
    } catch (err) {
      return this.fail({ code: err instanceof StompCodecError ? err.code : 'stompMalformedFrame' });
    }
    for (const frame of frames) {
      if (this.isClosed) return;
      if (!this.frameBucket.take()) return this.fail({ code: 'stompTooManyFrames' });
      if (frame.command === 'SEND' && !this.sendBucket.take()) return this.fail({ code: 'stompSlowDown' });
      if (this.queued >= MAX_QUEUED_FRAMES) return this.fail({ code: 'stompTooManyQueued' });
      this.queued++;
      this.queue = this.queue
        .then(() => this.process(frame))
        .catch((err: unknown) => this.abort(err))
        .finally(() => void this.queued--);
    }
  }

  /** A MESSAGE for one of this session's subscriptions. Never throws. */
  deliver(sub: Subscription, body: string, headers: StompHeaders = {}): void {
    this.guard(() => this.deliverNow(sub, body, headers));
  }

  private deliverNow(sub: Subscription, body: string, headers: StompHeaders): void {
    if (this.state !== 'connected') return;
    // A client that stops reading must not make the server buffer without end.
    if (this.transport.pendingOutput() > MAX_PENDING_OUTPUT) return this.fail({ code: 'stompSlowConsumer' });
    this.write(
      serializeFrame({
        command: 'MESSAGE',
        headers: {
          ...headers,
          subscription: sub.id,
          'message-id': `${this.id}-${++this.messageSeq}`,
          destination: sub.destination,
          'content-type': 'application/json',
        },
        body,
      }),
    );
  }

  /** The transport went away (client closed, network died, server shutting down). Never throws. */
  transportClosed(): void {
    this.guard(() => this.teardown());
  }

  /**
   * Server-initiated close without an ERROR (shutdown), with an RFC 6455 code (1000, 1001,
   * 1011…); the transport maps it to one it can send. Never throws.
   */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    try {
      this.teardown();
    } catch (err) {
      this.report(err);
    }
    this.closeTransport(code, reason);
  }

  /**
   * Ends this connection with an ERROR frame carrying `message` (and `headers`), then closes it:
   * the one way to throw a client out (a revoked token, a suspended account, a refused frame).
   * Never throws; does nothing on a closed session.
   */
  end(code: ErrorCode, headers: StompHeaders = {}): void {
    this.guard(() => this.fail({ code }, undefined, headers));
  }

  private async process(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    const receipt = frame.headers.receipt;
    try {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') await this.connect(frame);
      else if (this.state !== 'connected') throw new StompError('stompConnectExpected');
      else if (frame.command === 'SEND') await this.send(frame);
      else if (frame.command === 'SUBSCRIBE') await this.subscribe(frame);
      else if (frame.command === 'UNSUBSCRIBE') this.unsubscribe(frame);
      else if (frame.command === 'DISCONNECT') return this.disconnect(receipt);
      else if (frame.command === 'ACK' || frame.command === 'NACK') {
        // Every subscription is acknowledged automatically; nothing is ever redelivered.
      } else if (['BEGIN', 'COMMIT', 'ABORT'].includes(frame.command)) {
        throw new StompError('stompNoTransactions');
      } else throw new StompError('stompUnexpectedFrame', { command: frame.command });
      if (receipt !== undefined && this.state === 'connected') {
        this.write(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt } }));
      }
    } catch (err) {
      if (err instanceof StompError) this.fail({ code: err.code, params: err.params }, receipt, err.headers);
      else this.fail(this.host.describeError(err), receipt);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.state !== 'new') throw new StompError('stompAlreadyConnected');
    // The client's own word first (its interface language), then the opening request's.
    const asked = frame.headers['accept-language'];
    if (asked) this.lang = requestLanguage(asked, this.lang);
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) throw new StompError('stompVersion', undefined, { version: '1.2' });
    const beat = /^(\d{1,9}),(\d{1,9})$/.exec(frame.headers['heart-beat'] ?? '0,0');
    if (!beat) throw new StompError('stompHeartBeatInvalid');
    const token = bearerToken(frame.headers);
    if (!token) throw new StompError('stompAuthRequired');
    const user = await this.host.authenticate(token);
    if (!user) throw new StompError('stompTokenInvalid');
    const claimed = frame.headers.userId;
    if (claimed !== undefined && (user.kind !== 'user' || claimed !== String(user.id))) {
      throw new StompError('stompUserIdMismatch');
    }
    if (this.isClosed) return;
    this.user = user;
    this.state = 'connected';
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;

    // Heart-beat negotiation (spec "Heart-beating"): each side sends at the slower of what one
    // offers and the other wants; 0 means never.
    const clientSends = Number(beat[1]);
    const clientWants = Number(beat[2]);
    this.serverBeatMs = clientWants > 0 ? Math.max(this.heartbeatMs, clientWants) : 0;
    this.clientBeatMs = clientSends > 0 ? Math.max(this.heartbeatMs, clientSends) : 0;
    this.write(
      serializeFrame({
        command: 'CONNECTED',
        headers: {
          version: '1.2',
          'heart-beat': `${this.heartbeatMs},${this.heartbeatMs}`,
          server: 'Gamelot/1.0',
          session: this.id,
          'user-name': user.kind === 'user' ? String(user.id) : 'guest',
        },
      }),
    );
    this.startHeartbeats();
  }

  private async send(frame: StompFrame): Promise<void> {
    const destination = frame.headers.destination;
    if (!destination) throw new StompError('stompSendDestination');
    // Who may send where is the policy's (broker.handleSend), guests included.
    await this.host.handleSend(this.user!, destination, frame.body, this.id);
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    if (!id || !destination) throw new StompError('stompSubscribeHeaders');
    if (id.length > MAX_ID_LENGTH || destination.length > MAX_ID_LENGTH)
      throw new StompError('stompHeaderTooLong');
    if (this.subscriptions.has(id)) throw new StompError('stompSubscriptionInUse', { id });
    if (this.subscriptions.size >= REALTIME_LIMITS.maxSubscriptions)
      throw new StompError('stompTooManySubscriptions');
    const grant = await this.host.authorizeSubscribe(this.user!, destination);
    if (!grant) throw new StompError('stompSubscriptionForbidden', { destination });
    if (this.state !== 'connected') return;
    const userId = this.user?.kind === 'user' ? this.user.id : null;
    const sub: Subscription = { session: this, id, destination, userId, ...grant };
    this.subscriptions.set(id, sub);
    await this.host.addSubscription(sub);
  }

  private unsubscribe(frame: StompFrame): void {
    const id = frame.headers.id;
    if (!id) throw new StompError('stompUnsubscribeId');
    const sub = this.subscriptions.get(id);
    if (!sub) return;
    this.subscriptions.delete(id);
    this.host.removeSubscription(sub);
  }

  private disconnect(receipt: string | undefined): void {
    if (receipt !== undefined)
      this.write(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt } }));
    this.close(1000, 'Normal closure');
  }

  private startHeartbeats(): void {
    const periods = [this.serverBeatMs, this.clientBeatMs].filter((p) => p > 0);
    if (periods.length === 0) return;
    this.beatTimer = setInterval(() => this.guard(() => this.beat()), Math.min(...periods) / 2);
    this.beatTimer.unref?.();
  }

  private beat(): void {
    if (this.state === 'closed') return;
    const now = this.now();
    // A client silent for two of its periods is gone (spec: "with some tolerance").
    if (this.clientBeatMs > 0 && now - this.lastReceived > this.clientBeatMs * 2) {
      return this.close(1001, 'No heart-beat from the client');
    }
    if (this.serverBeatMs > 0 && now - this.lastSent >= this.serverBeatMs / 2) this.write(HEARTBEAT);
  }

  /** The user's sessions were revoked elsewhere (sign out everywhere, account deleted). */
  revoke(code: ErrorCode): void {
    this.end(code);
  }

  private write(data: string): void {
    this.lastSent = this.now();
    try {
      this.transport.write(data);
    } catch (err) {
      this.abort(err);
    }
  }

  private closeTransport(code: number, reason: string): void {
    try {
      this.transport.close(code, reason);
    } catch (err) {
      this.report(err);
    }
  }

  /** Runs `fn`; an exception out of it is reported and ends this session instead of escaping. */
  private guard(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.abort(err);
    }
  }

  private report(err: unknown): void {
    try {
      this.onError(err, this.id);
    } catch {
      // A failing logger must not turn one connection's trouble into the process's.
    }
  }

  /** Something no client input explains went wrong: report it, and drop this connection. */
  private abort(err: unknown): void {
    this.report(err);
    this.close(1011, 'Internal error');
  }

  /** ERROR frame, then close (STOMP: "the server MUST then close the connection"). */
  private fail({ code, params }: Coded, receipt?: string, extra: StompHeaders = {}): void {
    if (this.state === 'closed') return;
    const message = text(this.lang, code, params);
    // Clients read ERROR headers before a version is agreed, often without unescaping, so the
    // header keeps to characters that need no escape; the body has the text as is.
    const summary = message.replace(/[\r\n]+/g, ' ').replace(/:\s*/g, ' - ');
    const headers: StompHeaders = { ...extra, code, message: summary, 'content-type': 'text/plain' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    try {
      this.write(serializeFrame({ command: 'ERROR', headers, body: message }));
    } finally {
      this.close(1002, message);
    }
  }

  private teardown(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.connectTimer = this.beatTimer = null;
    for (const sub of this.subscriptions.values()) this.host.removeSubscription(sub);
    this.subscriptions.clear();
    this.host.sessionClosed(this);
  }
}
