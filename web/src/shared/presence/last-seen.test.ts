import { describe, expect, it } from 'vitest';
import { formatLastSeen } from './last-seen';

const NOW = Date.parse('2025-07-16T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const ru = (value: string | null) => formatLastSeen(value, { lng: 'ru', justNow: 'только что', now: NOW });
const en = (value: string | null) => formatLastSeen(value, { lng: 'en', justNow: 'just now', now: NOW });

describe('formatLastSeen', () => {
  it("says 'только что' under 60 s", () => {
    expect(ru(ago(0))).toBe('только что');
    expect(ru(ago(59_999))).toBe('только что');
    expect(en(ago(30_000))).toBe('just now');
  });

  it('counts minutes, hours and days in Russian and English', () => {
    expect(ru(ago(60_000))).toBe('1 минуту назад');
    expect(ru(ago(5 * 60_000))).toBe('5 минут назад');
    expect(ru(ago(3 * 3600_000))).toBe('3 часа назад');
    expect(ru(ago(2 * 86_400_000))).toBe('2 дня назад');
    expect(ru(ago(45 * 86_400_000))).toBe('45 дней назад');
    expect(en(ago(5 * 60_000))).toBe('5 minutes ago');
    expect(en(ago(3600_000))).toBe('1 hour ago');
    expect(en(ago(86_400_000))).toBe('1 day ago');
  });

  it('reads the UTC instant as is, with no +3 h offset', () => {
    expect(ru('2025-07-16T11:55:00Z')).toBe('5 минут назад');
    expect(ru('2025-07-16T14:55:00+03:00')).toBe('5 минут назад');
  });

  it('gives null for a missing or unparseable date, and never a future time', () => {
    expect(ru(null)).toBeNull();
    expect(ru('not a date')).toBeNull();
    expect(ru('2025-07-16T12:05:00Z')).toBe('только что');
  });
});
