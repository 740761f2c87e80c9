import type { GameSeed } from '../catalog-types.ts';

export const counterStrike2: GameSeed = {
  name: 'Counter-Strike 2',
  slug: 'cs2',
  description:
    'Командный тактический шутер от Valve: террористы против спецназа, рейтинг Premier, FACEIT и самый большой рынок скинов в Steam.',
  theme: { base: '#0d141c', mid: '#2a3f55', accent: '#f5a623' },
  motif: 'crosshair',
  attributes: {
    Rank: [
      'Silver I',
      'Silver Elite',
      'Gold Nova I',
      'Gold Nova Master',
      'Master Guardian I',
      'Master Guardian Elite',
      'Distinguished Master Guardian',
      'Legendary Eagle',
      'Legendary Eagle Master',
      'Supreme Master First Class',
      'The Global Elite',
    ],
    'FACEIT level': ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    Prime: ['Prime', 'Non-Prime'],
    Exterior: ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'],
    'Premier rating': 'number',
  },
  numbers: { 'Premier rating': [5000, 24000] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 9000],
      attrs: ['Rank', 'Prime', 'Premier rating'],
      titles: [
        'Prime аккаунт {Rank}, 1000+ часов',
        'Аккаунт {Rank} | родная почта',
        'Prime account, {Rank}, медали за службу',
        'Чистый Prime, без VAC, готов к Premier',
      ],
    },
    {
      name: 'Skins',
      kind: 'skins',
      price: [300, 70000],
      attrs: ['Exterior'],
      titles: [
        ['AK-47 | Redline ({Exterior})', 1500, 3200],
        ['AWP | Asiimov ({Exterior})', 7500, 12000],
        ['Karambit | Doppler ({Exterior})', 38000, 70000],
        ['M4A1-S | Printstream ({Exterior})', 12000, 18000],
        ['Glock-18 | Water Elemental ({Exterior})', 300, 800],
        ['USP-S | Kill Confirmed ({Exterior})', 4000, 6500],
      ],
    },
    {
      name: 'Premier Boosting',
      kind: 'boost',
      price: [600, 6000],
      attrs: ['Rank'],
      titles: [
        'Буст Premier +5000 рейтинга',
        'Калибровка Premier с гарантией',
        'Premier boost: {prev:Rank} → {Rank}',
      ],
    },
    {
      name: 'FACEIT Boosting',
      kind: 'boost',
      price: [700, 7000],
      attrs: ['FACEIT level'],
      titles: [
        'FACEIT буст до {FACEIT level} уровня',
        'Поднятие ELO на FACEIT, играю с вами',
        'FACEIT lvl {prev:FACEIT level} → {FACEIT level}',
      ],
    },
    {
      name: 'Coaching',
      kind: 'coaching',
      price: [500, 3000],
      titles: [
        'Тренировка с FPL-игроком, разбор демки',
        'Раскидки гранат на Mirage и Inferno',
        'Aim coaching, 2 hours',
      ],
    },
    {
      name: 'Prime Status Keys',
      kind: 'keys',
      price: [1100, 1500],
      titles: [
        'Prime Status Upgrade (Steam gift)',
        'Ключ Prime Status, регион СНГ',
        'Prime Status — моментальная выдача',
      ],
    },
  ],
};
