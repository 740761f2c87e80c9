import type { Language } from '@/shared/i18n/i18n';
import { parseServerDate } from '@/shared/lib/server-date';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** The chat list's time: the clock for today, else the day and month. */
export function listTime(value: string | null | undefined, lng: Language, now = new Date()): string {
  const date = parseServerDate(value);
  if (!date) return '';
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    LOCALES[lng],
    today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** A message's clock time. */
export function messageTime(value: string, lng: Language): string {
  const date = parseServerDate(value);
  return date
    ? new Intl.DateTimeFormat(LOCALES[lng], { hour: '2-digit', minute: '2-digit' }).format(date)
    : '';
}
