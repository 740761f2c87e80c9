import { performance } from 'node:perf_hooks';
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

/**
 * One load-generator process of the real-time scenario (realtime.ts forks several): it holds the
 * STOMP-over-SockJS clients of its share of the chats, both sides of each, so the two ends of a
 * message share a clock. Talks to the parent over IPC:
 *   parent → { type: 'start', job }                 connect (ramped) and subscribe
 *   child  → { type: 'connected', connected, failed }
 *   parent → { type: 'send', seconds, last }          send at job.rate for `seconds`, then drain
 *   child  → { type: 'done', stats }                  (the clients stay connected unless `last`)
 */

export type Side = { userId: number; token: string };
export type Pair = { chatId: number; a: Side; b: Side };
export type ClientJob = {
  url: string;
  pairs: Pair[];
  /** Messages per second this process sends, over all its clients. */
  rate: number;
  /** New connections per second this process opens. */
  rampPerSecond: number;
  /** After sending stops, how long without any delivery ends the wait for the last ones. */
  drainMs: number;
};
export type ClientStats = {
  clients: number;
  connected: number;
  sent: number;
  /** Deliveries of a partner's message, each counted once. */
  received: number;
  duplicates: number;
  /** Delivery latency of each received message, ms. */
  latencies: number[];
  /** When each of those messages was sent (epoch ms), to see when in the run latency grew. */
  sentTimes: number[];
  errors: string[];
  /** Clients whose socket closed before the end. */
  dropped: number;
  sendSeconds: number;
  /** From the first send to the last delivery. */
  drainedSeconds: number;
  /** CPU this process used while sending, in seconds (user + system). */
  cpuSeconds: number;
};
export type ToParent =
  { type: 'connected'; connected: number; failed: number } | { type: 'done'; stats: ClientStats };
export type ToChild = { type: 'start'; job: ClientJob } | { type: 'send'; seconds: number; last: boolean };

type Bench = {
  side: Side;
  chatId: number;
  partnerId: number;
  client: Client;
  open: boolean;
  seq: number;
};

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const state = {
  clients: [] as Bench[],
  sent: 0,
  received: 0,
  duplicates: 0,
  latencies: [] as number[],
  sentTimes: [] as number[],
  errors: [] as string[],
  dropped: 0,
  seen: new Set<string>(),
  finished: false,
};

function reply(message: ToParent): void {
  process.send!(message);
}

function noteError(text: string): void {
  if (state.errors.length < 20) state.errors.push(text);
}

/** Connects one client and subscribes it to its chat; resolves once the SUBSCRIBE is confirmed. */
function connectOne(url: string, side: Side, chatId: number, partnerId: number): Promise<Bench> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      // sockjs-client times a transport out after a few round trips of its /info request (well
      // under a second here); under a connection burst it would give up on WebSocket and fall back.
      webSocketFactory: () => new SockJS(`${url}/ws`, undefined, { timeout: 10_000 }),
      connectHeaders: { Authorization: `Bearer ${side.token}`, 'accept-version': '1.2' },
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      debug: () => {},
    });
    const bench: Bench = { side, chatId, partnerId, client, open: false, seq: 0 };
    let settled = false;
    const fail = (why: string) => {
      if (!settled) {
        settled = true;
        reject(new Error(why));
      }
    };
    const timer = setTimeout(() => fail('timed out connecting'), 30_000);
    client.onConnect = () => {
      client.subscribe(
        `/topic/chat/${chatId}`,
        (m) => {
          const [kind, sender, seq, sentAt] = m.body ? parseContent(m.body) : [];
          if (kind !== 'rt' || Number(sender) === side.userId) return; // our own message's echo
          const key = `${sender}:${seq}`;
          if (state.seen.has(key)) {
            state.duplicates++;
            return;
          }
          state.seen.add(key);
          state.received++;
          state.latencies.push(now() - Number(sentAt));
          state.sentTimes.push(Number(sentAt));
        },
        { receipt: `sub-${side.userId}` },
      );
      client.watchForReceipt(`sub-${side.userId}`, () => {
        clearTimeout(timer);
        bench.open = true;
        settled = true;
        resolve(bench);
      });
    };
    client.onStompError = (frame) => {
      noteError(`user ${side.userId}: ERROR ${frame.headers.message ?? frame.body}`);
      fail(frame.headers.message ?? 'STOMP error');
    };
    client.onWebSocketClose = (event: { code?: number; reason?: string }) => {
      if (bench.open && !state.finished) {
        state.dropped++;
        noteError(`user ${side.userId}: socket closed ${event.code ?? ''} ${event.reason ?? ''}`);
      }
      bench.open = false;
      fail(`socket closed ${event.code ?? ''}`);
    };
    client.activate();
  });
}

