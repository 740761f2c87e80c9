import type { GameSeed } from '../catalog-types.ts';

export const eveOnline: GameSeed = {
  name: 'EVE Online',
  slug: 'eve',
  description:
    'Космическая MMO от CCP Games с единым миром на сервере Tranquility: экономика, корпорации, войны альянсов и тысячи кораблей.',
  theme: { base: '#04070d', mid: '#1c2b45', accent: '#ff9f1c' },
  motif: 'planet',
  attributes: {
    Server: ['Tranquility'],
    Race: ['Amarr', 'Caldari', 'Gallente', 'Minmatar'],
    'Skill points (millions)': 'number',
  },
  numbers: { 'Skill points (millions)': [5, 180] },
  lots: [
    {
      name: 'Characters & Accounts',
      kind: 'accounts',
      price: [1500, 15000],
      attrs: ['Server', 'Race', 'Skill points (millions)'],
      titles: [
        'Персонаж {Skill points (millions)}M SP, {Race}',
        'Капитальный пилот, Omega',
        'Character {Skill points (millions)}M SP, positive wallet',
      ],
    },
    {
      name: 'ISK',
      kind: 'currency',
      price: [120, 260],
      unit: { min: 1, stock: [5, 400], label: '1 млрд ISK', labelEn: '1 billion ISK' },
      attrs: ['Server'],
      titles: ['ISK, передача через контракт', 'Иски от 1 млрд, быстро', 'ISK wallet transfer'],
    },
    {
      name: 'PLEX',
      kind: 'currency',
      price: [3, 5],
      unit: { min: 100, stock: [500, 20000], label: '1 PLEX' },
      attrs: ['Server'],
      titles: ['PLEX в хранилище NES', 'PLEX от 100 штук', 'PLEX delivered via contract'],
    },
    {
      name: 'Skill Injectors',
      kind: 'items',
      price: [600, 1500],
      attrs: ['Server'],
      titles: ['Large Skill Injector', 'Инжекторы навыков, Jita 4-4', 'Skill Extractor pack'],
    },
    {
      name: 'Ships & Fittings',
      kind: 'items',
      price: [300, 12000],
      attrs: ['Server', 'Race'],
      titles: ['Фитнутый Rattlesnake под PvE', 'Titan-ready hull, Jita', 'Корабль {Race} с фитом под абиссы'],
    },
  ],
};
