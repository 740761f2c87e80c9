import type { GameSeed } from '../catalog-types.ts';

export const lostArk: GameSeed = {
  name: 'Lost Ark',
  slug: 'lost-ark',
  description:
    'MMOARPG от Smilegate: изометрические бои, легионные рейды, заточка снаряжения и огромный мир Аркесии.',
  theme: { base: '#150f0a', mid: '#5a3d22', accent: '#e6b450' },
  motif: 'crown',
  attributes: {
    Server: [
      'EUC – Ortuus',
      'EUC – Elpon',
      'EUC – Ratik',
      'EUC – Arcturus',
      'EUC – Gienah',
      'EUC – Sceptrum',
      'NAE – Azena',
      'NAE – Una',
      'NAE – Avesta',
      'NAE – Vairgrys',
      'NAW – Thaemine',
      'NAW – Brelshaza',
    ],
    'Item level': 'number',
  },
  numbers: { 'Item level': [1415, 1680] },
  lots: [
    {
      name: 'Gold',
      kind: 'currency',
      price: [12, 30],
      unit: { min: 5, stock: [50, 3000], label: '1000 золота', labelEn: '1000 gold' },
      attrs: ['Server'],
      titles: ['Золото {Server}, через аукцион', 'Gold, mail delivery', 'Голд от 5k, без рисков'],
    },
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [800, 12000],
      attrs: ['Server', 'Item level'],
      titles: [
        'Ростер 6 персонажей, main {Item level}',
        'Аккаунт {Item level} gs, все эвенты',
        'Main {Item level}, Stronghold 70',
      ],
    },
    {
      name: 'Legion Raids',
      kind: 'raids',
      price: [900, 7000],
      attrs: ['Server'],
      titles: ['Рейд Echidna Hard, кэрри', 'Behemoth carry, all gates', 'Легион-рейды: еженедельное кэрри'],
    },
    {
      name: 'Power Leveling',
      kind: 'leveling',
      price: [1000, 5000],
      attrs: ['Server'],
      titles: ['Прокачка 1–60 + T3 за 2 дня', 'Honing to 1640, your mats', 'Заточка снаряжения под рейды'],
    },
    {
      name: 'Skins',
      kind: 'skins',
      price: [400, 3000],
      attrs: ['Server'],
      titles: ['Легендарный облик, любой класс', 'Skin set from the shop', 'Набор костюмов + аура'],
    },
  ],
};
