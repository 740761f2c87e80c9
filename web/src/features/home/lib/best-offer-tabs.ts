/**
 * Home "Best Offers" tabs (docs/product.md#screens): each tab shows the top-liked offers whose lot (category) name
 * matches one of its keywords. A keyword matches at the start of a word of the lot name, ignoring
 * case, with '-' and '_' read as spaces: 'boost' matches "MMR Boosting", 'top up' matches
 * "V-Bucks top-up", but 'key' does not match "Turkey". Russian keywords cover lots named in Russian
 * (the demo catalogue's Russian names, docs/decisions/0066-catalogue-in-two-languages.md).
 *
 * A lot may match more than one tab ("Mythic+ Boosting" is both Boost and Raids): it then shows in
 * each. The lists were written against the demo catalogue's lot names (server seed) and the kinds
 * of categories game marketplaces use:
 *
 * - Boost: services done for the player — boosting, coaching, rank and placement games, leveling.
 * - Accounts: whole accounts or characters.
 * - Assets: things owned in a game — items, skins, gold and other currencies, resources.
 * - Raids: group content done with or for the buyer — raids, dungeons, Mythic+, boss carries.
 * - Balance: money-like goods — top-ups, gift cards, wallet funds, keys, passes and subscriptions.
 */
export const BEST_OFFER_TABS = ['boost', 'accounts', 'assets', 'raids', 'balance'] as const;
export type BestOfferTab = (typeof BEST_OFFER_TABS)[number];
/** The tab open when the page loads, and how many cards a tab shows. */
export const DEFAULT_TAB: BestOfferTab = 'boost';
export const SHOWN_PER_TAB = 4;

export const TAB_KEYWORDS: Record<BestOfferTab, readonly string[]> = {
  boost: [
    'boost',
    'coaching',
    'coach',
    'leveling',
    'levelling',
    'power leveling',
    'rank',
    'elo',
    'mmr',
    'calibration',
    'placement',
    'trophy',
    'quest',
    'буст',
    'прокачк',
    'калибровк',
    'коучинг',
    'обучени',
    'квест',
  ],
  accounts: ['account', 'character', 'smurf', 'аккаунт', 'персонаж'],
  assets: [
    'item',
    'skin',
    'gold',
    'silver',
    'currency',
    'coin',
    'resource',
    'loot',
    'gear',
    'pet',
    'orb',
    'isk',
    'plex',
    'rouble',
    'ship',
    'material',
    'injector',
    'предмет',
    'скин',
    'золот',
    'валют',
    'монет',
    'ресурс',
    'вещ',
    'серебр',
    'рубл',
    'сфер',
    'корабл',
    'инъектор',
  ],
  raids: [
    'raid',
    'dungeon',
    'mythic',
    'carry',
    'carries',
    'boss',
    'sherpa',
    'рейд',
    'подземел',
    'данж',
    'босс',
    'эпохальн',
  ],
  balance: [
    'balance',
    'gift card',
    'top up',
    'topup',
    'wallet',
    'key',
    'pass',
    'gamepass',
    'subscription',
    'premium',
    'game time',
    'points',
    'баланс',
    'пополнени',
    'подарочн',
    'ключ',
    'подписк',
    'пропуск',
    'пасс',
    'геймпасс',
  ],
};

function normalize(text: string): string {
  return text.toLocaleLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PATTERNS: Record<BestOfferTab, RegExp> = Object.fromEntries(
  BEST_OFFER_TABS.map((tab) => [
    tab,
    new RegExp(
      `(?:^|[^\\p{L}\\p{N}])(?:${TAB_KEYWORDS[tab].map((k) => escape(normalize(k))).join('|')})`,
      'u',
    ),
  ]),
) as Record<BestOfferTab, RegExp>;

/** Whether a lot name belongs to a tab. */
export function lotMatchesTab(lotName: string, tab: BestOfferTab): boolean {
  return PATTERNS[tab].test(normalize(lotName));
}

/** The offers of a tab, in the given (most liked first) order, at most `limit`. */
export function offersForTab<T extends { lot: { name: string } }>(
  offers: readonly T[],
  tab: BestOfferTab,
  limit = 4,
): T[] {
  return offers.filter((offer) => lotMatchesTab(offer.lot.name, tab)).slice(0, limit);
}
