/**
 * The demo catalogue in its second language (docs/decisions/0066-catalogue-in-two-languages.md): the
 * games' descriptions are written in Russian beside their data, their English here by slug; the lot
 * names are written in English beside their data, their Russian here. Game titles are proper nouns
 * and stay as they are. Russian lot names keep the words the home tabs and the key wizard look for
 * ("буст", "аккаунт", "пополнение", "ключ"...), as the English ones do.
 */

/** Each demo lot name's Russian, by its English name (one entry serves every game using it). */
export const LOT_NAMES_RU: Readonly<Record<string, string>> = {
  Accounts: 'Аккаунты',
  'Apex Coins top-up': 'Пополнение Apex Coins',
  'Badges Boosting (4K, 20 Bomb)': 'Буст значков (4K, 20 Bomb)',
  'Base Building': 'Строительство баз',
  'Blessing of the Welkin Moon': 'Благословение полой луны',
  Boosting: 'Буст',
  'Boss Carries': 'Прохождение боссов',
  'Brawl Pass': 'Бравл Пасс',
  'Builds & Maps': 'Постройки и карты',
  Calibration: 'Калибровка',
  'Characters & Accounts': 'Персонажи и аккаунты',
  Coaching: 'Коучинг',
  'Diamonds top-up': 'Пополнение алмазов',
  'Divine Orbs': 'Божественные сферы',
  'Dungeons & Avalonian Raids': 'Подземелья и авалонские рейды',
  'Elo Boosting': 'Буст Elo',
  'Exalted Orbs': 'Сферы возвышения',
  'Exploration & Quests': 'Исследование и квесты',
  'Express Supply Pass': 'Пропуск снабжения экспресса',
  'FACEIT Boosting': 'Буст FACEIT',
  'Game Keys': 'Ключи игр',
  'Game Time & Keys': 'Игровое время и ключи',
  Gamepasses: 'Геймпассы',
  'Gems top-up': 'Пополнение гемов',
  'Genesis Crystals top-up': 'Пополнение Кристаллов сотворения',
  'Gift Cards': 'Подарочные карты',
  Gold: 'Золото',
  ISK: 'ISK',
  'Items & Gear': 'Предметы и снаряжение',
  'Items & Loot': 'Предметы и лут',
  'Items & Pets': 'Предметы и питомцы',
  'Items & Sets': 'Предметы и сеты',
  'Items & Uniques': 'Предметы и уникальные вещи',
  'Legion Raids': 'Рейды Легиона',
  'Level & Badges': 'Уровень и значки',
  'Licence Keys': 'Лицензионные ключи',
  'MMR Boosting': 'Буст MMR',
  'Memory of Chaos Boosting': 'Буст Зала забвения',
  'Minecoins top-up': 'Пополнение Minecoins',
  'Mythic+ Boosting': 'Буст эпохальных+ подземелий',
  'Oneiric Shards top-up': 'Пополнение Сверхъестественных осколков',
  PLEX: 'PLEX',
  'Placement Matches': 'Калибровка рейтинга',
  'Power Leveling': 'Прокачка уровня',
  'Premier Boosting': 'Буст Premier',
  'Premium subscription': 'Подписка Premium',
  'Prime Status Keys': 'Ключи Prime Status',
  'PvP Boosting': 'Буст PvP',
  'Quests & Leveling': 'Квесты и прокачка',
  'Raid Escort (Sherpa)': 'Сопровождение в рейдах (шерпа)',
  'Raid Support': 'Помощь в рейдах',
  Raids: 'Рейды',
  'Rank Boosting': 'Буст ранга',
  'Ranked Boosting': 'Буст рейтинга',
  'Riot Points top-up': 'Пополнение Riot Points',
  'Robux top-up': 'Пополнение Robux',
  Roubles: 'Рубли',
  'Save the World Items': 'Предметы «Сражения с Бурей»',
  'Server Ranks & Items': 'Привилегии и предметы на серверах',
  'Ships & Fittings': 'Корабли и фиты',
  Silver: 'Серебро',
  'Skill Injectors': 'Инъекторы навыков',
  Skins: 'Скины',
  'Skins & Codes': 'Скины и коды',
  'Spiral Abyss Boosting': 'Буст Витой Бездны',
  'Supporter Packs & Keys': 'Наборы поддержки и ключи',
  'Trophy Boosting': 'Буст кубков',
  'V-Bucks top-up': 'Пополнение В-баксов',
  'Valorant Points top-up': 'Пополнение Valorant Points',
  'Wallet top-up': 'Пополнение кошелька',
  'Weekly Diamond Pass': 'Недельный алмазный пропуск',
};

/** Each demo game's description in English, by its slug. */
export const GAME_DESCRIPTIONS_EN: Readonly<Record<string, string>> = {
  albion:
    'A sandbox MMORPG by Sandbox Interactive: a player-driven economy, full-loot PvP and the Roads of Avalon.',
  apex: 'A battle royale by Respawn: squads of three legends with unique abilities, fast firefights and ranked seasons.',
  'brawl-stars':
    'Mobile team battles by Supercell: brawlers, Gem Grab and Bounty modes, trophies and ranked matches.',
  cs2: "Valve's team-based tactical shooter: terrorists against counter-terrorists, Premier rating, FACEIT and the biggest skin market on Steam.",
  dota2:
    "Valve's team MOBA: five against five, 120+ heroes, ranked matches, The International and the Steam item market.",
  tarkov:
    'A hardcore shooter by Battlestate Games: loot raids in Tarkov, the flea market, trader quests and the hideout.',
  eve: 'A space MMO by CCP Games with one shared world on the Tranquility server: economy, corporations, alliance wars and thousands of ships.',
  fortnite:
    'A battle royale by Epic Games: a hundred players, building, seasonal events, collaborations and a creative mode.',
  genshin:
    'An open-world adventure RPG by HoYoverse: exploring Teyvat, gacha characters, elemental reactions and the Spiral Abyss.',
  hsr: 'A turn-based space RPG by HoYoverse: a journey on the Astral Express, gacha characters and the Forgotten Hall.',
  lol: "Riot Games' MOBA: two teams of five champions on Summoner's Rift, ranked queues from Iron to Challenger.",
  'lost-ark':
    'An MMOARPG by Smilegate: isometric combat, Legion raids, gear honing and the vast world of Arkesia.',
  minecraft:
    'A sandbox by Mojang: building from blocks, survival, redstone and thousands of servers, from Hypixel to private SMPs.',
  mlbb: 'A mobile MOBA by Moonton: ten-minute 5v5 matches, heroes, ranks up to Mythical Glory and MPL tournaments.',
  poe2: 'An action RPG by Grinding Gear Games: the dark world of Wraeclast, a huge passive skill tree and an orb-based trade economy.',
  roblox:
    'A platform of user-made games: millions of experiences from Blox Fruits to Grow a Garden, its own Robux currency and item trading.',
  rust: 'Survival by Facepunch: naked on a deserted island, gathering resources, building bases, clans and raiding the neighbours.',
  steam:
    "Valve's biggest PC gaming platform: game keys, wallet top-ups, gift cards and accounts with a library.",
  valorant:
    "Riot Games' 5v5 tactical shooter: agents with unique abilities, planting the Spike and a competitive mode from Iron to Radiant.",
  wow: "Blizzard's MMORPG of the world of Azeroth: the Alliance and the Horde, Mythic+ dungeons, raids and PvP. The current expansion is The War Within.",
};
