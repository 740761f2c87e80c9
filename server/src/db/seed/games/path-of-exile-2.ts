import type { GameSeed } from '../catalog-types.ts';

export const pathOfExile2: GameSeed = {
  name: 'Path of Exile 2',
  slug: 'poe2',
  description:
    'Экшен-RPG от Grinding Gear Games: мрачный мир Рэкласта, огромное древо пассивных умений и торговая экономика на сферах.',
  theme: { base: '#0f0b08', mid: '#3d2a1c', accent: '#c8a165' },
  motif: 'orb',
  attributes: {
    League: ['Softcore Trade', 'Hardcore Trade', 'Standard', 'Hardcore'],
    Platform: ['PC', 'PlayStation', 'Xbox'],
  },
  lots: [
    {
      name: 'Divine Orbs',
      kind: 'currency',
      price: [15, 60],
      unit: { min: 5, stock: [20, 1500], label: '1 Divine Orb' },
      attrs: ['League', 'Platform'],
      titles: ['Divine Orb, {League}', 'Божественные сферы, быстрая передача', 'Divine Orbs, in-game trade'],
    },
    {
      name: 'Exalted Orbs',
      kind: 'currency',
      price: [0.4, 1.2],
      unit: { min: 100, stock: [500, 20000], label: '1 Exalted Orb' },
      attrs: ['League', 'Platform'],
      titles: ['Exalted Orb от 100 шт.', 'Сферы возвышения, {League}', 'Exalted Orbs bulk'],
    },
    {
      name: 'Items & Uniques',
      kind: 'items',
      price: [100, 8000],
      attrs: ['League', 'Platform'],
      titles: ['Headhunter, {League}', 'Готовый билд под ключ', 'Уникальные предметы на заказ'],
    },
    {
      name: 'Boss Carries',
      kind: 'raids',
      price: [500, 5000],
      attrs: ['League', 'Platform'],
      titles: ['Arbiter of Ash carry', 'Убийство пиннакл-боссов', 'Pinnacle bosses, all loot yours'],
    },
    {
      name: 'Power Leveling',
      kind: 'leveling',
      price: [700, 4000],
      attrs: ['League', 'Platform'],
      titles: ['Кампания 1–3 акт за вечер', 'Power leveling to 90', 'Прокачка атласа и вознесений'],
    },
    {
      name: 'Supporter Packs & Keys',
      kind: 'keys',
      price: [2500, 5000],
      titles: ['Early Access supporter pack', 'Набор поддержки с ключом', 'Supporter pack, gift code'],
    },
  ],
};
