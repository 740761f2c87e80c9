import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { MESSAGES_RU } from './messages.ru.ts';
import { codeOfText, isErrorCode, text } from './speak.ts';

const errorKeys = Object.keys(MESSAGES).filter(
  (key) => !/^(notification|system)/.test(key) || isErrorCode(key),
);
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words that stay Latin in Russian texts: names, formats, technical tokens. */
const LATIN_TOKENS = new Set([
  'Gamelot',
  'Google',
  'Steam',
  'e-mail',
  'ID',
  'STOMP',
  'URL',
  '2FA',
  'TOTP',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
  'AVIF',
  'PDF',
  'JSON',
  'NUL',
  'DELETE',
  'ru',
  'en',
  'vk',
  'telegram',
  'discord',
  'youtube',
  'twitter',
  'http',
  'https',
  'multipart',
  'form-data',
  'files',
  'followedIds',
  // The real-time protocol's own words (STOMP frames and headers).
  'CONNECT',
  'CONNECTED',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'CR',
  'UTF-8',
  'content-length',
  'heart-beat',
  'Authorization',
  'Bearer',
  'userId',
  'id',
  'destination',
]);

describe('the error catalogues (docs/decisions/0064-texts-as-codes.md)', () => {
  it('Russian has a text for every error key and no other', () => {
    expect(Object.keys(MESSAGES_RU).sort()).toEqual([...errorKeys].sort());
  });

  it('both languages use the same placeholders for every key', () => {
    for (const key of Object.keys(MESSAGES_RU) as (keyof typeof MESSAGES_RU)[])
      expect(placeholders(MESSAGES_RU[key]), key).toEqual(placeholders(MESSAGES[key]));
  });

  it('every Russian text is Russian: Latin only in names and technical tokens', () => {
    for (const [key, value] of Object.entries(MESSAGES_RU)) {
      expect(value, key).toMatch(/[а-яё]/i);
      const latin = value.replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? [];
      for (const word of latin) expect(LATIN_TOKENS.has(word), `${key}: ${word}`).toBe(true);
    }
  });

  it('text() words a code in the language asked, filling its parameters', () => {
    expect(text('en', 'orderQuantityAboveStock', { available: 3 })).toBe('Only 3 left in stock');
    expect(text('ru', 'orderQuantityAboveStock', { available: 3 })).toBe('В наличии осталось только 3');
    expect(text('ru', 'invalidCredentials')).toBe('Неверная почта или пароль');
  });

  it('codeOfText() finds the code and the filled values of an English text', () => {
    expect(codeOfText(MESSAGES.emailInvalid)).toEqual({ code: 'emailInvalid' });
    expect(codeOfText('The minimum order quantity is 5')).toEqual({
      code: 'orderQuantityBelowMin',
      params: { min: '5' },
    });
    expect(codeOfText('В наличии осталось только 3')).toEqual({
      code: 'orderQuantityAboveStock',
      params: { available: '3' },
    });
    expect(codeOfText('Too small: expected number to be >0')).toBeUndefined();
  });
});
