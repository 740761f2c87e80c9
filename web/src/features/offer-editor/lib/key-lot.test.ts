import { describe, expect, it } from 'vitest';
import { isKeyLot } from './key-lot';

describe('isKeyLot', () => {
  it('finds key and code categories by a word of their name, in English and Russian', () => {
    for (const name of ['Game Keys', 'Licence Keys', 'Skins & Codes', 'Key', 'Ключи Steam', 'Коды активации'])
      expect(isKeyLot(name), name).toBe(true);
    for (const name of ['Accounts', 'Turkey Gold', 'Monkeys', 'Boosting', 'Эпизоды'])
      expect(isKeyLot(name), name).toBe(false);
  });
});
