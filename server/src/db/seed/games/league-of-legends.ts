import type { GameSeed } from '../catalog-types.ts';

export const leagueOfLegends: GameSeed = {
  name: 'League of Legends',
  slug: 'lol',
  description:
    'MOBA от Riot Games: две команды по пять чемпионов на Ущелье призывателей, ранговые очереди от Iron до Challenger.',
  theme: { base: '#010a13', mid: '#0a323c', accent: '#c8aa6e' },
  motif: 'sword',
  attributes: {
    Server: ['EUW', 'EUNE', 'NA', 'RU', 'TR', 'BR', 'LAN', 'LAS', 'OCE', 'KR', 'JP'],
    Rank: [
      'Iron',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Emerald',
      'Diamond',
      'Master',
      'Grandmaster',
      'Challenger',
    ],
    Champions: 'number',
  },
  numbers: { Champions: [40, 168] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 10000],
      attrs: ['Server', 'Rank', 'Champions'],
      titles: [
        'Аккаунт {Rank}, {Champions} чемпионов',
        'Unranked smurf 30 lvl, {Server}',
        '{Rank} account, {Champions} champs',
        'Аккаунт с редкими скинами, {Server}',
      ],
    },
    {
      name: 'Elo Boosting',
      kind: 'boost',
      price: [500, 8000],
      attrs: ['Server', 'Rank'],
      titles: ['Буст {prev:Rank} → {Rank}', 'Duo boost to {Rank}', 'Поднятие LP, любая роль'],
    },
    {
      name: 'Placement Matches',
      kind: 'boost',
      price: [800, 3000],
      attrs: ['Server'],
      titles: ['Калибровка 5 игр', 'Placement games, new split', 'Отыграю калибровку на мид-лейне'],
    },
    {
      name: 'Riot Points top-up',
      kind: 'topup',
      price: [0.7, 1],
      unit: { min: 575, stock: [2000, 50000], label: '1 RP' },
      attrs: ['Server'],
      titles: ['Riot Points на аккаунт', 'Пополнение RP, {Server}', 'RP top-up, any amount'],
    },
    {
      name: 'Coaching',
      kind: 'coaching',
      price: [500, 2500],
      attrs: ['Server'],
      titles: ['Тренировка от Master, разбор игр', 'Jungle coaching, pathing', 'Обучение макро-игре'],
    },
    {
      name: 'Skins',
      kind: 'skins',
      price: [200, 3000],
      attrs: ['Server'],
      titles: ['Престижный образ в подарок', 'Skin gift, any champion', 'Образ из ограниченной коллекции'],
    },
  ],
};
