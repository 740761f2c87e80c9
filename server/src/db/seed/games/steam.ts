import type { GameSeed } from '../catalog-types.ts';

export const steam: GameSeed = {
  name: 'Steam',
  slug: 'steam',
  description:
    'Крупнейшая площадка ПК-игр от Valve: ключи игр, пополнение кошелька, подарочные карты и аккаунты с библиотекой.',
  theme: { base: '#0a121c', mid: '#1b2838', accent: '#66c0f4' },
  motif: 'gear',
  attributes: { Region: ['Russia', 'Kazakhstan', 'Turkey', 'Argentina', 'Europe', 'USA', 'Global'] },
  lots: [
    {
      name: 'Game Keys',
      kind: 'keys',
      price: [200, 5000],
      attrs: ['Region'],
      titles: [
        ['Elden Ring, ключ Steam ({Region})', 2500, 3500],
        ['Cyberpunk 2077 — Steam key', 1500, 2500],
        ['Baldur’s Gate 3, Steam gift', 2200, 3000],
        ['Случайный ключ Steam, AAA-игра', 200, 500],
        ['Helldivers 2 key, {Region}', 2000, 2800],
      ],
    },
    {
      name: 'Gift Cards',
      kind: 'giftcards',
      price: [500, 10000],
      attrs: ['Region'],
      titles: [
        ['Подарочная карта Steam 1000 ₽', 1050, 1150],
        ['Steam Gift Card $20 ({Region})', 1900, 2300],
        ['Steam Gift Card 500 TL', 1100, 1300],
        ['Steam Gift Card $50 ({Region})', 4600, 5200],
      ],
    },
    {
      name: 'Wallet top-up',
      kind: 'topup',
      price: [1.04, 1.12],
      unit: { min: 100, stock: [1000, 100000], label: '1 ₽ на балансе', labelEn: '1 ₽ of wallet balance' },
      attrs: ['Region'],
      titles: [
        'Пополнение баланса Steam по логину',
        'Steam wallet top-up, {Region}',
        'Баланс Steam без комиссии банка',
      ],
    },
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 8000],
      attrs: ['Region'],
      titles: ['Аккаунт с 50+ играми', 'Steam account, 10 years badge', 'Аккаунт {Region} для покупок'],
    },
    {
      name: 'Level & Badges',
      kind: 'leveling',
      price: [200, 3000],
      titles: ['Поднятие уровня Steam до 50', 'Крафт значков, карточки', 'Steam level boost'],
    },
  ],
};
