import { describe, expect, it } from 'vitest';
import { hasCyrillic, latinWordsOutsideAllowList } from '@gamelot/contract/language-check';
import { formatDate, formatRelativeTime } from './format';
import { setLanguage, i18n } from './i18n';

type Tree = { [key: string]: unknown };

/**
 * Every section of each language, the lazily loaded ones too: all the files of locales/, so a
 * section added in a new file is checked without being named here.
 */
function catalogue(modules: Record<string, unknown>): Tree {
  const merged: Tree = {};
  const add = (into: Tree, from: Tree) => {
    for (const [key, value] of Object.entries(from)) {
      const existing = into[key];
      if (value && typeof value === 'object' && existing && typeof existing === 'object')
        add(existing as Tree, value as Tree);
      else into[key] = value && typeof value === 'object' ? structuredClone(value) : value;
    }
  };
  for (const module of Object.values(modules))
    for (const exported of Object.values(module as Tree))
      if (exported && typeof exported === 'object') add(merged, exported as Tree);
  return merged;
}

const ru = catalogue(import.meta.glob('./locales/ru*.ts', { eager: true }));
const en = catalogue(import.meta.glob('./locales/en*.ts', { eager: true }));

function texts(tree: Tree, prefix = ''): [key: string, text: unknown][] {
  return Object.entries(tree).flatMap(([key, child]) =>
    child && typeof child === 'object' && !Array.isArray(child)
      ? texts(child as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

const ruTexts = texts(ru);
const enTexts = texts(en);

describe('the catalogues', () => {
  it('have the same keys in both languages', () => {
    const ruKeys = new Set(ruTexts.map(([key]) => key));
    const enKeys = new Set(enTexts.map(([key]) => key));
    expect({ missingInEnglish: [...ruKeys].filter((key) => !enKeys.has(key)) }).toEqual({
      missingInEnglish: [],
    });
    expect({ missingInRussian: [...enKeys].filter((key) => !ruKeys.has(key)) }).toEqual({
      missingInRussian: [],
    });
    expect(ruKeys.size).toBeGreaterThan(500);
  });

  it('have no empty text', () => {
    const empty = [
      ...ruTexts.map(([key, text]) => ['ru', key, text]),
      ...enTexts.map(([key, text]) => ['en', key, text]),
    ]
      .filter(([, , text]) => typeof text !== 'string' || text.trim() === '')
      .map(([lang, key]) => `${lang}: ${key}`);
    expect(empty).toEqual([]);
  });

  it('write Russian in Russian: no Latin word but brands and technical names', () => {
    const latin = ruTexts
      .map(([key, text]) => [key, latinWordsOutsideAllowList(String(text))] as const)
      .filter(([, words]) => words.length > 0)
      .map(([key, words]) => `${key}: ${words.join(' ')}`);
    expect(latin).toEqual([]);
  });

  it('write English in English: no Cyrillic', () => {
    const cyrillic = enTexts.filter(([, text]) => hasCyrillic(String(text))).map(([key]) => key);
    expect(cyrillic).toEqual([]);
  });
});

describe('i18n', () => {
  it('switches language, remembers it (also in the cookie pages are written in) and sets <html lang>', () => {
    setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    setLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.cookie).toContain('lang=ru');
  });

  it('formats dates through Intl', () => {
    expect(formatDate('2025-07-16T10:00:00Z', 'en')).toBe('16 July 2025');
    expect(formatDate('not a date', 'ru')).toBeNull();
    const now = Date.parse('2025-07-16T10:00:00Z');
    expect(formatRelativeTime(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
  });
});
