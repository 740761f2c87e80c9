/**
 * A seller's trust figures and level: the windows and the level formula, written once for the
 * server (which computes them) and the web app (which shows them and publishes the formula on the
 * rules page). docs/decisions/0062-true-trust-figures.md; docs/product.md#seller-trust-figures.
 */

/** Chats a buyer started in this many days count towards the response rate and time. */
export const RESPONSE_WINDOW_DAYS = 90;

/**
 * An unanswered chat counts (as not answered) only once this many hours have passed since the
 * buyer's first message: a question asked a minute ago is waiting, not ignored.
 */
export const RESPONSE_GRACE_HOURS = 24;

/** One step of the level ladder: every condition must hold. */
export type SellerLevelRule = {
  level: number;
  /** Completed deals at least. */
  minDeals: number;
  /** Reviews at least. */
  minReviews: number;
  /** Mean review (1–10) at least; holds without reviews only when `minReviews` is 0. */
  minRating: number;
  /** Lost disputes per 100 completed deals at most. */
  maxLostPer100: number;
};

/** The published ladder, lowest first (the rules page shows this table). */
export const SELLER_LEVELS: readonly SellerLevelRule[] = [
  { level: 1, minDeals: 1, minReviews: 0, minRating: 5, maxLostPer100: 20 },
  { level: 2, minDeals: 10, minReviews: 3, minRating: 7, maxLostPer100: 10 },
  { level: 3, minDeals: 50, minReviews: 10, minRating: 8, maxLostPer100: 5 },
  { level: 4, minDeals: 200, minReviews: 30, minRating: 8.5, maxLostPer100: 3 },
  { level: 5, minDeals: 1000, minReviews: 100, minRating: 9, maxLostPer100: 1 },
];

/** The highest level a seller may reach. */
export const SELLER_LEVEL_MAX = 5;

export type SellerLevelInput = {
  completedDeals: number;
  disputesLost: number;
  /** Mean of all the seller's reviews (1–10); ignored when `reviewCount` is 0. */
  avgRating: number;
  reviewCount: number;
};

function meets(rule: SellerLevelRule, s: SellerLevelInput): boolean {
  if (s.completedDeals < rule.minDeals) return false;
  if (s.reviewCount < rule.minReviews) return false;
  if (s.reviewCount > 0 && s.avgRating < rule.minRating) return false;
  return s.disputesLost * 100 <= rule.maxLostPer100 * s.completedDeals;
}

/**
 * The seller's level: null for a seller with no completed deal yet (nothing to judge), else the
 * highest step of `SELLER_LEVELS` whose conditions all hold, and every step below it too (0 when
 * not even the first one does: deals, but a record that fails level 1).
 */
export function sellerLevel(s: SellerLevelInput): number | null {
  if (s.completedDeals <= 0) return null;
  let level = 0;
  for (const rule of SELLER_LEVELS) {
    if (!meets(rule, s)) break;
    level = rule.level;
  }
  return level;
}

/** The share `part / cases` (0–1), or null without cases. */
export function shareOf(part: number, cases: number): number | null {
  return cases > 0 ? part / cases : null;
}
