import { formatDateTime, formatTime } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';
import { parseServerDate } from '@/shared/lib/server-date';

/** The chat list's time: the clock for today, else the day and month. */
export function listTime(value: string | null | undefined, lng: Language, now = new Date()): string {
  const date = parseServerDate(value);
  if (!date) return '';
  if (date.toDateString() === now.toDateString()) return formatTime(date, lng) ?? '';
  return formatDateTime(date, lng, { day: 'numeric', month: 'short' }) ?? '';
}

/** A message's clock time. */
export function messageTime(value: string, lng: Language): string {
  const date = parseServerDate(value);
  return date ? (formatTime(date, lng) ?? '') : '';
}
