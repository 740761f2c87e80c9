import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  parseLotId,
  parsePrice,
  readFilters,
  searchBody,
  writeFilters,
} from './lot-filters';

describe('lot filters in the URL', () => {
  it('reads every value, falling back to the defaults for missing or bad ones', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(
      readFilters(new URLSearchParams('page=3&size=50&min=10.5&max=200&server=EU&sort=price_desc')),
    ).toEqual({
      page: 3,
      size: 50,
      min: 10.5,
      max: 200,
      server: 'EU',
      sort: 'price_desc',
    });
    expect(readFilters(new URLSearchParams('page=0&size=7&min=-1&max=abc&sort=newest'))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('writes only what differs from the defaults', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(
      writeFilters({ ...DEFAULT_FILTERS, page: 2, min: 0, server: 'US East', sort: 'price_asc' }).toString(),
    ).toBe('page=2&min=0&server=US+East&sort=price_asc');
  });

  it('builds the search body, leaving out the filters not set', () => {
    expect(searchBody(5, DEFAULT_FILTERS)).toEqual({ lotId: 5, active: true, sort: 'rating_desc' });
    expect(searchBody(5, { ...DEFAULT_FILTERS, min: 0, max: 99.9, server: 'EU' })).toEqual({
      lotId: 5,
      active: true,
      priceMin: 0,
      priceMax: 99.9,
      attributes: { Server: 'EU' },
      sort: 'rating_desc',
    });
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
