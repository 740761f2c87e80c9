import type { GameSeed } from '../catalog-types.ts';
import { HOYO_SERVERS } from './shared-values.ts';

export const honkaiStarRail: GameSeed = {
  name: 'Honkai: Star Rail',
  slug: 'hsr',
  description:
    'Пошаговая космическая RPG от HoYoverse: путешествие на Звёздном экспрессе, гача-персонажи и Зал забвения.',
  theme: { base: '#0b0c24', mid: '#35306b', accent: '#b8a2ff' },
  motif: 'moon',
  attributes: { Server: HOYO_SERVERS, 'Trailblaze Level': 'number' },
  numbers: { 'Trailblaze Level': [40, 70] },
  lots: [
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [300, 10000],
      attrs: ['Server', 'Trailblaze Level'],
      titles: [
        'TL {Trailblaze Level}, Acheron + Firefly',
        'Стартовый аккаунт с 2 лимитками',
        'Endgame account TL {Trailblaze Level}',
      ],
    },
    {
      name: 'Oneiric Shards top-up',
      kind: 'topup',
      price: [90, 9000],
      attrs: ['Server'],
      titles: [
        ['6480 Oneiric Shards по UID', 6500, 8000],
        ['Сверхсны 3280 + бонус', 3300, 4000],
        ['Пополнение 980 Oneiric Shards', 1000, 1300],
      ],
    },
    {
      name: 'Express Supply Pass',
      kind: 'topup',
      price: [350, 500],
      attrs: ['Server'],
      titles: ['Пропуск снабжения экспресса', 'Express Supply Pass by UID', 'Пропуск на 30 дней'],
    },
    {
      name: 'Memory of Chaos Boosting',
      kind: 'boost',
      price: [400, 2500],
      attrs: ['Server'],
      titles: ['Зал забвения 36★', 'Memory of Chaos full clear', 'Чистый вымысел и Апокалипсис'],
    },
    {
      name: 'Exploration & Quests',
      kind: 'leveling',
      price: [300, 2500],
      attrs: ['Server'],
      titles: ['Исследование Пенаконии 100%', 'Сюжетные задания и сундуки', 'Trailblaze missions, any world'],
    },
  ],
};
