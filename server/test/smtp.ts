import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from './helpers.ts';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * A real SMTP server on a random port for mail tests (ADR 0051): accepts one user, keeps what it
 * receives, and can refuse the first `failFirst` messages with a temporary error.
 */
export async function startSmtp(opts: { failFirst?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusals = opts.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: 'mailer' });
      return callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const err = Object.assign(new Error('try again later'), { responseCode: 451 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeParts(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every body part decoded (quoted-printable or base64) and joined: enough to find text and links. */
function decodeParts(raw: string): string {
  const out: string[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      out.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      out.push(Buffer.from(bytes, 'latin1').toString('utf8'));
    } else out.push(body);
  }
  return out.join('\n');
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * An app that mails through a real SMTP server of its own, on a clock the test moves: the set-up
 * of the mailed-link suites (password reset, address confirmation). `close` stops both.
 */
export async function startMailApp(
  clock: () => Date,
): Promise<{ t: TestApp; smtp: Smtp; close(): Promise<void> }> {
  const smtp = await startSmtp();
  const t = await buildTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://gamelot.example', SIGNIN_RATE_LIMIT: '50' },
    { clock },
  );
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
