import type { Language } from './i18n';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** Intl formatters are costly to build (a lot page formats every card's price): one per language. */
function cached<T>(make: (locale: string) => T): (lng: Language) => T {
  const made = new Map<Language, T>();
  return (lng) => {
    let formatter = made.get(lng);
    if (!formatter) made.set(lng, (formatter = make(LOCALES[lng])));
    return formatter;
  };
}

const dateFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);
const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const roublesFormat = cached(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }),
);

/** A calendar date such as "16 июля 2025 г." / "16 July 2025". Unparseable input gives null. */
export function formatDate(value: string | number | Date, lng: Language): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(lng).format(date);
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
  const format = relativeFormat(lng);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

/** Prices are shown in roubles (SPEC §9). */
export function formatRoubles(amount: number, lng: Language): string {
  return roublesFormat(lng).format(amount);
}
