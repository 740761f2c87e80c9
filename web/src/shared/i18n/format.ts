import type { Language } from './i18n';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** A calendar date such as "16 июля 2025 г." / "16 July 2025". Unparseable input gives null. */
export function formatDate(value: string | number | Date, lng: Language): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[lng], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 минут назад" / "5 minutes ago", relative to `now`. */
export function formatRelativeTime(
  value: string | number | Date,
  lng: Language,
  now = Date.now(),
): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(LOCALES[lng], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

/** Prices are shown in roubles (SPEC §9). */
export function formatRoubles(amount: number, lng: Language): string {
  return new Intl.NumberFormat(LOCALES[lng], {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 2,
  }).format(amount);
}
