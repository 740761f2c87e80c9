import type { Language } from '../i18n/i18n';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type LastSeenOptions = {
  lng: Language;
  /** The text for under a minute ago: 'только что' / 'just now'. */
  justNow: string;
  now?: number;
};

/**
 * "Last seen" as a relative time (docs/product.md#validation): under 60 s 'только что', then minutes, hours, days
 * ("5 минут назад", "3 hours ago"). lastSeenAt is a UTC instant (ADR 0008): no offset is added.
 * Missing or unparseable input gives null.
 */
export function formatLastSeen(
  value: string | null | undefined,
  { lng, justNow, now = Date.now() }: LastSeenOptions,
): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return justNow;
  const format = new Intl.RelativeTimeFormat(LOCALES[lng], { numeric: 'always' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
