import type { GameSeed } from '../catalog-types.ts';

export const rust: GameSeed = {
  name: 'Rust',
  slug: 'rust',
  description:
    'Выживание от Facepunch: голым на пустынном острове, добыча ресурсов, строительство баз, кланы и рейды соседей.',
  theme: { base: '#160f0b', mid: '#4a2c1d', accent: '#ce422b' },
  motif: 'radiation',
  attributes: { Platform: ['PC', 'PlayStation', 'Xbox'], Hours: 'number' },
  numbers: { Hours: [50, 8000] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 5000],
      attrs: ['Platform', 'Hours'],
      titles: [
        'Аккаунт {Hours} часов, без банов',
        'Rust account, {Hours} hours, clean',
        'Аккаунт со скинами на АК',
      ],
    },
    {
      name: 'Skins',
      kind: 'skins',
      price: [50, 10000],
      titles: [
        ['Скин Tempered AK', 5000, 9000],
        ['Glory AK-47', 2000, 3500],
        ['Набор скинов на двери и ящики', 150, 900],
        ['Alien Red AK', 1200, 2000],
      ],
    },
    {
      name: 'Game Keys',
      kind: 'keys',
      price: [900, 2500],
      titles: ['Rust — Steam gift', 'Ключ Rust, активация в Steam', 'Rust key, region free'],
    },
    {
      name: 'Raid Support',
      kind: 'raids',
      price: [800, 5000],
      attrs: ['Platform'],
      titles: ['Помощь в рейде базы, клан 5 человек', 'Raid support with C4', 'Защита базы во время онлайна'],
    },
    {
      name: 'Base Building',
      kind: 'service',
      price: [500, 3000],
      attrs: ['Platform'],
      titles: ['Постройка базы-бункера', 'Base design for trio', 'Проект базы под клан'],
    },
  ],
};
