import type { OfferSearchBody } from '@gamelot/contract/schemas/offers';
import {
  COMMISSION_RATE,
  LOT_DEFAULT_PAGE_SIZE,
  LOT_PAGE_SIZES,
  OFFER_FIND_DEFAULT_LIMIT,
  OFFER_SORTS,
  PLAYERS_PAGE_SIZE,
  PRICE_MAX,
  PROFILE_LIST_PAGE_SIZE,
  PROFILE_REVIEWS_PAGE_SIZE,
  TOP_LIKED_DEFAULT_LIMIT,
  TOP_SELLERS_COUNT,
} from '@gamelot/contract/rules';
import type { Drawn } from '../drawn-load.ts';
import type { MixData, MixLot } from './mix-data.ts';

/**
 * The random draws of the traffic mix. Every distribution here is written down in
 * docs/performance.md ("Traffic mix at 1,000,000 offers"); change both together.
 */

/** A seeded generator (mulberry32), so two runs with one --seed draw the same requests. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Draw {
  readonly #cumulative: number[] = [];
  constructor(
    readonly data: MixData,
    readonly random: () => number,
  ) {
    let sum = 0;
    for (const lot of data.lots) this.#cumulative.push((sum += lot.activeOffers));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }
  int(n: number): number {
    return Math.floor(this.random() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** One of `options` by weight. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    let u = this.random() * options.reduce((n, [, w]) => n + w, 0);
    for (const [value, w] of options) if ((u -= w) < 0) return value;
    return options[options.length - 1]![0];
  }

  /** A lot by popularity: its chance is its share of the active offers. */
  lot(): MixLot {
    const u = this.random() * this.#cumulative[this.#cumulative.length - 1]!;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#cumulative[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    return this.data.lots[lo]!;
  }

  /** An active offer: of a lot drawn by popularity, uniformly among that lot's sampled offers. */
  offer(lot: MixLot = this.lot()): { id: number; sellerId: number } {
    if (lot.offers.length) return this.pick(lot.offers);
    const any = this.data.lots.filter((l) => l.offers.length);
    return this.pick(this.pick(any).offers);
  }

  /** A word of the offers' own texts; one time in five with a typo (a letter dropped, doubled or swapped). */
  word(words: readonly string[] = this.data.words): string {
    const word = words.length ? this.pick(words) : this.pick(this.data.words);
    if (!this.chance(0.2) || word.length < 5) return word;
    const chars = [...word];
    const i = 1 + this.int(chars.length - 2);
    const kind = this.int(3);
    if (kind === 0) chars.splice(i, 1);
    else if (kind === 1) chars.splice(i, 0, chars[i]!);
    else [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
    return chars.join('');
  }

  /** Pages 0–50 leaning to the front: page = ⌊51·u³⌋ (page 0 about 27% of the time). */
  page(last = 50): number {
    return Math.floor((last + 1) * this.random() ** 3);
  }

  /** A price band of the lot (roubles per unit, commission included) of any width, or none. */
  priceBand(lot: MixLot): Pick<OfferSearchBody, 'priceMin' | 'priceMax'> {
    const rub = (kopecks: number) =>
      Math.min(PRICE_MAX * 10, Math.round(kopecks * (1 + COMMISSION_RATE)) / 100);
    const lo = Math.max(1, lot.minUnitKopecks);
    const hi = Math.max(lo, lot.maxUnitKopecks);
    // A point between the lot's cheapest and dearest offer, spread evenly on a log scale.
    const point = () => lo * (hi / lo) ** this.random();
    const kind = this.weighted([
      ['inside', 40],
      ['narrow', 15],
      ['min', 12.5],
      ['max', 12.5],
      ['above', 10],
      ['below', 10],
    ] as const);
    if (kind === 'inside') {
      const [a, b] = [point(), point()].sort((x, y) => x - y);
      return { priceMin: rub(a!), priceMax: rub(b!) };
    }
    if (kind === 'narrow') {
      const at = rub(point());
      return { priceMin: at, priceMax: Math.round(at * 100.1) / 100 };
    }
    if (kind === 'min') return { priceMin: rub(point()) };
    if (kind === 'max') return { priceMax: rub(point()) };
    if (kind === 'above') return { priceMin: rub(hi * 2 + 100) };
    return { priceMax: Math.max(0, Math.floor(rub(lo) / 2 - 0.01)) };
  }

  /** A search of the lot with every filter the lot page offers, each drawn on its own. */
  searchBody(lot: MixLot): OfferSearchBody {
    const body: OfferSearchBody = { lotId: lot.id, active: true };
    if (this.chance(0.15)) {
      const words = this.chance(0.7) ? 1 : 2;
      body.q = Array.from({ length: words }, () => this.word(lot.words)).join(' ');
    }
    body.sort = body.q
      ? this.weighted([[null, 60], ['relevance', 10], ...OFFER_SORTS.map((s) => [s, 10] as const)])
      : this.weighted([
          [null, 10],
          ['rating_desc', 40],
          ['price_asc', 25],
          ['price_desc', 20],
          ['relevance', 5],
        ]);
    if (body.sort === null) delete body.sort;
    if (this.chance(0.3)) Object.assign(body, this.priceBand(lot));
    const attributes: Record<string, string> = {};
    for (const [name, values] of Object.entries(lot.lists)) {
      if (values.length && this.chance(0.2)) attributes[name] = this.pick(values);
    }
    if (Object.keys(attributes).length) body.attributes = attributes;
    const ranges: Record<string, { min?: number; max?: number }> = {};
    for (const [name, { min, max }] of Object.entries(lot.numbers)) {
      if (!this.chance(0.1)) continue;
      const [a, b] = [min + (max - min) * this.random(), min + (max - min) * this.random()].sort(
        (x, y) => x - y,
      );
      const open = this.int(4); // 0: no lower end, 1: no upper end, else both
      ranges[name] = {
        ...(open === 0 ? {} : { min: Math.floor(a!) }),
        ...(open === 1 ? {} : { max: Math.ceil(b!) }),
      };
    }
    if (Object.keys(ranges).length) body.ranges = ranges;
    return body;
  }

  /** POST /api/offers/search: a random search of a lot drawn by popularity, page and size random. */
  search(lot: MixLot = this.lot(), body: OfferSearchBody = this.searchBody(lot)): Drawn {
    const size = this.pick(LOT_PAGE_SIZES);
    return {
      route: 'POST /api/offers/search',
      method: 'POST',
      path: `/api/offers/search?page=${this.page()}&size=${size}`,
      body,
    };
  }

  /** The lot page's first search as the page makes it with nothing chosen. */
  firstSearch(lot: MixLot): Drawn {
    return {
      route: 'POST /api/offers/search',
      method: 'POST',
      path: `/api/offers/search?page=0&size=${LOT_DEFAULT_PAGE_SIZE}`,
      body: { lotId: lot.id, active: true, sort: 'rating_desc' },
    };
  }
}

