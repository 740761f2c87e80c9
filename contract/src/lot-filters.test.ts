import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  chooseSort,
  effectiveSort,
  hasFilters,
  parseLotId,
  parsePrice,
  parseRange,
  readFilters,
  searchBody,
  writeFilters,
  type LotFilters,
} from './lot-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('lot filters in the URL', () => {
  it('reads every value, falling back to the defaults for missing or bad ones', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(
      read(
        'page=3&size=50&min=10.5&max=200&a.Server=Europe+West&a.Rank=Divine&r.Level=10-50&q=%D0%B0%D0%BA%D0%BA&sort=price_desc',
      ),
    ).toEqual({
      page: 3,
      size: 50,
      min: 10.5,
      max: 200,
      attributes: { Server: 'Europe West', Rank: 'Divine' },
      ranges: { Level: { min: 10, max: 50 } },
      q: 'акк',
      sort: 'price_desc',
    });
    expect(read('page=0&size=7&min=-1&max=abc&sort=newest&a.=x&a.Rank=&r.Level=x-y&r.Tier=-&q=+')).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('reads the old ?server= link as the Server attribute', () => {
    expect(read('server=EU').attributes).toEqual({ Server: 'EU' });
    expect(read('server=EU&a.Server=US').attributes).toEqual({ Server: 'US' });
    expect(writeFilters(read('server=EU&page=2')).toString()).toBe('page=2&a.Server=EU');
  });

  it('reads open, negative and inverted ranges', () => {
    expect(parseRange('10-50')).toEqual({ min: 10, max: 50 });
    expect(parseRange('10-')).toEqual({ min: 10, max: null });
    expect(parseRange('-50')).toEqual({ min: null, max: 50 });
    expect(parseRange('-5-10')).toEqual({ min: -5, max: 10 });
    expect(parseRange('0.5-2.5')).toEqual({ min: 0.5, max: 2.5 });
    expect(parseRange('50-10')).toEqual({ min: 10, max: 50 });
    expect(parseRange('-')).toBeNull();
    expect(parseRange('ten-20')).toBeNull();
    expect(parseRange('10')).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    const state: LotFilters = {
      page: 2,
      size: 20,
      min: 0,
      max: 99.5,
      attributes: { Server: 'US East', Faction: 'Horde', Rank: '' },
      ranges: { 'Item level': { min: 600, max: null }, Trophies: { min: null, max: null } },
      q: 'аккаунт с рангом',
      sort: 'price_asc',
    };
    const written = writeFilters(state).toString();
    expect(written).toBe(
      'page=2&size=20&min=0&max=99.5&a.Faction=Horde&a.Server=US+East&r.Item+level=600-' +
        '&q=%D0%B0%D0%BA%D0%BA%D0%B0%D1%83%D0%BD%D1%82+%D1%81+%D1%80%D0%B0%D0%BD%D0%B3%D0%BE%D0%BC&sort=price_asc',
    );
    expect(read(written)).toEqual({
      ...state,
      attributes: { Faction: 'Horde', Server: 'US East' },
      ranges: { 'Item level': { min: 600, max: null } },
    });
  });

  it('orders by relevance when a text is searched and no sort is chosen', () => {
    expect(effectiveSort({ sort: null, q: '' })).toBe('rating_desc');
    expect(effectiveSort({ sort: null, q: 'gold' })).toBe('relevance');
    expect(effectiveSort({ sort: 'price_asc', q: 'gold' })).toBe('price_asc');
    expect(effectiveSort({ sort: 'relevance', q: '' })).toBe('rating_desc');
    expect(chooseSort('rating_desc', '')).toBeNull();
    expect(chooseSort('relevance', 'gold')).toBeNull();
    expect(chooseSort('rating_desc', 'gold')).toBe('rating_desc');
  });

  it('builds the search body, leaving out the filters not set', () => {
    expect(searchBody(5, DEFAULT_FILTERS)).toEqual({ lotId: 5, active: true, sort: 'rating_desc' });
    expect(
      searchBody(5, {
        ...DEFAULT_FILTERS,
        min: 0,
        max: 99.9,
        attributes: { Server: 'EU', Faction: '' },
        ranges: { Level: { min: 10, max: 50 }, Tier: { min: null, max: null } },
        q: 'gold',
      }),
    ).toEqual({
      lotId: 5,
      active: true,
      priceMin: 0,
      priceMax: 99.9,
      attributes: { Server: 'EU' },
      ranges: { Level: { min: 10, max: 50 } },
      q: 'gold',
      sort: 'relevance',
    });
  });

  it('counts the text apart from the filters (its empty state names it)', () => {
    expect(hasFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, q: 'gold', sort: 'price_asc' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, attributes: { Rank: 'Divine' } })).toBe(true);
    expect(hasFilters({ ...DEFAULT_FILTERS, ranges: { Level: { min: null, max: 5 } } })).toBe(true);
  });

  it('parses prices and lot ids strictly', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('-3')).toBeNaN();
    expect(parsePrice('x')).toBeNaN();
    expect(parseLotId('12')).toBe(12);
    expect(parseLotId('0')).toBeNull();
    expect(parseLotId('1.5')).toBeNull();
    expect(parseLotId('abc')).toBeNull();
    expect(parseLotId(undefined)).toBeNull();
  });
});
