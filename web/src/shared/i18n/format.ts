import type { Language } from './i18n';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };

/*
 * Numbers, prices and calendar dates are written here by hand, not with Intl: the first
 * Intl.NumberFormat or Intl.DateTimeFormat a page builds loads the locale's ICU data, 30–50 ms on
 * a desktop and four times that on a mid-range phone, inside the render that shows the first cards.
 * The output is Intl's own for the two languages (format.test.ts compares them); anything outside
 * the plain cases goes to Intl.
 */

/** Intl formatters are costly to build: one per language (and per option set). */
function cached<T>(make: (locale: string) => T): (lng: Language) => T {
  const made = new Map<Language, T>();
  return (lng) => {
    let formatter = made.get(lng);
    if (!formatter) made.set(lng, (formatter = make(LOCALES[lng])));
    return formatter;
  };
}

const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** CLDR's symbols: ru groups thousands with a no-break space and writes a decimal comma. */
const SYMBOLS: Record<Language, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export type NumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

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

const intlNumber = new Map<string, Intl.NumberFormat>();

/** A number as Intl.NumberFormat writes it for the language: "1 234,5" / "1,234.5". */
export function formatNumber(value: number, lng: Language, options: NumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(3, min));
  const digits = Number.isFinite(value) ? decimalDigits(value, max) : null;
  if (!digits) {
    const key = `${lng}:${min}:${max}`;
    let format = intlNumber.get(key);
    if (!format) {
      format = new Intl.NumberFormat(LOCALES[lng], {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      intlNumber.set(key, format);
    }
    return format.format(value);
  }
  const { group, decimal } = SYMBOLS[lng];
  let fraction = digits[1].replace(/0+$/, '');
  if (fraction.length < min) fraction = fraction.padEnd(min, '0');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupThousands(digits[0], group)}${fraction ? decimal + fraction : ''}`;
}

/** Prices are shown in roubles (docs/product.md#limits), always with kopecks: "1 234,50 ₽" / "RUB 1,234.50". */
export function formatRoubles(amount: number, lng: Language): string {
  const number = formatNumber(Math.abs(amount), lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return lng === 'ru' ? `${sign}${number}\u00a0₽` : `${sign}RUB\u00a0${number}`;
}

/**
 * A price per unit: as formatRoubles, but a unit cheaper than ten kopecks keeps up to four decimals
 * ("0,0113 ₽"), so cheap in-game currency does not all read "0,01 ₽".
 */
export function formatUnitRoubles(amount: number, lng: Language): string {
  const small = Math.abs(amount) < 0.1 && amount !== 0;
  const number = formatNumber(Math.abs(amount), lng, {
    minimumFractionDigits: 2,
    maximumFractionDigits: small ? 4 : 2,
  });
  const sign = amount < 0 ? '-' : '';
  return lng === 'ru' ? `${sign}${number}\u00a0₽` : `${sign}RUB\u00a0${number}`;
}

const MONTHS: Record<Language, readonly string[]> = {
  // The genitive, as in a date: "16 июля".
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar date such as "16 июля 2025 г." / "16 July 2025". Unparseable input gives null. */
export function formatDate(value: string | number | Date, lng: Language): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.getDate();
  const month = MONTHS[lng][date.getMonth()];
  const year = date.getFullYear();
  // Years before 1000 or after 9999 are written differently by Intl; they are not ours to show.
  if (year < 1000 || year > 9999) return new Intl.DateTimeFormat(LOCALES[lng], DATE_OPTIONS).format(date);
  return lng === 'ru' ? `${day} ${month} ${year} г.` : `${day} ${month} ${year}`;
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
