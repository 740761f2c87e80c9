/**
 * The demo games' attributes in Russian (docs/ARCHITECTURE.md "Texts as codes"): the attribute
 * names and list values are written in English beside each game's data and stay the stored keys
 * (offers and filters use them); their Russian labels are here, by game slug. An English reader sees
 * the keys. `names` lists the Latin words a Russian label keeps because they are proper names
 * (realms, editions, platforms, games inside Roblox): the seed's test lets them through, nothing else.
 * Migration 0037 writes the same labels into the database for a catalogue seeded before it.
 */

import type { ProductAttributes } from '../schema/catalog.ts';
import type { GameSeed } from './catalog-types.ts';

export type AttributeLabelsSeed = {
  /** Label by key, for attribute names and list values alike; a key missing here is shown as is. */
  ru: Readonly<Record<string, string>>;
  /** Latin proper names the Russian labels may hold. */
  names?: readonly string[];
};

const SERVER = { Server: 'Сервер' };
const RANK = { Rank: 'Ранг' };
const REGION = { Region: 'Регион' };
const PLATFORM = { Platform: 'Платформа', PC: 'ПК', Mobile: 'Мобильные устройства' };
/** Console brands: proper names in every language. */
const CONSOLE_NAMES = ['PlayStation', 'Xbox', 'Nintendo', 'Switch'];
const METALS = { Iron: 'Железо', Bronze: 'Бронза', Silver: 'Серебро', Gold: 'Золото', Platinum: 'Платина' };
const HOYO_SERVERS = {
  Europe: 'Европа',
  America: 'Америка',
  Asia: 'Азия',
  'TW/HK/MO': 'Тайвань, Гонконг, Макао',
};

