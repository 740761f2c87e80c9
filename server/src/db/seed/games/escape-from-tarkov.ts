import type { GameSeed } from '../catalog-types.ts';

export const escapeFromTarkov: GameSeed = {
  name: 'Escape from Tarkov',
  slug: 'tarkov',
  description:
    'Хардкорный шутер от Battlestate Games: рейды за лутом в Таркове, барахолка, квесты торговцев и убежище.',
  theme: { base: '#0f110c', mid: '#3b3d2c', accent: '#c9b27a' },
  motif: 'compass',
  attributes: {
    Edition: ['Standard', 'Left Behind', 'Prepare for Escape', 'Edge of Darkness', 'The Unheard'],
    Region: ['EU', 'NA', 'RU', 'Asia'],
    'PMC level': 'number',
  },
  numbers: { 'PMC level': [15, 60] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [1500, 14000],
      attrs: ['Edition', 'Region', 'PMC level'],
      titles: [
        'Аккаунт {Edition}, {PMC level} уровень',
        '{Edition} account, Kappa container',
        'Аккаунт EoD с прокачанным убежищем',
      ],
    },
    {
      name: 'Roubles',
      kind: 'currency',
      price: [150, 400],
      unit: { min: 1, stock: [5, 300], label: '1 млн ₽', labelEn: '1M roubles' },
      attrs: ['Region'],
      titles: ['Рубли через барахолку', 'Roubles 1M+, safe flea transfer', 'Рубли от 1 млн, в рейде'],
    },
    {
      name: 'Items & Loot',
      kind: 'items',
      price: [100, 6000],
      attrs: ['Region'],
      titles: ['Ключ от Labs + карта доступа', 'Полный комплект топ-снаряжения', 'LEDX and GPU bundle'],
    },
    {
      name: 'Raid Escort (Sherpa)',
      kind: 'raids',
      price: [700, 4000],
      attrs: ['Region'],
      titles: [
        'Сопровождение в рейд, Лаборатория',
        'Sherpa carry: Streets of Tarkov',
        'Убийство боссов вместе с вами',
      ],
    },
    {
      name: 'Quests & Leveling',
      kind: 'leveling',
      price: [800, 5000],
      attrs: ['Region', 'Edition'],
      titles: ['Выполнение квестов Прапора и Лыжника', 'Kappa quests, any set', 'Прокачка PMC до 40 уровня'],
    },
  ],
};
