import type { GameSeed } from '../catalog-types.ts';

export const brawlStars: GameSeed = {
  name: 'Brawl Stars',
  slug: 'brawl-stars',
  description:
    'Мобильные командные бои от Supercell: бойцы, режимы «Захват кристаллов» и «Награда за поимку», кубки и рейтинговые матчи.',
  theme: { base: '#150b2e', mid: '#5b2bb5', accent: '#ffcc00' },
  motif: 'skull',
  attributes: {
    Rank: ['Bronze', 'Silver', 'Gold', 'Diamond', 'Mythic', 'Legendary', 'Masters', 'Pro'],
    Trophies: 'number',
  },
  numbers: { Trophies: [5000, 90000] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [200, 8000],
      attrs: ['Trophies', 'Rank'],
      titles: [
        'Аккаунт {Trophies} кубков, все бойцы',
        'Account {Trophies} trophies, Legendary',
        'Аккаунт с редкими скинами',
      ],
    },
    {
      name: 'Gems top-up',
      kind: 'topup',
      price: [3, 5],
      unit: { min: 30, stock: [200, 10000], label: '1 гем', labelEn: '1 gem' },
      titles: ['Гемы через Supercell ID', 'Пополнение гемов от 30', 'Gems top-up, safe'],
    },
    {
      name: 'Brawl Pass',
      kind: 'topup',
      price: [450, 900],
      titles: [['Brawl Pass Plus на сезон', 800, 1000], 'Бравл Пасс по Supercell ID', 'Brawl Pass, instant'],
    },
    {
      name: 'Trophy Boosting',
      kind: 'boost',
      price: [300, 5000],
      attrs: ['Trophies'],
      titles: ['Буст кубков +1000', 'Trophy push, any brawler', 'Апаю бойцов до 1000 кубков'],
    },
    {
      name: 'Ranked Boosting',
      kind: 'boost',
      price: [500, 4000],
      attrs: ['Rank'],
      titles: ['Ранговый буст {prev:Rank} → {Rank}', 'Ranked push to {Rank}', 'Рейтинг до Masters'],
    },
  ],
};
