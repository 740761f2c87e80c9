import { describe, expect, it } from 'vitest';
import { filterProducts, groupByLetter, letterOf } from './group-products';

const game = (id: number, name: string, lots: string[] = []) => ({
  id,
  name,
  description: '',
  imageUrl: null,
  attributes: {},
  attributeLabels: {},
  lots: lots.map((lotName, index) => ({ id: id * 10 + index, name: lotName })),
});

describe('letterOf', () => {
  it('takes the first letter, upper-cased; digits and symbols go under #', () => {
    expect(letterOf('dota 2')).toBe('D');
    expect(letterOf('  Valorant')).toBe('V');
    expect(letterOf('Éclair')).toBe('E');
    expect(letterOf('ёжик')).toBe('Ё');
    expect(letterOf('Йога')).toBe('Й');
    expect(letterOf('7 Days to Die')).toBe('#');
    expect(letterOf('[PROTOTYPE]')).toBe('#');
    expect(letterOf('')).toBe('#');
  });
});

describe('groupByLetter', () => {
  it('orders # first, then A–Z, then А–Я, and the games alphabetically (numbers by value) inside', () => {
    const groups = groupByLetter([
      game(1, 'World of Warcraft'),
      game(2, 'Аллоды Онлайн'),
      game(3, '7 Days to Die'),
      game(4, 'apex Legends'),
      game(5, 'Warframe'),
      game(6, 'Ёлки'),
      game(7, 'Escape from Tarkov'),
      game(8, 'Ведьмак'),
      game(9, 'Albion Online'),
      game(10, 'Ева'),
      game(11, '2048'),
    ]);
    expect(groups.map((g) => g.letter)).toEqual(['#', 'A', 'E', 'W', 'А', 'В', 'Е', 'Ё']);
    expect(groups.map((g) => g.products.map((p) => p.name))).toEqual([
      ['7 Days to Die', '2048'], // numbers compare by value
      ['Albion Online', 'apex Legends'],
      ['Escape from Tarkov'],
      ['Warframe', 'World of Warcraft'],
      ['Аллоды Онлайн'],
      ['Ведьмак'],
      ['Ева'],
      ['Ёлки'],
    ]);
  });

  it('gives nothing for no games', () => {
    expect(groupByLetter([])).toEqual([]);
  });
});

describe('filterProducts', () => {
  it('keeps games whose name or a lot name contains the text', () => {
    const list = [game(1, 'Dota 2', ['MMR Boosting']), game(2, 'Rust', ['Skins']), game(3, 'Minecraft')];
    expect(filterProducts(list, ' boost ').map((p) => p.id)).toEqual([1]);
    expect(filterProducts(list, 'RUST').map((p) => p.id)).toEqual([2]);
    expect(filterProducts(list, '').map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
