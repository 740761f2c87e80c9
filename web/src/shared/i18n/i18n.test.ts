import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './format';
import { setLanguage, i18n } from './i18n';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { ruPasskeys } from './locales/ru-passkeys';
import { ruSecurity } from './locales/ru-security';
import { ruModeration } from './locales/ru-moderation';
import { ruAccount } from './locales/ru-account';
import { ruEditor } from './locales/ru-editor';
import { ruLotSearch } from './locales/ru-lot-search';
import { ruMoney } from './locales/ru-money';
import { ruValidation } from './locales/ru-validation';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('has the same keys, all filled, in both catalogues', () => {
    // Russian comes in parts (the first load's `ru`, then the buying, editor, lot-search and form
    // error sections).
    expect(keys(en).sort()).toEqual(
      keys({
        ...ru,
        ...ruMoney,
        ...ruEditor,
        ...ruLotSearch,
        ...ruValidation,
        ...ruAccount,
        ...ruSecurity,
        ...ruPasskeys,
        ...ruModeration,
      }).sort(),
    );
    for (const key of keys(en)) expect(i18n.getResource('en', 'translation', key)).not.toBe('');
  });

  it('keeps the original texts verbatim in ru and translates the Russian ones in en', () => {
    expect(ru.home.title).toBe('Trade. Upgrade. Dominate.');
    expect(ru.auth.login.submitting).toBe('Logging in...');
    expect(ruValidation.validation.auth.passwordsDontMatch).toBe("Passwords don't match");
    expect(en.auth.emailLabel).toBe('Email');
    expect(en.auth.passwordLabel).toBe('Password');
    expect(keys(en).every((key) => !/[а-яё]/i.test(String(i18n.getResource('en', 'translation', key))))).toBe(
      true,
    );
  });

  it('switches language, remembers it and sets <html lang>', () => {
    setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    setLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('formats dates through Intl', () => {
    expect(formatDate('2025-07-16T10:00:00Z', 'en')).toBe('16 July 2025');
    expect(formatDate('not a date', 'ru')).toBeNull();
    const now = Date.parse('2025-07-16T10:00:00Z');
    expect(formatRelativeTime(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
  });
});
