import { describe, expect, it } from 'vitest';
import { NARROW_MAX, planSearch, type SearchCounts } from './search-plan.ts';
import { numberBucket, numberBuckets, rangeBuckets } from './number-buckets.ts';

const counts = (over: Partial<SearchCounts>): SearchCounts => ({
  lot: 180_000,
  facets: [],
  band: null,
  unknown: 0,
  priceSort: false,
  ...over,
});

describe('planSearch: the access path from the counters (ADR 0035)', () => {
  it('answers from the counters alone when one says nothing matches', () => {
    expect(planSearch(counts({ lot: 0 }), 10).kind).toBe('empty');
    expect(planSearch(counts({ facets: [5_000, 0] }), 10).kind).toBe('empty');
    expect(planSearch(counts({ band: { outer: 0, inner: 0 } }), 10).kind).toBe('empty');
  });

  it('knows the total exactly without filters, with one attribute, with a band on bucket edges', () => {
    expect(planSearch(counts({}), 10)).toMatchObject({ kind: 'walk', exact: 180_000 });
    expect(planSearch(counts({ facets: [40_000] }), 10)).toMatchObject({ exact: 40_000 });
    expect(planSearch(counts({ band: { outer: 900, inner: 900 } }), 10)).toMatchObject({ exact: 900 });
    expect(planSearch(counts({ band: { outer: 900, inner: 800 } }), 10)).toMatchObject({ exact: null });
    expect(planSearch(counts({ facets: [40_000], unknown: 1 }), 10)).toMatchObject({ exact: null });
  });

  it('fetches a narrow band or a rare value by its index instead of walking the sort index', () => {
    expect(planSearch(counts({ band: { outer: 40, inner: 30 } }), 10)).toMatchObject({
      kind: 'narrow',
      driver: 'band',
    });
    expect(planSearch(counts({ facets: [90_000, 120] }), 10)).toMatchObject({
      kind: 'narrow',
      driver: 'facet',
      facet: 1,
    });
  });

  it('walks when matches are dense, and a price sort walks its band rather than fetch it', () => {
    expect(planSearch(counts({ facets: [90_000] }), 20).kind).toBe('walk');
    expect(planSearch(counts({ band: { outer: 5_000, inner: 4_000 }, priceSort: true }), 20).kind).toBe(
      'walk',
    );
  });

  it('never materialises more than NARROW_MAX rows, and deep pages favour the narrow path', () => {
    const big = counts({ facets: [NARROW_MAX + 1, NARROW_MAX + 1] });
    expect(planSearch(big, 2_500).kind).toBe('walk');
    const mid = counts({ facets: [3_000], band: { outer: 60_000, inner: 59_000 } });
    expect(planSearch(mid, 20).kind).toBe('walk');
    expect(planSearch(mid, 2_500)).toMatchObject({ kind: 'narrow', driver: 'facet' });
  });
});

describe('numeric buckets (ADR 0035)', () => {
  it('cuts values to two significant digits, negatives and huge values apart', () => {
    expect([0, 7.9, 42, 99, 100, 8437, 12_345].map(numberBucket)).toEqual([
      '0',
      '7',
      '42',
      '99',
      '100',
      '8400',
      '12000',
    ]);
    expect(numberBucket(-3)).toBe('neg');
    expect(numberBucket(2e17)).toBe('big');
  });

  it('puts a value in four nested buckets: its decade, one, two and three significant digits', () => {
    expect(numberBuckets(8437.5)).toEqual(['d4', '1:8000', '8400', '3:8430']);
    expect(numberBuckets(7)).toEqual(['d1', '1:7', '7', '3:7']);
    expect(numberBuckets(42)).toEqual(['d2', '1:40', '42', '3:42']);
    expect(numberBuckets(-1)).toEqual(['neg']);
    expect(numberBuckets(1e17)).toEqual(['big']);
  });

  it('tiles any range, closed, open or wide, with few buckets (ADR 0040)', () => {
    expect(rangeBuckets(9_000, 9_100)).toEqual(['9000', '3:9100']);
    expect(rangeBuckets(95, 120)).toEqual(['95', '96', '97', '98', '99', '100', '110', '3:120']);
    expect(rangeBuckets(null, 2)).toEqual(['neg', '1:0', '1:1', '1:2']);
    const decades = Array.from({ length: 16 }, (_, i) => `d${i + 2}`);
    expect(rangeBuckets(5, null)).toEqual(['1:5', '1:6', '1:7', '1:8', '1:9', ...decades, 'big']);
    expect(rangeBuckets(0, 1e9)).toEqual([
      ...decades.slice(0, 8).map((_, i) => `d${i + 1}`),
      'd9',
      '3:1000000000',
    ]);
    expect(rangeBuckets(5, 4)).toEqual([]);
  });

  it('holds every value of a range in exactly one of its buckets', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const num = () => {
      const u = next();
      return u < 0.1 ? -next() * 50 : Math.floor(10 ** (next() * 7)) + (u < 0.3 ? next() : 0);
    };
    for (let i = 0; i < 2_000; i++) {
      const [a, b] = [num(), num()].sort((x, y) => x - y) as [number, number];
      const min = next() < 0.2 ? null : a;
      const max = next() < 0.2 ? null : b;
      const tiles = rangeBuckets(min, max);
      expect(tiles.length, `${min}..${max}`).toBeLessThanOrEqual(80);
      expect(new Set(tiles).size).toBe(tiles.length);
      for (let j = 0; j < 20; j++) {
        const v = num();
        const within = (min === null || v >= min) && (max === null || v <= max);
        const held = numberBuckets(v).filter((x) => tiles.includes(x)).length;
        if (within) expect(held, `${v} in ${min}..${max}: ${tiles.join(' ')}`).toBe(1);
        else expect(held).toBeLessThanOrEqual(1);
      }
    }
  });

  it('makes a range a driver when its buckets hold few offers', () => {
    expect(planSearch(counts({ ranges: [300] }), 20)).toMatchObject({ kind: 'narrow', driver: 'range' });
    expect(planSearch(counts({ ranges: [0] }), 20).kind).toBe('empty');
    expect(planSearch(counts({ ranges: [300] }), 20)).toMatchObject({ exact: null });
  });
});
