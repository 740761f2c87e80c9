import { formatAgo } from '../i18n/format';
import type { Language } from '../i18n/i18n';

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
  if (elapsed < HOUR) return formatAgo(Math.floor(elapsed / MINUTE), 'minute', lng);
  if (elapsed < DAY) return formatAgo(Math.floor(elapsed / HOUR), 'hour', lng);
  return formatAgo(Math.floor(elapsed / DAY), 'day', lng);
}
