import { describe, expect, it } from 'vitest';
import { formatCount, roundEstimate } from './offer-count';

describe('offer counts', () => {
  it('rounds an estimate to two significant digits', () => {
    expect(roundEstimate(12_345)).toBe(12_000);
    expect(roundEstimate(987)).toBe(990);
    expect(roundEstimate(1_049_999)).toBe(1_000_000);
    expect(roundEstimate(99)).toBe(99);
    expect(roundEstimate(0)).toBe(0);
  });

  it('writes exact counts as they are and estimates rounded, in each language', () => {
    expect(formatCount(12_345, false, 'ru')).toBe('12\u00a0345');
    expect(formatCount(12_345, true, 'ru')).toBe('12\u00a0000');
    expect(formatCount(12_345, true, 'en')).toBe('12,000');
  });
});
