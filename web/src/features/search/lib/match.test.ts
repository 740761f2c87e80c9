import { describe, expect, it } from 'vitest';
import { matchSearch, resultPath } from './match';

const DATA = [
  {
    id: 1,
    name: 'World of Warcraft',
    lots: [
      { id: 11, name: 'Gold' },
      { id: 12, name: 'Mythic+ Boosting' },
    ],
  },
  {
    id: 2,
    name: 'Dota 2',
    lots: [
      { id: 21, name: 'Accounts' },
      { id: 22, name: 'MMR Boosting' },
    ],
  },
  { id: 3, name: 'Гильдия Воров', lots: [{ id: 31, name: 'Золото' }] },
];

describe('matchSearch', () => {
  it('needs two characters after trimming', () => {
    expect(matchSearch(DATA, '')).toEqual([]);
    expect(matchSearch(DATA, 'd')).toEqual([]);
    expect(matchSearch(DATA, '  d  ')).toEqual([]);
    expect(matchSearch(DATA, ' do ')).toEqual([{ type: 'product', id: 2, name: 'Dota 2' }]);
  });

  it('matches product and lot names by substring, ignoring case (Cyrillic too)', () => {
    expect(matchSearch(DATA, 'BOOST')).toEqual([
      { type: 'category', id: 12, name: 'Mythic+ Boosting', productId: 1, productName: 'World of Warcraft' },
      { type: 'category', id: 22, name: 'MMR Boosting', productId: 2, productName: 'Dota 2' },
    ]);
    expect(matchSearch(DATA, 'ЗОЛ')).toEqual([
      { type: 'category', id: 31, name: 'Золото', productId: 3, productName: 'Гильдия Воров' },
    ]);
    expect(matchSearch(DATA, 'гильд')).toEqual([{ type: 'product', id: 3, name: 'Гильдия Воров' }]);
  });

  it('lists a product before its lots, in catalogue order', () => {
    const data = [{ id: 5, name: 'Gold Rush', lots: [{ id: 51, name: 'Gold bars' }] }, ...DATA];
    expect(matchSearch(data, 'gold').map((r) => `${r.type}:${r.id}`)).toEqual([
      'product:5',
      'category:51',
      'category:11',
    ]);
  });

  it('returns at most 8 results', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      name: `Game ${i + 1}`,
      lots: [{ id: 100 + i, name: `Game pass ${i + 1}` }],
    }));
    const results = matchSearch(many, 'game');
    expect(results).toHaveLength(8);
    expect(results.map((r) => r.id)).toEqual([1, 100, 2, 101, 3, 102, 4, 103]);
  });

  it('finds nothing for an unknown name', () => {
    expect(matchSearch(DATA, 'zzz')).toEqual([]);
  });
});

describe('resultPath', () => {
  it('opens the market at a product and the lot page of a category', () => {
    expect(resultPath({ type: 'product', id: 2, name: 'Dota 2' })).toBe('/market?productId=2');
    expect(
      resultPath({ type: 'category', id: 22, name: 'MMR Boosting', productId: 2, productName: 'Dota 2' }),
    ).toBe('/lots/22');
  });
});
