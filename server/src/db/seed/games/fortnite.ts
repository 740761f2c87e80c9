import type { GameSeed } from '../catalog-types.ts';
import { PLATFORMS } from './shared-values.ts';

export const fortnite: GameSeed = {
  name: 'Fortnite',
  slug: 'fortnite',
  description:
    'Королевская битва от Epic Games: сто игроков, строительство, сезонные события, коллаборации и творческий режим.',
  theme: { base: '#150b33', mid: '#4b2a9a', accent: '#38d9ff' },
  motif: 'bolt',
  attributes: { Platform: PLATFORMS, 'Skins count': 'number' },
  numbers: { 'Skins count': [20, 600] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 15000],
      attrs: ['Platform', 'Skins count'],
      titles: [
        'Аккаунт {Skins count} скинов, OG Skull Trooper',
        'OG аккаунт, 1 сезон, Renegade Raider',
        'Account with {Skins count} skins, full access',
        'Аккаунт с Black Knight и Galaxy',
      ],
    },
    {
      name: 'V-Bucks top-up',
      kind: 'topup',
      price: [0.35, 0.6],
      unit: { min: 1000, stock: [5000, 100000], label: '1 V-Buck' },
      attrs: ['Platform'],
      titles: ['V-Bucks на ваш аккаунт', 'Пополнение В-баксов, от 1000', 'V-Bucks top-up, fast'],
    },
    {
      name: 'Skins & Codes',
      kind: 'skins',
      price: [150, 3000],
      attrs: ['Platform'],
      titles: ['Код на скин Minty Legends', 'Набор «Легенды оживают»', 'Skin code: Galaxy Scout'],
    },
    {
      name: 'Save the World Items',
      kind: 'items',
      price: [100, 2000],
      attrs: ['Platform'],
      titles: ['Оружие 130 lvl God Roll', '10 000 фонарей с ламами', 'STW: traps and schematics'],
    },
    {
      name: 'Boosting',
      kind: 'boost',
      price: [500, 4000],
      attrs: ['Platform'],
      titles: ['Буст уровня боевого пропуска', 'Arena points boost to Champion', 'Прокачка уровня +50'],
    },
  ],
};
