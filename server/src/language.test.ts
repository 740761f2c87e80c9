import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language.ts';

describe('requestLanguage', () => {
  it('takes the first of ours the header names, by weight', () => {
    expect(requestLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(requestLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(requestLanguage('de,en;q=0.5,ru;q=0.7')).toBe('ru');
    expect(requestLanguage('en;q=0.1, ru;q=0.2')).toBe('ru');
    expect(requestLanguage(['fr', 'en'])).toBe('en');
  });

  it('falls back when the header names neither or refuses them', () => {
    expect(requestLanguage(undefined)).toBe('ru');
    expect(requestLanguage('de-DE', 'en')).toBe('en');
    expect(requestLanguage('en;q=0', 'ru')).toBe('ru');
    expect(requestLanguage('english', 'ru')).toBe('ru');
    expect(requestLanguage(',,;;q=x', 'en')).toBe('en');
  });
});
