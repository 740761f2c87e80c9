import type { QueryClient } from '@tanstack/react-query';
import { runPlan, type LandingCall, type LandingCallName, type LandingPage } from '@gamelot/contract/landing';
import { activeOffersCountQueryOptions } from '@/features/home/api/get-active-offers-count';
import { bestOffersQueryOptions } from '@/features/home/api/get-best-offers';
import { completedOrdersCountQueryOptions } from '@/features/home/api/get-completed-orders-count';
import { storeRatingQueryOptions } from '@/features/home/api/get-store-rating';
import { topSellersQueryOptions } from '@/features/home/api/get-top-sellers';
import { usersCountQueryOptions } from '@/features/home/api/get-users-count';
import { lotQueryOptions } from '@/features/lot/api/get-lot';
import { productQueryOptions } from '@/features/lot/api/get-product';
import { offerSearchQueryOptions } from '@/features/lot/api/search-offers';
import { activeOffersCountQueryOptions as userActiveOffersCountQueryOptions } from '@/features/offer/api/get-active-offers-count';
import { offerQueryOptions } from '@/features/offer/api/get-offer';
import { offerReviewsQueryOptions } from '@/features/offer/api/get-offer-reviews';
import { sellerStatsQueryOptions } from '@/shared/entities/seller-trust/seller-stats';
import { userBasicDataQueryOptions } from '@/features/offer/api/get-user-basic-data';

type Query = Parameters<QueryClient['ensureQueryData']>[0];
type Args<K extends LandingCallName> = Extract<LandingCall, { name: K }>['args'];

/**
 * The query each landing call is, with the key the page's own hook uses: what the loader puts in
 * the cache is what the page reads. Typed per call, so a call added to the contract's table needs
 * its query here.
 */
const QUERIES: { [K in LandingCallName]: (...args: Args<K>) => unknown } = {
  bestOffers: bestOffersQueryOptions,
  usersCount: usersCountQueryOptions,
  activeOffersCount: activeOffersCountQueryOptions,
  completedOrdersCount: completedOrdersCountQueryOptions,
  storeRating: storeRatingQueryOptions,
  topSellers: topSellersQueryOptions,
  lot: lotQueryOptions,
  product: productQueryOptions,
  offerSearch: offerSearchQueryOptions,
  offer: offerQueryOptions,
  offerReviews: offerReviewsQueryOptions,
  userBasicData: userBasicDataQueryOptions,
  sellerStats: sellerStatsQueryOptions,
  userActiveOffersCount: userActiveOffersCountQueryOptions,
};

/** The query options of a landing call. */
export function landingQuery({ name, args }: LandingCall): Query {
  return (QUERIES[name] as (...a: unknown[]) => Query)(...args);
}

/** Told each answer as it arrives (the app preloads the first cards' pictures from it). */
export type OnAnswer = (call: LandingCall, data: unknown) => void;

/**
 * Fills the query cache with a landing page's first calls (contract/src/landing.ts) for this
 * address: a pure function of the route's params and search, a query client and the API client
 * behind the queries, so it can run wherever a query client does. Settles when every call has
 * answered or failed (a failure is left to the page's own query, which shows it).
 */
export function loadLanding(
  page: LandingPage,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
  client: QueryClient,
  onAnswer?: OnAnswer,
): Promise<void> {
  const plan = page.plan(params, search);
  if (!plan) return Promise.resolve();
  return runPlan(plan, async (call) => {
    const data = await client.ensureQueryData(landingQuery(call));
    onAnswer?.(call, data);
    return data;
  });
}
