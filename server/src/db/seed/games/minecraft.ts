import type { GameSeed } from '../catalog-types.ts';

export const minecraft: GameSeed = {
  name: 'Minecraft',
  slug: 'minecraft',
  description:
    'Песочница от Mojang: строительство из блоков, выживание, редстоун и тысячи серверов — от Hypixel до приватных SMP.',
  theme: { base: '#10200f', mid: '#3f7d3a', accent: '#8bd450' },
  motif: 'cube',
  attributes: { Edition: ['Java & Bedrock', 'Bedrock'] },
  lots: [
    {
      name: 'Licence Keys',
      kind: 'keys',
      price: [900, 2500],
      attrs: ['Edition'],
      titles: [
        'Minecraft Java & Bedrock, лицензия',
        'Ключ Minecraft: {Edition}',
        'Licence key, global activation',
      ],
    },
    {
      name: 'Accounts',
      kind: 'accounts',
      price: [200, 3000],
      attrs: ['Edition'],
      titles: [
        'Лицензионный аккаунт со сменой ника',
        'Аккаунт с плащом Migrator',
        'Premium account, full access',
      ],
    },
    {
      name: 'Server Ranks & Items',
      kind: 'items',
      price: [150, 4000],
      titles: ['Hypixel MVP+ навсегда', 'Донат-привилегия на сервере', 'SkyBlock coins and items'],
    },
    {
      name: 'Minecoins top-up',
      kind: 'topup',
      price: [0.45, 0.7],
      unit: { min: 500, stock: [2000, 50000], label: '1 Minecoin' },
      attrs: ['Edition'],
      titles: ['Minecoins на аккаунт Microsoft', 'Пополнение Minecoins', 'Minecoins top-up'],
    },
    {
      name: 'Builds & Maps',
      kind: 'service',
      price: [500, 6000],
      titles: [
        'Постройка спавна под ключ',
        'Кастомная карта для сервера',
        'Medieval castle build, schematic',
      ],
    },
  ],
};
