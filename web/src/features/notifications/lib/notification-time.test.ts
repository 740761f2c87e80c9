import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

const NOW = Date.parse('2025-07-16T12:00:00Z');

describe('notificationTime (docs/product.md#validation "Dates")', () => {
  it("shows 'только что' for a missing or unparseable date", () => {
    expect(notificationTime(null, 'ru', 'только что', NOW)).toBe('только что');
    expect(notificationTime('', 'ru', 'только что', NOW)).toBe('только что');
    expect(notificationTime('yesterday-ish', 'ru', 'только что', NOW)).toBe('только что');
  });

  it("shows 'только что' under a minute, and for a clock slightly ahead", () => {
    expect(notificationTime('2025-07-16T11:59:30Z', 'ru', 'только что', NOW)).toBe('только что');
    expect(notificationTime('2025-07-16T12:00:05Z', 'ru', 'только что', NOW)).toBe('только что');
  });

  it("reads a date with a space instead of 'T'", () => {
    expect(notificationTime('2025-07-16 11:55:00Z', 'ru', 'только что', NOW)).toBe('5 минут назад');
  });

  it('is relative, in Russian', () => {
    expect(notificationTime('2025-07-16T09:00:00Z', 'ru', 'только что', NOW)).toBe('3 часа назад');
    expect(notificationTime('2025-07-14T12:00:00Z', 'ru', 'только что', NOW)).toBe('позавчера');
  });
});
