import type { GameSeed } from '../catalog-types.ts';

export const roblox: GameSeed = {
  name: 'Roblox',
  slug: 'roblox',
  description:
    'Платформа пользовательских игр: миллионы режимов от Blox Fruits до Grow a Garden, своя валюта Robux и торговля предметами.',
  theme: { base: '#16181c', mid: '#4a4f5a', accent: '#e2231a' },
  motif: 'hexagon',
  attributes: {
    Experience: [
      'Blox Fruits',
      'Adopt Me!',
      'Pet Simulator 99',
      'Murder Mystery 2',
      'Grow a Garden',
      'Brookhaven',
    ],
  },
  lots: [
    {
      name: 'Robux top-up',
      kind: 'topup',
      price: [0.55, 0.9],
      unit: { min: 100, stock: [1000, 50000], label: '1 Robux' },
      titles: ['Robux через геймпасс', 'Робуксы на ваш аккаунт, от 100', 'Robux top-up, safe method'],
    },
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [200, 6000],
      attrs: ['Experience'],
      titles: [
        'Аккаунт {Experience}, максимальный уровень',
        'Аккаунт с Korblox и Headless',
        'Old account 2016, {Experience}',
      ],
    },
    {
      name: 'Items & Pets',
      kind: 'items',
      price: [30, 3000],
      attrs: ['Experience'],
      titles: [
        'Питомцы для {Experience}',
        'Godly knife, Murder Mystery 2',
        'Фрукт Dragon в Blox Fruits',
        'Mega Neon pets',
      ],
    },
    {
      name: 'Gamepasses',
      kind: 'items',
      price: [100, 1500],
      attrs: ['Experience'],
      titles: ['Геймпасс ×2 Money', 'Gamepass for {Experience}', 'Пропуск VIP-сервера'],
    },
    {
      name: 'Premium subscription',
      kind: 'topup',
      price: [400, 1800],
      titles: [
        ['Roblox Premium 1000 на месяц', 700, 900],
        ['Premium 450, оплата подписки', 400, 500],
        ['Roblox Premium 2200', 1400, 1800],
      ],
    },
  ],
};
