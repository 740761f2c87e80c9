import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatAgo,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRoubles,
  formatTime,
  numberFormat,
  pluralRules,
  relativeTimeFormat,
} from './format';
import type { Language } from './i18n';

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
const LANGUAGES: Language[] = ['ru', 'en'];

// Whole and fractional values around every grouping boundary, half-way cases and binary-inexact ones.
const VALUES = [
  0,
  -0,
  1,
  -1,
  7,
  12,
  999,
  1000,
  1234,
  9999.99,
  10_000,
  12_345.6,
  99_999.995,
  100_000,
  999_999.5,
  1_000_000,
  1_234_567.891,
  -1234.5,
  -0.004,
  0.005,
  0.015,
  1.005,
  1.045,
  2.675,
  4.65,
  4.75,
  8.449,
  8.45,
  9.95,
  0.1 + 0.2,
  123_456_789_012.34,
  1e-7,
  1e21,
  2 ** 53,
  0.000_123,
];

describe('formatNumber', () => {
  it.each(LANGUAGES)('writes what Intl.NumberFormat writes (%s)', (lng) => {
    for (const options of [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { minimumFractionDigits: 1 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ]) {
      const intl = new Intl.NumberFormat(LOCALES[lng], options);
      for (const value of VALUES)
        expect(formatNumber(value, lng, options), `${value}`).toBe(intl.format(value));
    }
  });

  it('leaves what it cannot write to Intl', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'ru')).toBe('∞');
  });
});

describe('formatRoubles', () => {
  it.each(LANGUAGES)('writes what Intl writes for roubles (%s)', (lng) => {
    const intl = new Intl.NumberFormat(LOCALES[lng], {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 2,
    });
    for (const value of VALUES) expect(formatRoubles(value, lng), `${value}`).toBe(intl.format(value));
  });

  it('shows kopecks and the currency the language uses', () => {
    expect(formatRoubles(1500, 'ru')).toBe('1\u00a0500,00\u00a0₽');
    expect(formatRoubles(1500, 'en')).toBe('RUB\u00a01,500.00');
  });
});

describe('formatDate', () => {
  it.each(LANGUAGES)('writes what Intl.DateTimeFormat writes (%s)', (lng) => {
    const intl = new Intl.DateTimeFormat(LOCALES[lng], { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2025, month, day, 13, 30);
        expect(formatDate(date, lng)).toBe(intl.format(date));
      }
    }
    const old = new Date(999, 0, 1);
    expect(formatDate(old, lng)).toBe(intl.format(old));
  });

  it('gives null for what is not a date', () => {
    expect(formatDate('not a date', 'ru')).toBeNull();
  });
});

describe('kept Intl formatters', () => {
  it('builds one formatter per locale and option set, whatever the order of the options', () => {
    const a = numberFormat('ru', { style: 'percent', maximumFractionDigits: 2 });
    expect(numberFormat('ru', { maximumFractionDigits: 2, style: 'percent' })).toBe(a);
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 2 })).not.toBe(a);
    expect(dateTimeFormat('ru', { timeStyle: 'short' })).toBe(dateTimeFormat('ru', { timeStyle: 'short' }));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
    expect(pluralRules('ru')).toBe(pluralRules('ru'));
    expect(pluralRules('ru').select(3)).toBe('few');
  });

  it('writes what Intl writes for the language, no-break spaces included', () => {
    const date = new Date(2025, 6, 16, 14, 5);
    expect(formatTime(date, 'ru')).toBe('14:05');
    expect(formatDateTime(date, 'ru')).toBe(
      new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
    expect(formatDateTime('not a date', 'en')).toBeNull();
    expect(formatPercent(0.13, 'ru')).toBe('13\u00a0%');
    expect(formatPercent(0.13, 'en')).toBe('13%');
    expect(formatAgo(5, 'minute', 'ru')).toBe('5 минут назад');
    expect(formatAgo(3, 'hour', 'en')).toBe('3 hours ago');
    // i18next's language names work too; a locale the fast path does not know goes to Intl.
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });
});
