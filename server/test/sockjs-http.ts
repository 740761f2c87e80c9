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
  /** POSTs `body` to xhr_send as it is; resolves with the HTTP status. */
  sendRaw(body: string | Buffer): Promise<number>;
  /** POSTs messages, SockJS-encoded. */
  send(...messages: string[]): Promise<number>;
  stop(): void;
};

export async function openSockjsHttp(
  baseUrl: string,
  endpoint: string,
  transport: 'xhr_streaming' | 'xhr',
): Promise<SockjsHttpSession> {
  const base = `${baseUrl}${endpoint}/000/${randomBytes(6).toString('hex')}`;
  const received: string[] = [];
  let closeFrame: [number, string] | undefined;
  let stopped = false;
  const inFlight = new Set<ClientRequest>();
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));

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
    }).catch(() => {});
  } else {
    void (async () => {
      while (!stopped && !closeFrame) {
        const res = await post('xhr').catch(() => null);
        if (!res) return;
        for (const frame of res.text.split('\n')) if (frame) take(frame);
      }
    })();
  }
  await open;
  return {
    received,
    closed: () => closeFrame,
    sendRaw: async (body) => (await post('xhr_send', body)).status,
    send: async (...messages) => (await post('xhr_send', JSON.stringify(messages))).status,
    /** Stops polling and drops the requests in flight (the server sees the client vanish). */
    stop() {
      stopped = true;
      for (const req of inFlight) req.destroy();
    },
  };
}
