import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_NOTICES,
  SYSTEM_NOTICES,
  formatInstant,
  formatKopecks,
  renderNotification,
  renderSystem,
} from './notices.ts';

/** The notices' catalogue (docs/decisions/0065-notices-as-codes.md) says the same in both languages. */

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words a Russian text may carry in Latin letters: names and abbreviations. */
const LATIN_ALLOWED = new Set(['Gamelot', 'Steam', 'ID', 'UTC']);

const texts = [
  ...Object.entries(NOTIFICATION_NOTICES).flatMap(([kind, e]) => [
    { kind, params: e.params, ru: e.ru.title, en: e.en.title },
    { kind, params: e.params, ru: e.ru.content, en: e.en.content },
  ]),
  ...Object.entries(SYSTEM_NOTICES).map(([kind, e]) => ({ kind, params: e.params, ru: e.ru, en: e.en })),
];

describe('the notices catalogue', () => {
  it.each(texts)('$kind: both languages name the same parameters, each declared', ({ params, ru, en }) => {
    expect(placeholders(ru)).toEqual(placeholders(en));
    for (const name of placeholders(ru)) expect(Object.keys(params)).toContain(name);
  });

  it('names every declared parameter in some text of its kind', () => {
    for (const [kind, e] of Object.entries(NOTIFICATION_NOTICES)) {
      const used = placeholders(e.ru.title + e.ru.content);
      expect(used.sort(), kind).toEqual(expect.arrayContaining(Object.keys(e.params)));
    }
    for (const [kind, e] of Object.entries(SYSTEM_NOTICES))
      expect(placeholders(e.ru), kind).toEqual(Object.keys(e.params).sort());
  });

  it.each(texts)('$kind: English has no Cyrillic, Russian no English words', ({ ru, en }) => {
    expect(en).not.toMatch(/[\u0400-\u04ff]/);
    const latin = ru.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !LATIN_ALLOWED.has(word))).toEqual([]);
  });
});

describe('rendering', () => {
  const stored = { kind: 'orderCreated', params: { id: 7, offer: 'Gold', quantity: 2, total: 123450 } };

  it('writes one stored notification in either language, money by the language', () => {
    expect(renderNotification(stored, 'ru')).toEqual({
      title: 'Новый заказ',
      content: 'Заказ №7: «Gold» × 2, 1\u00a0234,50\u00a0₽',
    });
    expect(renderNotification(stored, 'en')).toEqual({
      title: 'New order',
      content: 'Order #7: “Gold” × 2, RUB\u00a01,234.50',
    });
  });

  it('writes a system line and drops an empty parameter cleanly', () => {
    const line = { kind: 'orderDelivered', params: { id: 3, message: '' } };
    expect(renderSystem(line, 'en')).toBe('Order #3: the seller marked the order delivered.');
    expect(renderSystem(line, 'ru')).toBe('Заказ №3: продавец отметил заказ выполненным.');
  });

  it('answers null for a kind it does not know', () => {
    expect(renderNotification({ kind: 'nope', params: {} }, 'en')).toBeNull();
    expect(renderSystem({ kind: 'toString', params: {} }, 'en')).toBeNull();
  });

  it('formats kopecks and instants per language', () => {
    expect(formatKopecks(5, 'ru')).toBe('0,05\u00a0₽');
    expect(formatKopecks(100_000_000, 'en')).toBe('RUB\u00a01,000,000.00');
    expect(formatInstant('2026-11-27T18:40:00.000Z', 'en')).toBe('27 November at 18:40 UTC');
    expect(formatInstant('2026-11-27T18:40:00.000Z', 'ru')).toMatch(/^27 ноября.*18:40 UTC$/);
  });
});
