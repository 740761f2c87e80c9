import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  notificationMailType,
  type NotificationMailKind,
  type NotificationMailParams,
} from '@gamelot/contract/mail-texts';
import {
  CHAT_DIGEST_DELAY_MS,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationEventType,
} from '@gamelot/contract/notifications';
import { UNSUBSCRIBE_TOKEN_ERRORS, type UnsubscribeState } from '@gamelot/contract/schemas/mail';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../mail/index.ts';
import * as repo from './email-repository.ts';

/**
 * Notifications by e-mail (docs/decisions/0056-notification-mail.md): each user's choice per type
 * (a default from the contract until they choose), the mail a notification owes in the
 * transaction that stores it, the chat digest, administrators' mail, and the signed one-click
 * unsubscribe token (RFC 8058).
 */

export type NotificationMailDeps = {
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: every link in a mail starts with it. */
  publicUrl: string;
  /** The HMAC key unsubscribe tokens are signed with (derived from the server secret). */
  unsubscribeKey: Buffer;
};

export type EmailChoices = Record<NotificationEventType, NotificationChannel>;

const isType = (t: string): t is NotificationEventType => (NOTIFICATION_TYPES as string[]).includes(t);

/** The server secret's key for unsubscribe tokens: a secret of its own, so a token is nothing else. */
export function unsubscribeKeyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('gamelot/mail-unsubscribe/v1').digest();
}

const mac = (key: Buffer, userId: number, type: string) =>
  createHmac('sha256', key).update(`${userId}:${type}`).digest('base64url');

/** `{userId}.{type}.{HMAC-SHA256 of both}`: works without signing in, for one user and one type. */
export function unsubscribeToken(key: Buffer, userId: number, type: NotificationEventType): string {
  return `${userId}.${type}.${mac(key, userId, type)}`;
}

const TOKEN = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

/** The user and type a token was signed for; a forged or altered token is a 400 with its code. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; type: NotificationEventType } {
  const m = TOKEN.exec(token);
  const userId = Number(m?.[1]);
  const type = m?.[2] ?? '';
  if (!m || !isType(type) || userId > 2_147_483_647) throw invalidToken();
  const expected = Buffer.from(mac(key, userId, type));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidToken();
  return { userId, type };
}

const invalidToken = () => new AppError(400, UNSUBSCRIBE_TOKEN_ERRORS.invalid);

/** Every type with the user's channel: their choice where they made one, else the default. */
export async function getEmailChoices(db: Db, userId: number): Promise<EmailChoices> {
  const chosen = await repo.emailChoices(db, userId);
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const email = chosen.get(type);
      return [type, email === undefined ? NOTIFICATION_EMAIL_DEFAULTS[type] : email ? 'email' : 'inApp'];
    }),
  ) as EmailChoices;
}

/** Records the choices named (others stay as they were); answers every type's channel. */
export async function setEmailChoices(
  db: Db,
  userId: number,
  changes: Partial<Record<NotificationEventType, NotificationChannel>>,
): Promise<EmailChoices> {
  const rows = NOTIFICATION_TYPES.flatMap((eventType) => {
    const channel = changes[eventType];
    return channel ? [{ eventType, email: channel === 'email' }] : [];
  });
  await repo.setEmailChoices(db, userId, rows);
  return getEmailChoices(db, userId);
}

async function wantsEmail(db: Db, userId: number, type: NotificationEventType): Promise<boolean> {
  const chosen = await repo.emailChoice(db, userId, type);
  return chosen ?? NOTIFICATION_EMAIL_DEFAULTS[type] === 'email';
}

const asLanguage = (language: string): Language => (language === 'en' ? 'en' : 'ru');

function unsubscribeLinks(deps: NotificationMailDeps, userId: number, type: NotificationEventType) {
  const token = unsubscribeToken(deps.unsubscribeKey, userId, type);
  return {
    unsubscribe: `${deps.publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${deps.publicUrl}/api/mail/unsubscribe?token=${token}`,
  };
}

/** The mail a notice owes: which kind of text, with what. */
export type NoticeMail = {
  [K in NotificationMailKind]: { kind: K; params: NotificationMailParams<K> };
}[NotificationMailKind];

/**
 * In `tx`, the transaction that stored notification `notificationId`: requests its mail when the
 * user takes this type by e-mail and has a proven address. Chat messages never mail one by one
 * (the digest does). The notification's id is the mail's dedupe key: never two mails for one.
 * Answers whether a mail was requested (the caller kicks the mailer after commit).
 */
