import type { Language } from './schemas/settings.ts';
import { NOTIFICATION_NOTICES, SYSTEM_NOTICES, type NoticeParamType } from './notice-texts.ts';

/**
 * Notices as codes (docs/decisions/0065-notices-as-codes.md): a notification or an order chat's
 * system line is stored and sent as a kind with parameters, and written in the reader's language
 * only when read: by the server in the request's language (or the recipient's, for a push), by
 * the web app in its interface language. Rows stored before carry their text and no kind.
 */

export { NOTIFICATION_NOTICES, SYSTEM_NOTICES, type NoticeParamType } from './notice-texts.ts';

export type NotificationKind = keyof typeof NOTIFICATION_NOTICES;
export type SystemKind = keyof typeof SYSTEM_NOTICES;

type ValueOf<T> = T extends 'number' | 'money' ? number : string;
type ParamsOf<P> = { [N in keyof P]: ValueOf<P[N]> };

export type NotificationParams<K extends NotificationKind> = ParamsOf<
  (typeof NOTIFICATION_NOTICES)[K]['params']
>;
export type SystemParams<K extends SystemKind> = ParamsOf<(typeof SYSTEM_NOTICES)[K]['params']>;

/** A notification as stored: its kind and exactly that kind's parameters. */
export type NotificationNotice = {
  [K in NotificationKind]: { kind: K; params: NotificationParams<K> };
}[NotificationKind];
/** A system line as stored (messages.system). */
export type SystemNotice = { [K in SystemKind]: { kind: K; params: SystemParams<K> } }[SystemKind];

/** Parameters as they travel and are stored (JSON): read back without trusting their kind. */
export type NoticeParams = Record<string, string | number | null>;

/** How money and instants are written; the web app passes its own (local time zone). */
export type NoticeFormat = {
  money: (kopecks: number, lng: Language) => string;
  date: (iso: string, lng: Language) => string;
};

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

function groupThousands(whole: string, separator: string): string {
  let out = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let i = out.length; i < whole.length; i += 3) out += separator + whole.slice(i, i + 3);
  return out;
}

/**
 * Kopecks as roubles the way the web app writes prices (web/src/shared/i18n/format.ts):
 * "1 234,50 ₽" in Russian (no-break spaces), "RUB 1,234.50" in English.
 */
export function formatKopecks(kopecks: number, lng: Language): string {
  const abs = Math.abs(Math.round(kopecks));
  const sign = kopecks < 0 ? '-' : '';
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  return lng === 'ru'
    ? `${sign}${groupThousands(whole, '\u00a0')},${fraction}\u00a0₽`
    : `${sign}RUB\u00a0${groupThousands(whole, ',')}.${fraction}`;
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant with its zone: "27 ноября, 18:40 UTC" / "27 November, 18:40 UTC" (UTC unless told). */
export function formatInstant(iso: string, lng: Language, timeZone = 'UTC'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const key = `${lng}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lng], {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    instantFormats.set(key, format);
  }
  return format.format(at);
}

const SERVER_FORMAT: NoticeFormat = { money: formatKopecks, date: (iso, lng) => formatInstant(iso, lng) };

function fill(
  template: string,
  types: Record<string, NoticeParamType>,
  params: NoticeParams,
  lng: Language,
  format: NoticeFormat,
): string {
  const filled = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === null || value === undefined) return '';
    if (types[name] === 'money') return format.money(Number(value), lng);
    if (types[name] === 'date') return format.date(String(value), lng);
    return String(value);
  });
  return filled.trim();
}

const has = <T extends object>(table: T, kind: string): kind is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(table, kind);

/** Whether `kind` is a notification kind this catalogue knows. */
export const isNotificationKind = (kind: string): kind is NotificationKind => has(NOTIFICATION_NOTICES, kind);
/** Whether `kind` is a system line kind this catalogue knows. */
export const isSystemKind = (kind: string): kind is SystemKind => has(SYSTEM_NOTICES, kind);

/** A notification's title and line in `lng`; null for a kind this catalogue does not know. */
export function renderNotification(
  notice: { kind: string; params: NoticeParams },
  lng: Language,
  format: NoticeFormat = SERVER_FORMAT,
): { title: string; content: string } | null {
  if (!isNotificationKind(notice.kind)) return null;
  const entry = NOTIFICATION_NOTICES[notice.kind];
  const texts = entry[lng];
  return {
    title: fill(texts.title, entry.params, notice.params, lng, format),
    content: fill(texts.content, entry.params, notice.params, lng, format),
  };
}

/** A system line in `lng`; null for a kind this catalogue does not know. */
export function renderSystem(
  notice: { kind: string; params: NoticeParams },
  lng: Language,
  format: NoticeFormat = SERVER_FORMAT,
): string | null {
  if (!isSystemKind(notice.kind)) return null;
  const entry = SYSTEM_NOTICES[notice.kind];
  return fill(entry[lng], entry.params, notice.params, lng, format);
}
