import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('reads minutes, hours and days', () => {
    expect(durationParts(20)).toEqual({ unit: 'minutes', n: 1 });
    expect(durationParts(45 * 60)).toEqual({ unit: 'minutes', n: 45 });
    expect(durationParts(2.5 * 3600)).toEqual({ unit: 'hours', n: 2.5 });
    expect(durationParts(3 * 86_400)).toEqual({ unit: 'days', n: 3 });
  });
});
