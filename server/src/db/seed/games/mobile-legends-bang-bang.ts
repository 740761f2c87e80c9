import type { GameSeed } from '../catalog-types.ts';

export const mobileLegendsBangBang: GameSeed = {
  name: 'Mobile Legends: Bang Bang',
  slug: 'mlbb',
  description:
    'Мобильная MOBA от Moonton: матчи 5 на 5 за десять минут, герои, ранги до Mythical Glory и турниры MPL.',
  theme: { base: '#080c1f', mid: '#1d3a8a', accent: '#f7c948' },
  motif: 'diamond',
  attributes: {
    Region: ['Russia', 'Europe', 'Indonesia', 'Philippines', 'Malaysia', 'Global'],
    Rank: [
      'Warrior',
      'Elite',
      'Master',
      'Grandmaster',
      'Epic',
      'Legend',
      'Mythic',
      'Mythical Honor',
      'Mythical Glory',
      'Mythical Immortal',
    ],
  },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 8000],
      attrs: ['Region', 'Rank'],
      titles: [
        'Аккаунт {Rank}, 100+ скинов',
        'Account {Rank}, all heroes',
        'Аккаунт с коллекционными скинами',
      ],
    },
    {
      name: 'Diamonds top-up',
      kind: 'topup',
      price: [1.2, 2],
      unit: { min: 50, stock: [500, 20000], label: '1 алмаз', labelEn: '1 diamond' },
      attrs: ['Region'],
      titles: ['Алмазы по ID и серверу', 'Diamonds top-up, {Region}', 'Пополнение алмазов от 50'],
    },
    {
      name: 'Rank Boosting',
      kind: 'boost',
      price: [400, 6000],
      attrs: ['Region', 'Rank'],
      titles: ['Буст {prev:Rank} → {Rank}', 'Rank boost to {Rank}', 'Поднятие звёзд, любой герой'],
    },
    {
      name: 'Weekly Diamond Pass',
      kind: 'topup',
      price: [150, 300],
      attrs: ['Region'],
      titles: ['Недельный пропуск алмазов', 'Weekly Diamond Pass ×2', 'Пропуск на неделю по ID'],
    },
    {
      name: 'Skins',
      kind: 'skins',
      price: [200, 3000],
      attrs: ['Region'],
      titles: ['Скин Collector на выбор', 'Starlight skin gift', 'Эпический облик в подарок'],
    },
  ],
};
