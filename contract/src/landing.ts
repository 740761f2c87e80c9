/**
 * The pages people land on and the public read calls each makes first, written once (ADR 0044).
 * The web app's route loaders ask them (through its query options) and the server answers them in
 * the landing HTML (ADR 0028), both from this table: a page's first calls cannot drift apart on the
 * two sides. Every call here is public and the same for every viewer.
 */
import { readFilters, searchBody } from './lot-filters.ts';
import { requestKey } from './preloaded.ts';
import type { OfferSearchBody } from './schemas/offers.ts';
import { TOP_LIKED_DEFAULT_LIMIT, TOP_SELLERS_COUNT } from './rules.ts';

/** One API request: what `requestKey` names and the server asks itself. */
export type ApiCall = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
};

const get = (path: string, query?: ApiCall['query']): ApiCall => ({ method: 'GET', path, query });

/** The calls landing pages make first, by name, each with its address built from its arguments. */
export const LANDING_CALLS = {
  bestOffers: () => get('/api/favoriteOffers/getTopLikedOffers', { limit: TOP_LIKED_DEFAULT_LIMIT }),
  usersCount: () => get('/api/users/getCountAll'),
  activeOffersCount: () => get('/api/offers/getCountAllByActiveTrue'),
  completedOrdersCount: () => get('/api/orders/getCountCompleted'),
  storeRating: () => get('/api/reviews/getStoreRating'),
  topSellers: () => get('/api/users/getTopByBuyerRating', { limit: TOP_SELLERS_COUNT }),
  lot: (id: number) => get('/api/lots/get', { id }),
  product: (id: number) => get('/api/products/get', { id }),
  /** `page` is 0-based, as the API counts. */
  offerSearch: (body: OfferSearchBody, page: number, size: number): ApiCall => ({
    method: 'POST',
    path: '/api/offers/search',
    query: { page, size },
    body,
  }),
  offer: (offerId: number) => get('/api/offers/get', { offerId }),
  offerReviews: (offerId: number) => get('/api/reviews/getAllByOfferId', { offerId }),
  userBasicData: (id: number) => get('/api/users/getBasicData', { id }),
  sellerStats: (sellerId: number) => get('/api/reviews/getSellerStats', { sellerId }),
  userActiveOffersCount: (userId: number) => get('/api/offers/getCountByUserIdAndActiveTrue', { userId }),
} satisfies Record<string, (...args: never[]) => ApiCall>;

export type LandingCallName = keyof typeof LANDING_CALLS;
type CallArgs<K extends LandingCallName> = Parameters<(typeof LANDING_CALLS)[K]>;
/** A call by name with its arguments: each side turns it into its own request (a query, an inject). */
export type LandingCall = { [K in LandingCallName]: { name: K; args: CallArgs<K> } }[LandingCallName];

function call<K extends LandingCallName>(name: K, ...args: CallArgs<K>): LandingCall {
  return { name, args } as LandingCall;
}

/** The request a call makes. */
export function apiCall({ name, args }: LandingCall): ApiCall {
  return (LANDING_CALLS[name] as (...a: unknown[]) => ApiCall)(...args);
}

/** The path with its query string, as the API is asked. */
export function callUrl({ path, query }: ApiCall): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The call's name among the answers a page arrives with (contract/src/preloaded.ts). */
export function callKey(landingCall: LandingCall): string {
  const request = apiCall(landingCall);
  return requestKey(request.method, callUrl(request), request.body);
}

/**
 * What a page asks first: `calls` at once, then `then` with their answers (in the same order;
 * undefined for one that failed), for the calls that need one of them (the lot's product, the
 * offer's seller).
 */
export type LandingPlan = {
  calls: LandingCall[];
  then?: (answers: readonly unknown[]) => LandingCall[];
};

export type LandingPage = {
  /** The route, in the router's syntax (`:name` is a parameter); the web's route table uses it. */
  path: string;
  /**
   * The page's module in the web app (`web/` relative), the key of its chunk in the build's
   * manifest: the server links the chunk and what it imports from the landing HTML.
   */
  module: string;
  /** The plan for an address of this route; null when the address is not a record's (`/lots/abc`). */
  plan: (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => LandingPlan | null;
};

/** A record's id from an address: a whole number from 1 to the largest int4, else null. */
export function recordId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A number an answer carries at `a.b…`, or undefined (an answer the plan reads is untyped). */
function numberAt(answer: unknown, ...path: string[]): number | undefined {
  let value = answer;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' ? value : undefined;
}

export const LANDING_PAGES = {
  /** Home (signed in): the Best Offers cards, the three counts and the store rating, the top sellers. */
  home: {
    path: '/',
    module: 'src/features/home/pages/DashboardPage.tsx',
    plan: () => ({
      calls: [
        call('bestOffers'),
        call('usersCount'),
        call('activeOffersCount'),
        call('completedOrdersCount'),
        call('storeRating'),
        call('topSellers'),
      ],
    }),
  },
  /** A lot: the lot (then its product) and the page of its offers the address asks for (ADR 0039). */
  lot: {
    path: '/lots/:lotId',
    module: 'src/features/lot/pages/LotPage.tsx',
    plan: ({ lotId }, search) => {
      const id = recordId(lotId);
      if (id === null) return null;
      const filters = readFilters(search);
      return {
        calls: [
          call('lot', id),
          call('offerSearch', searchBody(id, filters), filters.page - 1, filters.size),
        ],
        then: ([lot]) => {
          const productId = numberAt(lot, 'product', 'id');
          return productId === undefined ? [] : [call('product', productId)];
        },
      };
    },
  },
  /** An offer: the offer and its reviews, then its seller's card (basic data, rating, offer count). */
  offer: {
    path: '/offer/:offerId',
    module: 'src/features/offer/pages/OfferPage.tsx',
    plan: ({ offerId }) => {
      const id = recordId(offerId);
      if (id === null) return null;
      return {
        calls: [call('offer', id), call('offerReviews', id)],
        then: ([offer]) => {
          const sellerId = numberAt(offer, 'userId');
          return sellerId === undefined
            ? []
            : [
                call('userBasicData', sellerId),
                call('sellerStats', sellerId),
                call('userActiveOffersCount', sellerId),
              ];
        },
      };
    },
  },
} satisfies Record<string, LandingPage>;

/**
 * Asks a plan's calls through `answer`, the dependent ones once their inputs have answered; settles
 * when every call has (a failed call counts as answered: the page's own query shows its error).
 */
export async function runPlan(
  plan: LandingPlan,
  answer: (call: LandingCall) => Promise<unknown>,
): Promise<void> {
  const settle = (c: LandingCall) => answer(c).catch(() => undefined);
  const answers = await Promise.all(plan.calls.map(settle));
  if (plan.then) await Promise.all(plan.then(answers).map(settle));
}
