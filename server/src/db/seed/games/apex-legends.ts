import type { GameSeed } from '../catalog-types.ts';

export const apexLegends: GameSeed = {
  name: 'Apex Legends',
  slug: 'apex',
  description:
    'Королевская битва от Respawn: отряды по три легенды с уникальными способностями, быстрые перестрелки и рейтинговые сезоны.',
  theme: { base: '#170808', mid: '#6b1d1d', accent: '#da292a' },
  motif: 'triangle',
  attributes: {
    Platform: ['PC (Steam)', 'PC (EA app)', 'PlayStation', 'Xbox', 'Nintendo Switch'],
    Rank: ['Rookie', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Master', 'Apex Predator'],
  },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [400, 9000],
      attrs: ['Platform', 'Rank'],
      titles: [
        'Аккаунт с реликвиями, {Rank}',
        'Heirloom account, {Platform}',
        'Аккаунт 500 lvl, все легенды',
      ],
    },
    {
      name: 'Rank Boosting',
      kind: 'boost',
      price: [600, 8000],
      attrs: ['Platform', 'Rank'],
      titles: ['Буст {prev:Rank} → {Rank}', 'Ranked boost to {Rank}', 'Поднятие RP, играю на вашем аккаунте'],
    },
    {
      name: 'Badges Boosting (4K, 20 Bomb)',
      kind: 'boost',
      price: [1500, 8000],
      attrs: ['Platform'],
      titles: ['Значок 4K Damage на любую легенду', '20 Bomb badge', 'Значок 20 убийств + 4K за раз'],
    },
    {
      name: 'Apex Coins top-up',
      kind: 'topup',
      price: [0.8, 1],
      unit: { min: 1000, stock: [5000, 50000], label: '1 Apex Coin' },
      attrs: ['Platform'],
      titles: ['Apex Coins на аккаунт EA', 'Пополнение монет Apex', 'Apex Coins, {Platform}'],
    },
  ],
};
