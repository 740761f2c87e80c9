import { describe, expect, it } from 'vitest';
import { BEST_OFFER_TABS, lotMatchesTab, offersForTab, type BestOfferTab } from './best-offer-tabs';

const tabsOf = (lotName: string) => BEST_OFFER_TABS.filter((tab) => lotMatchesTab(lotName, tab));

describe('best offer tabs', () => {
  it.each<[string, BestOfferTab[]]>([
    ['MMR Boosting', ['boost']],
    ['Coaching', ['boost']],
    ['Power Leveling', ['boost']],
    ['Placement Matches', ['boost']],
    ['Accounts', ['accounts']],
    ['Characters & Accounts', ['accounts']],
    ['Items & Sets', ['assets']],
    ['Skins', ['assets']],
    ['Gold', ['assets']],
    ['Divine Orbs', ['assets']],
    ['Legion Raids', ['raids']],
    ['Dungeons & Avalonian Raids', ['raids']],
    ['Boss Carries', ['raids']],
    ['Mythic+ Boosting', ['boost', 'raids']],
    ['V-Bucks top-up', ['balance']],
    ['Gift Cards', ['balance']],
    ['Wallet top-up', ['balance']],
    ['Game Keys', ['balance']],
    ['Пополнение баланса', ['balance']],
    ['Прокачка аккаунта', ['boost', 'accounts']],
    ['Builds & Maps', []],
    // The demo catalogue's Russian names land where their English ones do (ADR 0066).
    ['Буст MMR', ['boost']],
    ['Исследование и квесты', ['boost']],
    ['Персонажи и аккаунты', ['accounts']],
    ['Божественные сферы', ['assets']],
    ['Серебро', ['assets']],
    ['Рубли', ['assets']],
    ['Корабли и фиты', ['assets']],
    ['Инъекторы навыков', ['assets']],
    ['Прохождение боссов', ['raids']],
    ['Буст эпохальных+ подземелий', ['boost', 'raids']],
    ['Бравл Пасс', ['balance']],
    ['Недельный алмазный пропуск', ['balance']],
    ['Геймпассы', ['balance']],
    ['Постройки и карты', []],
  ])('puts the lot "%s" under %j', (lotName, tabs) => {
    expect(tabsOf(lotName)).toEqual(tabs);
  });

  it('matches keywords at the start of a word only', () => {
    expect(lotMatchesTab('Turkey keys', 'balance')).toBe(true);
    expect(lotMatchesTab('Turkey', 'balance')).toBe(false);
    expect(lotMatchesTab('Golden Gate tours', 'assets')).toBe(true);
    expect(lotMatchesTab('Marigold', 'assets')).toBe(false);
  });

  it('keeps the given order and at most four offers', () => {
    const offers = ['Rank Boosting', 'Gold', 'Coaching', 'Elo Boosting', 'Calibration', 'Power Leveling'].map(
      (name, id) => ({ id, lot: { name } }),
    );
    expect(offersForTab(offers, 'boost').map((o) => o.id)).toEqual([0, 2, 3, 4]);
    expect(offersForTab(offers, 'raids')).toEqual([]);
  });
});