export async function mailNotification(
  deps: NotificationMailDeps,
  tx: Db,
  userId: number,
  notification: { id: number; eventType: string; url: string | null },
  mail: NoticeMail,
): Promise<boolean> {
  const type = notification.eventType;
  if (!isType(type) || type === NOTIFICATION_EVENT_TYPES.chatMessage) return false;
  if (notificationMailType(mail.kind) !== type) throw new Error(`mail ${mail.kind} is not of type ${type}`);
  if (!(await wantsEmail(tx, userId, type))) return false;
  const target = await repo.mailTarget(tx, userId);
  if (!target) return false;
  const params = Object.fromEntries(Object.entries(mail.params).map(([k, v]) => [k, String(v)]));
  const id = await deps.mailer.request(tx, {
    to: target.email,
    template: `notify.${mail.kind}`,
    params: {
      ...params,
      link: `${deps.publicUrl}${notification.url ?? '/'}`,
      ...unsubscribeLinks(deps, userId, type),
    },
    language: asLanguage(target.language),
    dedupeKey: `notification:${notification.id}`,
  });
  return id !== null;
}

/** What a token's link stops, and whether it is still on (the unsubscribe page's question). */
export async function unsubscribeState(
  deps: NotificationMailDeps,
  db: Db,
  token: string,
): Promise<UnsubscribeState> {
  const { userId, type } = readUnsubscribeToken(deps.unsubscribeKey, token);
  if (!(await repo.userExists(db, userId))) throw invalidToken();
  return { type, email: await wantsEmail(db, userId, type) };
}

/** One click: the token's type stops coming by e-mail for its user (the app still tells them). */
export async function unsubscribe(
  deps: NotificationMailDeps,
  db: Db,
  token: string,
): Promise<UnsubscribeState> {
  const { userId, type } = readUnsubscribeToken(deps.unsubscribeKey, token);
  if (!(await repo.userExists(db, userId))) throw invalidToken();
  await repo.setEmailChoices(db, userId, [{ eventType: type, email: false }]);
  return { type, email: false };
}

/** How many users one digest run mails at most (the next minute's run goes on). */
const DIGEST_BATCH = 200;

/**
 * The chat digest as of `now` (the `notifications.chat-digest` job): for every user away with
 * partners' messages unread for CHAT_DIGEST_DELAY_MS and not yet mailed, one mail listing the
 * chats, who wrote and how many, and a mark so those messages are never mailed again. Each user
 * in a transaction of their own. Answers how many mails were requested.
 */
export async function sendChatDigests(deps: NotificationMailDeps, db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CHAT_DIGEST_DELAY_MS);
  const byDefault = NOTIFICATION_EMAIL_DEFAULTS[NOTIFICATION_EVENT_TYPES.chatMessage] === 'email';
  const due = await repo.digestsDue(db, now, before, byDefault, DIGEST_BATCH);
  let mailed = 0;
  for (const { userId, chats } of due) {
    const through = Math.max(...chats.map((c) => c.lastMessageId));
    const sent = await db.transaction(async (tx) => {
      if (!(await repo.advanceDigestMark(tx, userId, through, now))) return false;
      const target = await repo.mailTarget(tx, userId);
      if (!target) return false;
      const count = chats.reduce((n, c) => n + c.unread, 0);
      const id = await deps.mailer.request(tx, {
        to: target.email,
        template: 'chatDigest',
        params: {
          count: String(count),
          chats: chats
            .map((c) => `• ${c.senderName} (${c.unread}): ${deps.publicUrl}/chat/${c.chatId}`)
            .join('\n'),
          link: `${deps.publicUrl}/chat`,
          ...unsubscribeLinks(deps, userId, NOTIFICATION_EVENT_TYPES.chatMessage),
        },
        language: asLanguage(target.language),
        dedupeKey: `chatDigest:${userId}:${through}`,
      });
      return id !== null;
    });
    if (sent) mailed += 1;
  }
  if (mailed > 0) deps.mailer.kick();
  return mailed;
}

/** Administrators' mail about work waiting: a new dispute, a new withdrawal request. */
export async function mailAdmins(
  deps: NotificationMailDeps,
  tx: Db,
  about: { eventId: number } & (
    | { template: 'adminDisputeOpened'; params: { id: number } }
    | { template: 'adminWithdrawalRequested'; params: { amount: string } }
  ),
): Promise<number> {
  const tab = about.template === 'adminDisputeOpened' ? 'disputes' : 'withdrawals';
  let requested = 0;
  for (const admin of await repo.adminTargets(tx)) {
    const common = {
      to: admin.email,
      language: asLanguage(admin.language),
      dedupeKey: `admin:${about.eventId}:${admin.id}`,
    };
    const link = `${deps.publicUrl}/admin?tab=${tab}`;
    const id =
      about.template === 'adminDisputeOpened'
        ? await deps.mailer.request(tx, {
            ...common,
            template: about.template,
            params: { id: String(about.params.id), link },
          })
        : await deps.mailer.request(tx, {
            ...common,
            template: about.template,
            params: { amount: about.params.amount, link },
          });
    if (id !== null) requested += 1;
  }
  return requested;
}