export const ATTRIBUTE_LABELS: Readonly<Record<string, AttributeLabelsSeed>> = {
  cs2: {
    ru: {
      ...RANK,
      'Silver I': 'Серебро I',
      'Silver Elite': 'Серебро — элита',
      'Gold Nova I': 'Золотая звезда I',
      'Gold Nova Master': 'Золотая звезда — магистр',
      'Master Guardian I': 'Магистр-хранитель I',
      'Master Guardian Elite': 'Магистр-хранитель — элита',
      'Distinguished Master Guardian': 'Заслуженный магистр-хранитель',
      'Legendary Eagle': 'Легендарный беркут',
      'Legendary Eagle Master': 'Легендарный беркут-магистр',
      'Supreme Master First Class': 'Великий магистр высшего ранга',
      'The Global Elite': 'Всемирная элита',
      'FACEIT level': 'Уровень FACEIT',
      Prime: 'Prime-статус',
      'Non-Prime': 'Без Prime',
      Exterior: 'Износ',
      'Factory New': 'Прямо с завода',
      'Minimal Wear': 'Немного поношенное',
      'Field-Tested': 'После полевых испытаний',
      'Well-Worn': 'Поношенное',
      'Battle-Scarred': 'Закалённое в боях',
      'Premier rating': 'Рейтинг Premier',
    },
    // The ranks' Roman numeral, the services' names.
    names: ['I', 'FACEIT', 'Prime', 'Premier'],
  },
  dota2: {
    ru: {
      ...SERVER,
      'Europe West': 'Европа (запад)',
      'Europe East': 'Европа (восток)',
      Russia: 'Россия',
      'US East': 'США (восток)',
      'US West': 'США (запад)',
      'SE Asia': 'Юго-Восточная Азия',
      'South America': 'Южная Америка',
      ...RANK,
      Herald: 'Рекрут',
      Guardian: 'Страж',
      Crusader: 'Рыцарь',
      Archon: 'Герой',
      Legend: 'Легенда',
      Ancient: 'Властелин',
      Divine: 'Божество',
      Immortal: 'Титан',
      'Behavior score': 'Порядочность',
    },
  },
  wow: {
    ru: {
      ...SERVER,
      'EU – Gordunni': 'Гордунни',
      'EU – Soulflayer': 'Свежеватель Душ',
      'EU – Howling Fjord': 'Ревущий фьорд',
      'EU – Ashenvale': 'Ясеневый лес',
      'EU – Silvermoon': 'Европа – Silvermoon',
      'EU – Draenor': 'Европа – Draenor',
      'EU – Tarren Mill': 'Европа – Tarren Mill',
      'EU – Kazzak': 'Европа – Kazzak',
      'EU – Ravencrest': 'Европа – Ravencrest',
      'US – Illidan': 'США – Illidan',
      'US – Area 52': 'США – Area 52',
      'US – Stormrage': 'США – Stormrage',
      'US – Tichondrius': 'США – Tichondrius',
      Faction: 'Фракция',
      Alliance: 'Альянс',
      Horde: 'Орда',
      Class: 'Класс',
      'Death Knight': 'Рыцарь смерти',
      'Demon Hunter': 'Охотник на демонов',
      Druid: 'Друид',
      Evoker: 'Пробудитель',
      Hunter: 'Охотник',
      Mage: 'Маг',
      Monk: 'Монах',
      Paladin: 'Паладин',
      Priest: 'Жрец',
      Rogue: 'Разбойник',
      Shaman: 'Шаман',
      Warlock: 'Чернокнижник',
      Warrior: 'Воин',
      'Item level': 'Уровень предметов',
    },
    // English-speaking realms keep their names.
    names: [
      'Silvermoon',
      'Draenor',
      'Tarren',
      'Mill',
      'Kazzak',
      'Ravencrest',
      'Illidan',
      'Area',
      'Stormrage',
      'Tichondrius',
    ],
  },
  genshin: { ru: { ...SERVER, ...HOYO_SERVERS, 'Adventure Rank': 'Ранг приключений' } },
  valorant: {
    ru: {
      ...REGION,
      EU: 'Европа',
      NA: 'Северная Америка',
      AP: 'Азия и Океания',
      KR: 'Корея',
      LATAM: 'Латинская Америка',
      BR: 'Бразилия',
      ...RANK,
      ...METALS,
      Diamond: 'Алмаз',
      Ascendant: 'Расцвет',
      Immortal: 'Бессмертие',
      Radiant: 'Радиант',
    },
  },
  fortnite: { ru: { ...PLATFORM, 'Skins count': 'Количество скинов' }, names: CONSOLE_NAMES },
  minecraft: { ru: { Edition: 'Издание', 'Java & Bedrock': 'Java и Bedrock' }, names: ['Java', 'Bedrock'] },
  roblox: {
    ru: { Experience: 'Игра' },
    // Games inside Roblox: their own titles.
    names: [
      'Blox',
      'Fruits',
      'Adopt',
      'Me',
      'Pet',
      'Simulator',
      'Murder',
      'Mystery',
      'Grow',
      'a',
      'Garden',
      'Brookhaven',
    ],
  },
  eve: {
    ru: {
      ...SERVER,
      Race: 'Раса',
      Amarr: 'Амарр',
      Caldari: 'Калдари',
      Gallente: 'Галленте',
      Minmatar: 'Минматар',
      'Skill points (millions)': 'Очки навыков (млн)',
    },
    // The one server's name.
    names: ['Tranquility'],
  },
  'lost-ark': {
    ru: {
      ...SERVER,
      'EUC – Ortuus': 'Европа (центр) – Ortuus',
      'EUC – Elpon': 'Европа (центр) – Elpon',
      'EUC – Ratik': 'Европа (центр) – Ratik',
      'EUC – Arcturus': 'Европа (центр) – Arcturus',
      'EUC – Gienah': 'Европа (центр) – Gienah',
      'EUC – Sceptrum': 'Европа (центр) – Sceptrum',
      'NAE – Azena': 'Сев. Америка (восток) – Azena',
      'NAE – Una': 'Сев. Америка (восток) – Una',
      'NAE – Avesta': 'Сев. Америка (восток) – Avesta',
      'NAE – Vairgrys': 'Сев. Америка (восток) – Vairgrys',
      'NAW – Thaemine': 'Сев. Америка (запад) – Thaemine',
      'NAW – Brelshaza': 'Сев. Америка (запад) – Brelshaza',
      'Item level': 'Уровень предметов',
    },
    // The servers' names.
    names: [
      'Ortuus',
      'Elpon',
      'Ratik',
      'Arcturus',
      'Gienah',
      'Sceptrum',
      'Azena',
      'Una',
      'Avesta',
      'Vairgrys',
      'Thaemine',
      'Brelshaza',
    ],
  },
  poe2: {
    ru: {
      League: 'Лига',
      'Softcore Trade': 'Торговая (софткор)',
      'Hardcore Trade': 'Торговая (хардкор)',
      Standard: 'Стандарт',
      Hardcore: 'Хардкор',
      ...PLATFORM,
    },
    names: ['PlayStation', 'Xbox'],
  },
  steam: {
    ru: {
      ...REGION,
      Russia: 'Россия',
      Kazakhstan: 'Казахстан',
      Turkey: 'Турция',
      Argentina: 'Аргентина',
      Europe: 'Европа',
      USA: 'США',
      Global: 'Весь мир',
    },
  },
  lol: {
    ru: {
      ...SERVER,
      EUW: 'Европа (запад)',
      EUNE: 'Европа (север и восток)',
      NA: 'Северная Америка',
      RU: 'Россия',
      TR: 'Турция',
      BR: 'Бразилия',
      LAN: 'Латинская Америка (север)',
      LAS: 'Латинская Америка (юг)',
      OCE: 'Океания',
      KR: 'Корея',
      JP: 'Япония',
      ...RANK,
      ...METALS,
      Emerald: 'Изумруд',
      Diamond: 'Алмаз',
      Master: 'Мастер',
      Grandmaster: 'Грандмастер',
      Challenger: 'Претендент',
      Champions: 'Чемпионы',
    },
  },
  apex: {
    ru: {
      ...PLATFORM,
      'PC (Steam)': 'ПК (Steam)',
      'PC (EA app)': 'ПК (приложение EA)',
      ...RANK,
      Rookie: 'Новичок',
      ...METALS,
      Diamond: 'Алмаз',
      Master: 'Мастер',
      'Apex Predator': 'Хищник Apex',
    },
    names: [...CONSOLE_NAMES, 'EA', 'Apex'],
  },
  tarkov: {
    ru: {
      Edition: 'Издание',
      Standard: 'Стандартное',
      ...REGION,
      EU: 'Европа',
      NA: 'Северная Америка',
      RU: 'Россия',
      Asia: 'Азия',
      'PMC level': 'Уровень ЧВК',
    },
    // The editions' titles.
    names: ['Left', 'Behind', 'Prepare', 'for', 'Escape', 'Edge', 'of', 'Darkness', 'The', 'Unheard'],
  },
  rust: { ru: { ...PLATFORM, Hours: 'Часы в игре' }, names: ['PlayStation', 'Xbox'] },
  albion: {
    ru: { ...SERVER, 'Albion Europe': 'Европа', 'Albion Americas': 'Америка', 'Albion Asia': 'Азия' },
  },
  hsr: { ru: { ...SERVER, ...HOYO_SERVERS, 'Trailblaze Level': 'Уровень Освоения' } },
  'brawl-stars': {
    ru: {
      ...RANK,
      Bronze: 'Бронза',
      Silver: 'Серебро',
      Gold: 'Золото',
      Diamond: 'Алмаз',
      Mythic: 'Мифический',
      Legendary: 'Легендарный',
      Masters: 'Мастер',
      Pro: 'Про',
      Trophies: 'Кубки',
    },
  },
  mlbb: {
    ru: {
      ...REGION,
      Russia: 'Россия',
      Europe: 'Европа',
      Indonesia: 'Индонезия',
      Philippines: 'Филиппины',
      Malaysia: 'Малайзия',
      Global: 'Весь мир',
      ...RANK,
      Warrior: 'Воин',
      Elite: 'Элита',
      Master: 'Мастер',
      Grandmaster: 'Грандмастер',
      Epic: 'Эпик',
      Legend: 'Легенда',
      Mythic: 'Мифический',
      'Mythical Honor': 'Мифическая честь',
      'Mythical Glory': 'Мифическая слава',
      'Mythical Immortal': 'Мифический бессмертный',
    },
  },
};

/** The keys of a game's attributes: every name, and every value of its lists. */
export function attributeKeys(attributes: ProductAttributes): string[] {
  return Object.entries(attributes).flatMap(([name, kind]) => [name, ...(Array.isArray(kind) ? kind : [])]);
}

/** A demo game's Russian labels, only of the keys it has (the shared groups above hold more). */
export function attributeLabelsOf(game: Pick<GameSeed, 'slug' | 'attributes'>): Record<string, string> {
  const ru = ATTRIBUTE_LABELS[game.slug]?.ru ?? {};
  return Object.fromEntries(
    attributeKeys(game.attributes).flatMap((key) => (Object.hasOwn(ru, key) ? [[key, ru[key]!]] : [])),
  );
}
