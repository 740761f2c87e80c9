import { describe, expect, it } from 'vitest';
import { hasCyrillic, latinWordsOutsideAllowList } from './language-check.ts';

describe('Latin words in a Russian text', () => {
  it('finds English words and lets brands and technical names through', () => {
    expect(latinWordsOutsideAllowList('Logging in...')).toEqual(['Logging', 'in']);
    expect(latinWordsOutsideAllowList('Вернуться на Market')).toEqual(['Market']);
    expect(latinWordsOutsideAllowList('Войти через Google или Steam, код 2FA, файл PNG, e-mail')).toEqual([]);
    expect(latinWordsOutsideAllowList('Размер файла превышает 5MB')).toEqual(['5MB']);
  });

  it('ignores parameters, ICU syntax, addresses and file names', () => {
    expect(latinWordsOutsideAllowList('Заказ №{{orderId}} от {{ buyerName }}')).toEqual([]);
    expect(
      latinWordsOutsideAllowList('{count, plural, one {# товар} few {# товара} other {# товаров}}'),
    ).toEqual([]);
    expect(latinWordsOutsideAllowList('Привет, {name}!')).toEqual([]);
    expect(
      latinWordsOutsideAllowList('Пишите на support@gamelot.example или https://gamelot.example/help'),
    ).toEqual([]);
    expect(latinWordsOutsideAllowList('Файл gamelot-recovery-codes.txt сохранён')).toEqual([]);
    expect(latinWordsOutsideAllowList('{{n}} offers')).toEqual(['offers']);
  });
});

describe('Cyrillic in an English text', () => {
  it('finds any Cyrillic letter, ё included', () => {
    expect(hasCyrillic('Log in')).toBe(false);
    expect(hasCyrillic('Order №5 for 100 ₽ — «done»')).toBe(false);
    expect(hasCyrillic('Log in, Ёжик')).toBe(true);
    expect(hasCyrillic('Balance: Баланс')).toBe(true);
  });
});