/** The chat message's content: "rt <sender> <seq> <sent at ms>" (the body is the stored ChatMessage). */
function parseContent(body: string): string[] {
  const content = (JSON.parse(body) as { content?: string }).content ?? '';
  return content.split(' ');
}

async function connectAll(job: ClientJob): Promise<void> {
  const sides = job.pairs.flatMap((p) => [
    { side: p.a, chatId: p.chatId, partnerId: p.b.userId },
    { side: p.b, chatId: p.chatId, partnerId: p.a.userId },
  ]);
  const gap = 1000 / job.rampPerSecond;
  const started = now();
  const pending: Promise<void>[] = [];
  let failed = 0;
  for (let i = 0; i < sides.length; i++) {
    const wait = started + i * gap - now();
    if (wait > 0) await sleep(wait);
    const s = sides[i]!;
    pending.push(
      connectOne(job.url, s.side, s.chatId, s.partnerId).then(
        (b) => void state.clients.push(b),
        (err: Error) => {
          failed++;
          noteError(`user ${s.side.userId}: ${err.message}`);
        },
      ),
    );
  }
  await Promise.all(pending);
  reply({ type: 'connected', connected: state.clients.length, failed });
}

/** One send phase: figures start from zero, so a warm-up phase's do not mix into the next. */
async function sendAll(job: ClientJob, seconds: number, last: boolean): Promise<void> {
  const clients = state.clients;
  Object.assign(state, { sent: 0, received: 0, duplicates: 0, latencies: [], sentTimes: [] });
  state.seen.clear();
  const cpuBefore = process.cpuUsage();
  const started = now();
  const end = started + seconds * 1000;
  let next = 0;
  const byUser = new Map(clients.map((c) => [c.side.userId, c]));
  // Only where both sides are connected: a message to nobody would count as lost.
  const canSend = (c: Bench) => c.open && byUser.get(c.partnerId)?.open === true;
  // A tick every 5 ms sends what the fixed rate owes so far, round-robin over the clients.
  while (now() < end && clients.some(canSend)) {
    const due = Math.floor(((now() - started) / 1000) * job.rate);
    while (state.sent < due) {
      const c = clients[next++ % clients.length]!;
      if (!canSend(c)) continue; // a dropped pair's share moves to the next one
      const body = {
        chatId: c.chatId,
        senderId: c.side.userId,
        recipientId: c.partnerId,
        offerId: null,
        content: `rt ${c.side.userId} ${++c.seq} ${now().toFixed(3)}`,
        attachments: [],
      };
      c.client.publish({ destination: '/app/chat.send', body: JSON.stringify(body) });
      state.sent++;
    }
    await sleep(5);
  }
  const sendSeconds = (now() - started) / 1000;
  // Late is not lost: wait while deliveries still arrive, until none came for drainMs.
  let lastCount = -1;
  let lastChange = now();
  while (state.received < state.sent && now() - lastChange < job.drainMs) {
    if (state.received !== lastCount) [lastCount, lastChange] = [state.received, now()];
    await sleep(50);
  }
  const cpu = process.cpuUsage(cpuBefore);
  state.finished = last;
  reply({
    type: 'done',
    stats: {
      clients: job.pairs.length * 2,
      connected: clients.length,
      sent: state.sent,
      received: state.received,
      duplicates: state.duplicates,
      latencies: state.latencies,
      sentTimes: state.sentTimes,
      errors: state.errors,
      dropped: state.dropped,
      sendSeconds,
      drainedSeconds: (now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    },
  });
  if (last) for (const c of clients) void c.client.deactivate();
}

let job: ClientJob | undefined;
process.on('message', (message: ToChild) => {
  if (message.type === 'start') {
    job = message.job;
    void connectAll(job);
  } else if (message.type === 'send' && job) void sendAll(job, message.seconds, message.last);
});
process.on('disconnect', () => process.exit(0));
