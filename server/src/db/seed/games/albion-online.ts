import type { GameSeed } from '../catalog-types.ts';

export const albionOnline: GameSeed = {
  name: 'Albion Online',
  slug: 'albion',
  description:
    'Песочница-MMORPG от Sandbox Interactive: экономика игроков, PvP с полной потерей снаряжения и Авалонские дороги.',
  theme: { base: '#0e140d', mid: '#30492a', accent: '#d6a84e' },
  motif: 'axe',
  attributes: { Server: ['Albion Europe', 'Albion Americas', 'Albion Asia'] },
  lots: [
    {
      name: 'Silver',
      kind: 'currency',
      price: [90, 180],
      unit: { min: 1, stock: [5, 500], label: '1 млн серебра', labelEn: '1M silver' },
      attrs: ['Server'],
      titles: ['Серебро от 1 млн, через рынок', 'Silver, safe trade in Caerleon', 'Серебро {Server}'],
    },
    {
      name: 'Gold',
      kind: 'currency',
      price: [0.35, 0.6],
      unit: { min: 1000, stock: [5000, 100000], label: '1 золото', labelEn: '1 gold' },
      attrs: ['Server'],
      titles: ['Золото Albion, от 1000', 'Gold for premium', 'Золото {Server}'],
    },
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [500, 9000],
      attrs: ['Server'],
      titles: ['Аккаунт 100M fame, T8 крафт', 'Account with premium and mounts', 'PvP-аккаунт, спец 700+'],
    },
    {
      name: 'Items & Gear',
      kind: 'items',
      price: [200, 6000],
      attrs: ['Server'],
      titles: ['Сет T8.3 под ганк', 'Mammoth mount', 'Набор снаряжения для Авалона'],
    },
    {
      name: 'Dungeons & Avalonian Raids',
      kind: 'raids',
      price: [500, 4000],
      attrs: ['Server'],
      titles: ['Авалонские рейды, кэрри', 'Hellgate 2v2 carry', 'Прохождение групповых данжей T8'],
    },
  ],
};
