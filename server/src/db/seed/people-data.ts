// Demo players: handles the way gamers pick them (Latin and Cyrillic), where they live, what they say
// about themselves. Texts come in Russian and English: the market is Russian-speaking, with some
// international sellers.

export const HANDLES = [
  'NightRaven',
  'Алексей_Про',
  'ShadowTrader',
  'Кибер_Волк',
  'PixelMage',
  'FrostByte',
  'Дракоша',
  'LootGoblin',
  'SilentStorm',
  'Мистер_Голд',
  'VoidWalker',
  'Тёмный_Рыцарь',
  'CritMaster',
  'НеоКот',
  'RocketJumper',
  'Sakura_Main',
  'Бустер_Миша',
  'IronLotus',
  'GoldenHands',
  'Вархаммер77',
  'ManaPotion',
  'Снайпер_Лёха',
  'StarForge',
  'Хомяк_Трейдер',
  'AceOfSpades',
  'Лиса_Геймер',
  'ByteKnight',
  'Морфей',
  'QuestHunter',
  'Котлета_ГГ',
  'TankDaddy',
  'Ёжик_в_тумане',
  'RuneSmith',
  'Zerg_Rush',
  'Варвар_из_Тулы',
  'Nyx_Shop',
  'Pudge_Enjoyer',
  'Маргарита_Стрим',
  'OverclockOleg',
  'Lyra_Boost',
  'KeyMaster_RU',
  'Слон_в_броне',
];

/** Shop-like words for the extra demo sellers, so a busy lot has offers from many hands. */
const SHOP_WORDS = [
  'Gold',
  'Shadow',
  'Pixel',
  'Frost',
  'Storm',
  'Night',
  'Iron',
  'Crystal',
  'Rapid',
  'Lucky',
  'Neon',
  'Arcade',
];
const SHOP_KINDS = ['Shop', 'Trade', 'Market', 'Store', 'Vault', 'Deals'];

/** The extra demo sellers: 36 shop names and a few Russian ones, none clashing with HANDLES. */
export const SELLER_HANDLES = [
  ...SHOP_WORDS.flatMap((word, i) =>
    SHOP_KINDS.filter((_, k) => (i + k) % 2 === 0).map((kind) => `${word}${kind}`),
  ),
  'Лавка_Геймера',
  'Склад_Лута',
  'Рынок_24',
  'Барон_Голды',
];

/** Country names as the Russian interface shows them, weighted towards the main audience. */
export const COUNTRIES: Array<[country: string, weight: number]> = [
  ['Россия', 20],
  ['Казахстан', 4],
  ['Беларусь', 3],
  ['Армения', 1],
  ['Грузия', 1],
  ['Узбекистан', 2],
  ['Кыргызстан', 1],
  ['Сербия', 1],
  ['Германия', 2],
  ['Польша', 1],
  ['Латвия', 1],
  ['Турция', 1],
  ['США', 1],
];

export const BIO_RU = [
  'Играю в {games} с {since} года. Всё делаю вручную, без читов и ботов. Отвечаю быстро, с 10:00 до 23:00 МСК.',
  'Продаю только то, в чём разбираюсь: {games}. Более {deals} успешных сделок, пишите в чат — подскажу.',
  'Бывший киберспортсмен, сейчас бущу и тренирую. Основные игры: {games}.',
  'Небольшой магазин: {games}. Выдача в течение 15 минут, гарантия на все товары.',
  'Команда из трёх человек, работаем посменно — онлайн почти круглосуточно. {games}.',
  'Геймер со стажем, люблю честную торговлю. Если что-то не так — решу вопрос без арбитража.',
  'Коллекционирую редкие скины и аккаунты. {games}. Торг уместен.',
];

export const BIO_EN = [
  'Playing {games} since {since}. Hand-played only, no bots or cheats. Usually online 12:00–02:00 CET.',
  'Small shop for {games}. {deals}+ completed deals, fast delivery and honest prices.',
  'Former semi-pro, now boosting and coaching. Main games: {games}.',
  'Trader and collector. Message me before buying if you need a custom amount.',
];

export const BIO_BUYER_RU = [
  'Просто играю в {games}. Покупаю редко, но метко.',
  'Стример по выходным, {games}. Ищу тиммейтов.',
  'Люблю RPG и кооператив. Иногда покупаю буст, когда нет времени гриндить.',
  'Студент, играю вечерами. {games}.',
];

export const BIO_BUYER_EN = [
  'Casual player: {games}. Here for skins and the occasional carry.',
  'Weekend gamer, looking for reliable sellers.',
];

/** What any player may show off. */
export const PLAYER_ACHIEVEMENTS = [
  'Immortal в Dota 2',
  'The Global Elite в CS2',
  'Radiant в Valorant',
  'Хранитель ключей в WoW',
  'Cutting Edge: Mythic raid',
  'Витая Бездна 36★',
  'Challenger в League of Legends',
  'Apex Predator, 2 сезона',
  'Kappa container в Tarkov',
  'FACEIT 10 lvl',
  'Год на Gamelot',
  '5000+ кубков в Brawl Stars',
  'Mythical Glory в MLBB',
  'Gladiator, Solo Shuffle',
  'Top 100 ladder, Path of Exile 2',
];

/** Only sellers earn these. */
export const SELLER_ACHIEVEMENTS = [
  '100 успешных сделок',
  '500 успешных сделок',
  'Продавец месяца',
  'Первая продажа',
  '10 отзывов подряд на 10/10',
];

/** One of the social networks the profile form offers (docs/product.md#entities), as an https URL. */
export const SOCIAL_URLS: Record<string, (slug: string) => string> = {
  vk: (slug) => `https://vk.com/${slug}`,
  telegram: (slug) => `https://t.me/${slug}`,
  discord: (slug) => `https://discord.com/users/${slug}`,
  youtube: (slug) => `https://www.youtube.com/@${slug}`,
  twitter: (slug) => `https://x.com/${slug}`,
};
