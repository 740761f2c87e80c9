import { RESPONSE_GRACE_HOURS, RESPONSE_WINDOW_DAYS } from '@gamelot/contract/seller-trust';
import type { SellerStats, StoreRating } from '@gamelot/contract/schemas/reviews';
import type { Db } from '../../db/client.ts';
import { toSellerStats, type RatingFigures } from './presenter.ts';
import * as repo from './repository.ts';

const HOUR = 3_600_000;

/** The response window at `now`: chats asked after `since` that count once asked at or before `pendingBefore`. */
export function responseWindow(now: Date): { since: Date; pendingBefore: Date } {
  return {
    since: new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * HOUR),
    pendingBefore: new Date(now.getTime() - RESPONSE_GRACE_HOURS * HOUR),
  };
}

/** A seller's trust figures at `now`, beside the rating the reviews module keeps. */
export async function sellerStats(
  db: Db,
  sellerId: number,
  rating: RatingFigures,
  now: Date,
): Promise<SellerStats> {
  const { kept, responses } = await repo.sellerTrustRows(db, sellerId, responseWindow(now));
  return toSellerStats(rating, kept, responses);
}

/** The store rating: the mean of every review (1–10, two decimals), null without any, and their number. */
export async function storeRating(db: Db): Promise<StoreRating> {
  const { count, avg } = await repo.reviewTotals(db);
  return { avgRating: count > 0 ? avg : null, reviewCount: count };
}
