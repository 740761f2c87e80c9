import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('ru');
  i18n.addResourceBundle('ru', 'translation', {
    greeting: 'Привет, {{name}}!',
    deep: { inner: { text: 'вложенный' } },
    offers_one: '{{count}} предложение',
    offers_few: '{{count}} предложения',
    offers_many: '{{count}} предложений',
    offers_other: '{{count}} предложения',
    onlyRu: 'только по-русски',
    names: { Server: 'Сервер', Rank: 'Ранг' },
  });
  i18n.addResourceBundle('en', 'translation', {
    greeting: 'Hello, {{name}}!',
    offers_one: '{{count}} offer',
    offers_other: '{{count}} offers',
  });
  const t = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
  return { i18n, t };
}

describe('the translator', () => {
  it('finds a text by its dotted key and fills its parameters, leaving unknown ones as written', () => {
    const { t } = translator();
    expect(t('greeting', { name: 'Аня' })).toBe('Привет, Аня!');
    expect(t('deep.inner.text')).toBe('вложенный');
    expect(t('greeting')).toBe('Привет, {{name}}!');
  });

  it('chooses the plural form of the language', () => {
    const { i18n, t } = translator();
    expect([1, 3, 5, 21, 1.5].map((count) => t('offers', { count }))).toEqual([
      '1 предложение',
      '3 предложения',
      '5 предложений',
      '21 предложение',
      '1.5 предложения',
    ]);
    void i18n.changeLanguage('en');
    expect([1, 2].map((count) => t('offers', { count }))).toEqual(['1 offer', '2 offers']);
  });

  it('falls back to Russian, then to the default value, then to the key', () => {
    const { i18n, t } = translator();
    void i18n.changeLanguage('en');
    expect(t('onlyRu')).toBe('только по-русски');
    expect(t('missing.key', { defaultValue: 'запасной {{n}}', n: 2 })).toBe('запасной 2');
    expect(t('missing.key')).toBe('missing.key');
    expect(i18n.exists('onlyRu')).toBe(true);
    expect(i18n.exists('missing.key')).toBe(false);
  });

  it('translates in another language on request, and returns a section only when asked to', () => {
    const { t } = translator();
    expect(t('greeting', { lng: 'en', name: 'Ann' })).toBe('Hello, Ann!');
    expect(t('names', { returnObjects: true })).toEqual({ Server: 'Сервер', Rank: 'Ранг' });
    expect(t('names')).toBe('names');
  });

  it('adds a section without changing the texts it has or the object it was given', () => {
    const { i18n, t } = translator();
    const section = { names: { Server: 'Другой', Faction: 'Фракция' } };
    i18n.addResourceBundle('ru', 'translation', section, true, false);
    expect(t('names.Server')).toBe('Сервер');
    expect(t('names.Faction')).toBe('Фракция');
    expect(section).toEqual({ names: { Server: 'Другой', Faction: 'Фракция' } });
    expect(i18n.getResource('ru', 'translation', 'names.Rank')).toBe('Ранг');
  });

  it('tells its listeners when the language changes, once per change', async () => {
    const { i18n } = translator();
    const heard = vi.fn();
    i18n.on('languageChanged', heard);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    i18n.off('languageChanged', heard);
    await i18n.changeLanguage('ru');
    expect(heard.mock.calls).toEqual([['en']]);
  });
});
