import type { GameSeed } from '../catalog-types.ts';

export const valorant: GameSeed = {
  name: 'Valorant',
  slug: 'valorant',
  description:
    'Тактический шутер 5 на 5 от Riot Games: агенты с уникальными умениями, закладка спайка и соревновательный режим от Iron до Radiant.',
  theme: { base: '#0f1923', mid: '#7a1e2b', accent: '#ff4655' },
  motif: 'blade',
  attributes: {
    Region: ['EU', 'NA', 'AP', 'KR', 'LATAM', 'BR'],
    Rank: ['Iron', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ascendant', 'Immortal', 'Radiant'],
  },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [400, 10000],
      attrs: ['Region', 'Rank'],
      titles: [
        'Аккаунт {Rank}, {Region}, скины Vandal',
        'Ranked-ready аккаунт 20 lvl',
        '{Rank} account with Reaver collection',
        'Аккаунт с ножом и боевым пропуском',
      ],
    },
    {
      name: 'Rank Boosting',
      kind: 'boost',
      price: [600, 8000],
      attrs: ['Region', 'Rank'],
      titles: [
        'Буст {prev:Rank} → {Rank}',
        'Rank boost to {Rank}, duo queue',
        'Поднятие ранга, только ручная игра',
      ],
    },
    {
      name: 'Placement Matches',
      kind: 'boost',
      price: [900, 3000],
      attrs: ['Region'],
      titles: [
        'Калибровка 5 игр, новый акт',
        'Placement matches, 4/5 wins',
        'Отыграю калибровку с гарантией',
      ],
    },
    {
      name: 'Valorant Points top-up',
      kind: 'topup',
      price: [0.8, 1.1],
      unit: { min: 475, stock: [2000, 50000], label: '1 VP' },
      attrs: ['Region'],
      titles: ['Valorant Points на ваш аккаунт', 'Пополнение VP, любой объём', 'VP top-up, {Region}'],
    },
    {
      name: 'Coaching',
      kind: 'coaching',
      price: [600, 2500],
      titles: ['Тренировка от Immortal, разбор VOD', 'Аим и тактика на Jett', 'Coaching for controllers'],
    },
  ],
};
