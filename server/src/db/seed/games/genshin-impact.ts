import type { GameSeed } from '../catalog-types.ts';
import { HOYO_SERVERS } from './shared-values.ts';

export const genshinImpact: GameSeed = {
  name: 'Genshin Impact',
  slug: 'genshin',
  description:
    'Приключенческая RPG с открытым миром от HoYoverse: исследование Тейвата, гача-персонажи, стихийные реакции и Витая Бездна.',
  theme: { base: '#0b1d33', mid: '#3a6ea5', accent: '#ffd479' },
  motif: 'star',
  attributes: { Server: HOYO_SERVERS, 'Adventure Rank': 'number' },
  numbers: { 'Adventure Rank': [45, 60] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 12000],
      attrs: ['Server', 'Adventure Rank'],
      titles: [
        'AR {Adventure Rank}, 5★ Raiden + Nahida',
        'Стартовый аккаунт, 2 легендарки',
        'Аккаунт AR {Adventure Rank}, 15+ пятизвёздочных',
        'Endgame account, C6 characters',
      ],
    },
    {
      name: 'Genesis Crystals top-up',
      kind: 'topup',
      price: [90, 9000],
      attrs: ['Server'],
      titles: [
        ['6480 + 1600 Genesis Crystals', 6500, 8000],
        ['3280 + 600 кристаллов сотворения', 3300, 4000],
        ['Пополнение по UID, 980 кристаллов', 1000, 1300],
        ['60 кристаллов сотворения', 80, 110],
      ],
    },
    {
      name: 'Blessing of the Welkin Moon',
      kind: 'topup',
      price: [350, 500],
      attrs: ['Server'],
      titles: ['Благословение полой луны по UID', 'Welkin Moon ×2, top-up by UID', 'Луна на 30 дней, быстро'],
    },
    {
      name: 'Spiral Abyss Boosting',
      kind: 'boost',
      price: [400, 2500],
      attrs: ['Server'],
      titles: ['Витая Бездна 36★', 'Spiral Abyss full clear 12-3', 'Театр воображения на максимум'],
    },
    {
      name: 'Exploration & Quests',
      kind: 'leveling',
      price: [300, 3000],
      attrs: ['Server'],
      titles: ['Исследование Натлана 100%', 'Прохождение сюжетных заданий', 'Сбор окулусов и сундуков'],
    },
  ],
};