const get = (route: string, path: string): Drawn => ({ route: `GET ${route}`, method: 'GET', path });

/** The API calls of a page the app opens without reloading (no answers come with the HTML). */
export const apiCalls = {
  home: (): Drawn[] => [
    get(
      '/api/favoriteOffers/getTopLikedOffers',
      `/api/favoriteOffers/getTopLikedOffers?limit=${TOP_LIKED_DEFAULT_LIMIT}`,
    ),
    get('/api/users/getCountAll', '/api/users/getCountAll'),
    get('/api/offers/getCountAllByActiveTrue', '/api/offers/getCountAllByActiveTrue'),
    get('/api/orders/getCountCompleted', '/api/orders/getCountCompleted'),
    get('/api/users/getTopByBuyerRating', `/api/users/getTopByBuyerRating?limit=${TOP_SELLERS_COUNT}`),
  ],
  market: (): Drawn[] => [get('/api/products/getAll', '/api/products/getAll')],
  lot: (lot: MixLot): Drawn[] => [
    get('/api/lots/get', `/api/lots/get?id=${lot.id}`),
    get('/api/products/get', `/api/products/get?id=${lot.productId}`),
  ],
  offerExtras: (sellerId: number): Drawn[] => [
    get('/api/online/status', `/api/online/status?userId=${sellerId}`),
  ],
  offer: (offerId: number, sellerId: number): Drawn[] => [
    get('/api/offers/get', `/api/offers/get?offerId=${offerId}`),
    get('/api/reviews/getAllByOfferId', `/api/reviews/getAllByOfferId?offerId=${offerId}`),
    get('/api/users/getBasicData', `/api/users/getBasicData?id=${sellerId}`),
    get('/api/reviews/getSellerStats', `/api/reviews/getSellerStats?sellerId=${sellerId}`),
    get(
      '/api/offers/getCountByUserIdAndActiveTrue',
      `/api/offers/getCountByUserIdAndActiveTrue?userId=${sellerId}`,
    ),
  ],
  profile: (userId: number): Drawn[] => [
    get('/api/users/getFullData', `/api/users/getFullData?id=${userId}`),
    get('/api/followers/countFollowers', `/api/followers/countFollowers?followedId=${userId}`),
    get('/api/followers/countFollowing', `/api/followers/countFollowing?followerId=${userId}`),
    get('/api/offers/getCountByUserId', `/api/offers/getCountByUserId?userId=${userId}`),
    get('/api/favoriteOffers/getCountByUserId', `/api/favoriteOffers/getCountByUserId?userId=${userId}`),
    {
      route: 'POST /api/reviews/searchAllBySellerId',
      method: 'POST',
      path: `/api/reviews/searchAllBySellerId?page=0&size=${PROFILE_REVIEWS_PAGE_SIZE}&sort=createdAt,desc`,
      body: { sellerId: userId },
    },
    {
      route: 'POST /api/offers/searchAllByUser',
      method: 'POST',
      path: `/api/offers/searchAllByUser?page=0&size=${PROFILE_LIST_PAGE_SIZE}&sort=createdAt,desc`,
      body: { userId },
    },
  ],
  players: (page: number): Drawn[] => [
    get(
      '/api/users/getAllBasicData',
      `/api/users/getAllBasicData?page=${page}&size=${PLAYERS_PAGE_SIZE}&sort=createdAt,desc`,
    ),
  ],
  searchData: (): Drawn[] => [get('/api/products/getAllNameWithLots', '/api/products/getAllNameWithLots')],
  find: (q: string): Drawn[] => [
    get('/api/offers/find', `/api/offers/find?q=${encodeURIComponent(q)}&limit=${OFFER_FIND_DEFAULT_LIMIT}`),
  ],
};

/** The pages a visitor can land on (the server's HTML, with the first answers for /, lots and offers). */
export const pages = {
  home: () => get('/', '/'),
  market: () => get('/market', '/market'),
  lot: (lotId: number) => get('/lots/:id', `/lots/${lotId}`),
  offer: (offerId: number) => get('/offer/:id', `/offer/${offerId}`),
  profile: (userId: number) => get('/profiles/:id', `/profiles/${userId}`),
  players: () => get('/players', '/players'),
};
