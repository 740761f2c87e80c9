import { describe, expect, it } from 'vitest';
import { isJustNow, MOSCOW_OFFSET, parseServerDate } from './server-date';

describe('parseServerDate (docs/product.md#validation "Dates")', () => {
  it("reads a date with a space instead of 'T', with or without a zone", () => {
    expect(parseServerDate('2025-07-16 11:55:00Z')?.toISOString()).toBe('2025-07-16T11:55:00.000Z');
    expect(parseServerDate('2025-07-16T11:55:00.250+00:00')?.toISOString()).toBe('2025-07-16T11:55:00.250Z');
  });

  it('reads a time without a zone at the offset it is given', () => {
    expect(parseServerDate('2025-07-16 12:00:00', MOSCOW_OFFSET)?.toISOString()).toBe(
      '2025-07-16T09:00:00.000Z',
    );
    // A time that carries its zone keeps it.
    expect(parseServerDate('2025-07-16T12:00:00Z', MOSCOW_OFFSET)?.toISOString()).toBe(
      '2025-07-16T12:00:00.000Z',
    );
  });

  it('gives null for a missing or unparseable date', () => {
    expect(parseServerDate(null)).toBeNull();
    expect(parseServerDate(undefined)).toBeNull();
    expect(parseServerDate('')).toBeNull();
    expect(parseServerDate('yesterday-ish')).toBeNull();
  });
});

describe('isJustNow', () => {
  const now = Date.parse('2025-07-16T12:00:00Z');
  it('is under a minute, or slightly ahead of this clock', () => {
    expect(isJustNow(new Date(now - 59_000), now)).toBe(true);
    expect(isJustNow(new Date(now + 5_000), now)).toBe(true);
    expect(isJustNow(new Date(now - 60_000), now)).toBe(false);
  });
});
