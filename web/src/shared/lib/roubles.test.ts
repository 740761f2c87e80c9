import { describe, expect, it } from 'vitest';
import { readRoubles } from './roubles';

describe('readRoubles', () => {
  it('reads roubles with a comma or a dot and spaces between thousands', () => {
    expect(readRoubles('1 500,50')).toBe(1500.5);
    expect(readRoubles('1\u00a0500')).toBe(1500);
    expect(readRoubles('250')).toBe(250);
    expect(readRoubles('0.99')).toBe(0.99);
    // Decimals and range are the contract schema's to refuse, with their own messages.
    expect(readRoubles('1.005')).toBe(1.005);
    expect(readRoubles('0')).toBe(0);
  });

  it('reads nothing else', () => {
    for (const bad of ['', ' ', '-5', 'ten', '1e3', '1,5,0', '.5']) expect(readRoubles(bad)).toBeNaN();
  });
});
