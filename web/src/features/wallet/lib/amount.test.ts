import { describe, expect, it } from 'vitest';
import { parseRoubles } from './amount';

describe('parseRoubles', () => {
  it('reads roubles with a comma or a dot and spaces between thousands', () => {
    expect(parseRoubles('1 500,50')).toBe(1500.5);
    expect(parseRoubles('250')).toBe(250);
    expect(parseRoubles('0.99')).toBe(0.99);
  });

  it('refuses zero, negatives, three decimals and text', () => {
    for (const bad of ['', '0', '-5', '1.005', 'ten', '1e3']) expect(parseRoubles(bad)).toBeNull();
  });
});
