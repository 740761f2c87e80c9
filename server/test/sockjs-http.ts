import { randomBytes } from 'node:crypto';
import { type ClientRequest, request } from 'node:http';

/**
 * A SockJS session over its HTTP transports, by hand: `xhr_streaming` (one long response the
 * server writes frames into) or `xhr` (long polling), with sends through `xhr_send`. What the
 * server sends is decoded from SockJS framing: `o` open, `h` heart-beat, `a[...]` messages,
 * `c[code,reason]` close.
 */
export type SockjsHttpSession = {
  /** The messages (STOMP text) the server sent, in order. */
  received: string[];
  /** The server's close frame, once it came. */
  closed(): [number, string] | undefined;
  /** The session's receiving request failed or ended without a close frame (the server went away). */
  ended(): boolean;
  /** POSTs `body` to xhr_send as it is; resolves with the HTTP status. */
  sendRaw(body: string | Buffer): Promise<number>;
  /** POSTs messages, SockJS-encoded. */
  send(...messages: string[]): Promise<number>;
  stop(): void;
};

/**
 * Opens a session at `<endpoint>/000/<session>/`: a random session id unless `opts.sessionId`
 * names one (a load balancer routes by it: deploy/nginx/). Rejects when the receiving request
 * fails or answers other than 200 before the session opened.
 */
export async function openSockjsHttp(
  baseUrl: string,
  endpoint: string,
  transport: 'xhr_streaming' | 'xhr',
  opts: { sessionId?: string } = {},
): Promise<SockjsHttpSession> {
  const base = `${baseUrl}${endpoint}/000/${opts.sessionId ?? randomBytes(6).toString('hex')}`;
  const received: string[] = [];
  let closeFrame: [number, string] | undefined;
  let stopped = false;
  let ended = false;
  const inFlight = new Set<ClientRequest>();
  let opened!: () => void;
  let failed!: (err: Error) => void;
  const open = new Promise<void>((resolve, reject) => {
    opened = resolve;
    failed = reject;
  });

  const take = (frame: string) => {
    if (frame === 'o') opened();
    else if (frame.startsWith('a')) received.push(...(JSON.parse(frame.slice(1)) as string[]));
    else if (frame.startsWith('c')) closeFrame = JSON.parse(frame.slice(1)) as [number, string];
  };
  const post = (path: string, body?: string | Buffer, onChunk?: (text: string) => void) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${base}/${path}`, { method: 'POST' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
          onChunk?.(d);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.on('close', () => inFlight.delete(req));
      inFlight.add(req);
      req.end(body);
    });

  if (transport === 'xhr_streaming') {
    let pending = '';
    void post('xhr_streaming', undefined, (chunk) => {
      pending += chunk;
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const frame = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (!/^h+$/.test(frame)) take(frame);
      }
    }).then(
      (res) => {
        ended = true;
        if (res.status !== 200) failed(new Error(`xhr_streaming answered ${res.status}`));
      },
      (err: Error) => {
        ended = true;
        failed(err);
      },
    );
  } else {
    void (async () => {
      while (!stopped && !closeFrame) {
        const res = await post('xhr').catch((err: Error) => {
          failed(err);
          return null;
        });
        if (!res || res.status !== 200) {
          ended = true;
          if (res) failed(new Error(`xhr answered ${res.status}`));
          return;
        }
        for (const frame of res.text.split('\n')) if (frame) take(frame);
      }
    })();
  }
  await open;
  return {
    received,
    closed: () => closeFrame,
    ended: () => ended,
    sendRaw: async (body) => (await post('xhr_send', body)).status,
    send: async (...messages) => (await post('xhr_send', JSON.stringify(messages))).status,
    /** Stops polling and drops the requests in flight (the server sees the client vanish). */
    stop() {
      stopped = true;
      for (const req of inFlight) req.destroy();
    },
  };
}
