import { hostname } from 'node:os';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import {
  isMailTemplate,
  type MailParams,
  type MailTemplate,
  renderMail,
  type RenderedMail,
} from './templates.ts';
import type { MailTransport } from './transport.ts';

/**
 * Outgoing mail (docs/decisions/0051-outgoing-mail.md). `request` writes the message in the
 * caller's transaction; `deliverDue`, run by the `mail.deliver` job, sends what is due after commit.
 * Without a transport (no SMTP_URL) a message is kept: stored with status 'kept', its links logged,
 * listed for administrators.
 */

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type MailerOptions = {
  db: Db;
  log: Log;
  /** undefined: no SMTP server, messages are kept. */
  transport: MailTransport | undefined;
  from: string;
  /** The app's clock: a requested message is due from this moment (tests move it). */
  clock?: () => Date;
  /** Asks the job scheduler to run `mail.deliver` now (after the caller's commit). */
  kick?: () => void;
  /** Attempts before a message is given up (status 'failed'). */
  maxAttempts?: number;
  /** The wait after attempt n (n ≥ 1) before the next. */
  backoffMs?: (attempts: number) => number;
};

const LEASE_MS = 5 * 60_000;
const LINK = /https?:\/\/\S+/g;
const LINK_TOKEN = /([?&]token=)[^&\s]+/g;

/**
 * The parameters a sent message keeps: a link's token (a password reset's, say) is the reader's
 * alone once it has left, so the stored copy loses it. Kept messages (no SMTP server) keep theirs:
 * /admin/mail is where they are read.
 */
export function withoutLinkTokens(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value.replace(LINK_TOKEN, '$1…')]),
  );
}

export type MailRequest<T extends MailTemplate> = {
  to: string;
  template: T;
  params: MailParams<T>;
  language: Language;
  /**
   * What the mail is about when it must never go twice (`notification:{id}`): a request with a
   * key already used is ignored and answers null (ADR 0056).
   */
  dedupeKey?: string;
};

export function createMailer(opts: MailerOptions) {
  const { db, log, transport } = opts;
  const maxAttempts = opts.maxAttempts ?? 8;
  const backoffMs = opts.backoffMs ?? ((n: number) => Math.min(30_000 * 2 ** (n - 1), 60 * 60_000));
  // The Message-ID is the row's id: a message sent again after a lost answer is one message to its reader.
  const domain = (opts.from.match(/@([^>\s]+)/)?.[1] ?? hostname()).toLowerCase();
  const messageIdOf = (id: number) => `<mail-${id}@${domain}>`;

  return {
    /** Whether messages go to an SMTP server or are kept for administrators. */
    get sending(): boolean {
      return transport !== undefined;
    },

    /** Records a message in `tx`, the transaction of the action that owes it. */
    async request<T extends MailTemplate>(tx: Db, mail: MailRequest<T>): Promise<number | null> {
      const row = await repo.insertMail(tx, {
        recipient: mail.to,
        template: mail.template,
        params: mail.params as Record<string, string>,
        language: mail.language,
        status: transport ? 'queued' : 'kept',
        nextAttemptAt: (opts.clock ?? (() => new Date()))(),
        dedupeKey: mail.dedupeKey,
      });
      if (!row) return null;
      if (!transport) {
        const { text } = renderMail(mail.template, row.params, row.language);
        log.info(
          { mailId: row.id, template: row.template, links: text.match(LINK) ?? [] },
          'mail kept (no SMTP_URL)',
        );
      }
      return row.id;
    },

    /** After the requesting transaction committed: send soon rather than at the next minute. */
    kick(): void {
      if (transport) opts.kick?.();
    },

    /** Sends every message due at `now`, one at a time; answers how many were sent. */
    async deliverDue(now: Date = new Date()): Promise<number> {
      if (!transport) return 0;
      let sent = 0;
      for (;;) {
        const row = await repo.claimDue(db, now, new Date(now.getTime() + LEASE_MS));
        if (!row) return sent;
        const rendered = render(row);
        try {
          const info = await transport.send({
            from: opts.from,
            to: row.recipient,
            messageId: messageIdOf(row.id),
            ...rendered,
          });
          // Marked sent in the step that learnt of the delivery; a crash between the two sends it
          // again with the same Message-ID (ADR 0051).
          await repo.markSent(db, row.id, info.messageId, now, withoutLinkTokens(row.params));
          sent += 1;
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const giveUp = row.attempts >= maxAttempts;
          log.warn({ mailId: row.id, attempts: row.attempts, err: error, giveUp }, 'mail not sent');
          await repo.markFailedAttempt(
            db,
            row.id,
            error.slice(0, 500),
            giveUp ? { giveUp } : { giveUp, at: new Date(now.getTime() + backoffMs(row.attempts)) },
          );
        }
      }
    },

    /** Forgets sent and kept messages created before `before` (the `mail.prune` job). */
    prune(before: Date): Promise<number> {
      return repo.pruneMail(db, before);
    },

    /** Newest first, rendered in each recipient's language (GET /api/admin/mail). */
    async list(page: number, size: number) {
      const { rows, total } = await repo.listMail(db, page, size);
      return {
        total,
        content: rows.map((row) => {
          const { subject, text, headers } = render(row);
          return {
            headers,
            id: row.id,
            recipient: row.recipient,
            template: row.template,
            language: row.language,
            status: row.status as 'queued' | 'sending' | 'sent' | 'failed' | 'kept',
            attempts: row.attempts,
            subject,
            text,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          };
        }),
      };
    },

    close(): void {
      transport?.close();
    },
  };
}

function render(row: repo.MailRow): RenderedMail {
  if (!isMailTemplate(row.template)) throw new Error(`unknown mail template ${row.template}`);
  return renderMail(row.template, row.params, row.language);
}

export type Mailer = ReturnType<typeof createMailer>;
