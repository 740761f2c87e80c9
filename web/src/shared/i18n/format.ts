import type { Language } from './i18n';

/*
 * The one place the web app turns numbers, money and times into text (ADR 0045). Every formatter is
 * Intl's, built once per locale and option set and kept: building one costs far more than using
 * it, and a list page formats a price per card. Plain numbers and prices take a measured fast path
 * (below). Output is Intl's own, so in Russian thousands are
 * grouped with a no-break space (U+00A0) and the rouble sign follows a no-break space; tests that
 * pin a text write those characters, never a plain space.
 */

/** The locale each interface language formats in. */
export const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/** A locale for `lng`: one of ours, or i18next's current language string ('ru', 'en', 'en-US'). */
function localeOf(lng: Language | string): string {
  return lng === 'ru' || lng === 'en' ? LOCALES[lng] : lng;
}

/** Options as a key: the same options in any property order share one formatter. */
function optionsKey(options: object | undefined): string {
  if (!options) return '';
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(',');
}

function cache<O extends object, F>(make: (locale: string, options?: O) => F) {
  const made = new Map<string, F>();
  return (lng: Language | string, options?: O): F => {
    const locale = localeOf(lng);
    const key = `${locale}|${optionsKey(options)}`;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(locale, options)));
    return formatter;
  };
}

/** The kept Intl.NumberFormat for a language and options. */
export const numberFormat = cache(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
/** The kept Intl.DateTimeFormat for a language and options. */
export const dateTimeFormat = cache(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
/** The kept Intl.RelativeTimeFormat for a language and options. */
export const relativeTimeFormat = cache(
  (locale, options?: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
/** The kept Intl.PluralRules for a language and options. */
export const pluralRules = cache(
  (locale, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);

export type NumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/*
 * The fast path. Landing pages (home, lot, offer) show prices in their first render, and the first
 * Intl.NumberFormat a page builds loads the locale's number data: 110–280 ms in Chromium on the
 * bench machine, against nothing for the digits written here (`npm run bench -- format`, figures
 * in ADR 0045). So plain numbers and prices are written by hand, exactly as Intl writes them
 * (format.test.ts compares the two over grouping boundaries, half-way and inexact values); anything
 * else goes to the kept Intl formatter.
 */

/** CLDR's symbols: ru groups thousands with a no-break space and writes a decimal comma. */
const SYMBOLS: Record<Language, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * `value` rounded half away from zero (Intl's rule) on its shortest decimal form, as integer and
 * fraction digits; null when that form has an exponent (very large or very small numbers).
 */
function decimalDigits(value: number, maxFraction: number): [string, string] | null {
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxFraction) return [whole, fraction];
  const kept = whole + fraction.slice(0, maxFraction);
  const rounded = fraction.charCodeAt(maxFraction) >= 53 /* '5' */ ? (BigInt(kept) + 1n).toString() : kept;
  const digits = rounded.padStart(kept.length, '0');
  const split = digits.length - maxFraction;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

function groupThousands(whole: string, separator: string): string {
  let out = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let i = out.length; i < whole.length; i += 3) out += separator + whole.slice(i, i + 3);
  return out;
}

/** A number as the language writes it: "1 234,5" / "1,234.5" (three decimals at most by default). */
export function formatNumber(value: number, lng: Language | string, options: NumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(3, min));
  const symbols = lng === 'ru' || lng === 'en' ? SYMBOLS[lng] : null;
  const digits = symbols && Number.isFinite(value) ? decimalDigits(value, max) : null;
  if (!symbols || !digits)
    return numberFormat(lng, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  let fraction = digits[1].replace(/0+$/, '');
  if (fraction.length < min) fraction = fraction.padEnd(min, '0');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(digits[0], symbols.group)}${fraction ? symbols.decimal + fraction : ''}`;
}

/** A share as a percentage: "13 %" / "13%". */
export function formatPercent(share: number, lng: Language | string, maximumFractionDigits = 2): string {
  return numberFormat(lng, { style: 'percent', maximumFractionDigits }).format(share);
}

/** Roubles as Intl's currency style writes them: "1 234,50 ₽" / "RUB 1,234.50". */
function roubles(amount: number, lng: Language, maximumFractionDigits: number): string {
  const number = formatNumber(Math.abs(amount), lng, { minimumFractionDigits: 2, maximumFractionDigits });
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return lng === 'ru' ? `${sign}${number}\u00a0₽` : `${sign}RUB\u00a0${number}`;
}

/** Prices are shown in roubles, always with kopecks: "1 234,50 ₽" / "RUB 1,234.50". */
export function formatRoubles(amount: number, lng: Language): string {
  return roubles(amount, lng, 2);
}

/**
 * A price per unit: as formatRoubles, but a unit cheaper than ten kopecks keeps up to four decimals
 * ("0,0113 ₽"), so cheap in-game currency does not all read "0,01 ₽".
 */
export function formatUnitRoubles(amount: number, lng: Language): string {
  const small = Math.abs(amount) < 0.1 && amount !== 0;
  return roubles(amount, lng, small ? 4 : 2);
}

type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and/or time with the given Intl options; unparseable input gives null. */
export function formatDateTime(
  value: DateInput,
  lng: Language | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string | null {
  const date = toDate(value);
  return date ? dateTimeFormat(lng, options).format(date) : null;
}

/** A calendar date such as "16 июля 2025 г." / "16 July 2025". Unparseable input gives null. */
export function formatDate(value: DateInput, lng: Language): string | null {
  return formatDateTime(value, lng, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A clock time: "14:05". */
export function formatTime(value: DateInput, lng: Language): string | null {
  return formatDateTime(value, lng, { hour: '2-digit', minute: '2-digit' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 минут назад" / "5 minutes ago", relative to `now` ("вчера" / "yesterday" where the language has a word). */
export function formatRelativeTime(value: DateInput, lng: Language, now = Date.now()): string | null {
  const date = toDate(value);
  if (!date) return null;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const format = relativeTimeFormat(lng, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return null;
}

/** `count` of `unit` ago, always as a number: "5 минут назад" / "3 hours ago". */
export function formatAgo(count: number, unit: Intl.RelativeTimeFormatUnit, lng: Language): string {
  return relativeTimeFormat(lng, { numeric: 'always' }).format(-count, unit);
}

/** The plural category of `count` in the language ("one", "few", "many", "other"). */
export function pluralCategory(count: number, lng: Language): Intl.LDMLPluralRule {
  return pluralRules(lng).select(count);
}
