import { afterEach, describe, expect, it } from 'vitest';
import { readSearchCache, writeSearchCache } from './search-cache';

const data = [{ id: 1, name: 'Dota 2', lots: [{ id: 5, name: 'Аккаунты' }] }];

describe('the search data cached in localStorage', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = 'ru';
  });

  it('is read back in the language it was saved in', () => {
    document.documentElement.lang = 'ru';
    writeSearchCache(data, 1000);
    expect(readSearchCache()).toEqual({ data, savedAt: 1000 });
  });

  it('is no copy once the interface speaks another language (ADR 0066)', () => {
    document.documentElement.lang = 'ru';
    writeSearchCache(data, 1000);
    document.documentElement.lang = 'en';
    expect(readSearchCache()).toBeNull();
  });
});
