import type { GameSeed } from '../catalog-types.ts';

export const dota2: GameSeed = {
  name: 'Dota 2',
  slug: 'dota2',
  description:
    'Командная MOBA от Valve: пять на пять, 120+ героев, рейтинговые матчи, The International и рынок предметов Steam.',
  theme: { base: '#140707', mid: '#5c1a14', accent: '#e8442e' },
  motif: 'flame',
  attributes: {
    Server: ['Europe West', 'Europe East', 'Russia', 'US East', 'US West', 'SE Asia', 'South America'],
    Rank: ['Herald', 'Guardian', 'Crusader', 'Archon', 'Legend', 'Ancient', 'Divine', 'Immortal'],
    'Behavior score': 'number',
  },
  numbers: { 'Behavior score': [8000, 12000] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [400, 12000],
      attrs: ['Server', 'Rank', 'Behavior score'],
      titles: [
        'Аккаунт {Rank}, порядочность 10k+',
        'Откалиброванный аккаунт {Rank}',
        '{Rank} account, clean history',
        'Аккаунт с арканами и {Rank}',
      ],
    },
    {
      name: 'Items & Sets',
      kind: 'items',
      price: [50, 8000],
      titles: [
        ['Arcana: Manifold Paradox', 1800, 2600],
        'Сет Immortal, редкий стиль',
        'Сундуки Collector’s Cache',
        'Persona для Anti-Mage',
        ['Courier: Golden Baby Roshan', 4000, 8000],
      ],
    },
    {
      name: 'MMR Boosting',
      kind: 'boost',
      price: [500, 8000],
      attrs: ['Server', 'Rank'],
      titles: [
        'Буст MMR +1000, ручная игра',
        'MMR boost {prev:Rank} → {Rank}',
        'Поднятие до {Rank}, стрим игр',
      ],
    },
    {
      name: 'Calibration',
      kind: 'boost',
      price: [900, 3500],
      attrs: ['Server'],
      titles: [
        'Калибровка 10 игр, винрейт 80%+',
        'Рекалибровка нового сезона',
        'Calibration matches, any role',
      ],
    },
    {
      name: 'Coaching',
      kind: 'coaching',
      price: [600, 3000],
      titles: ['Разбор реплеев от 8k MMR', 'Обучение мид-лейну, 3 занятия', 'Coaching: offlane and drafting'],
    },
  ],
};
