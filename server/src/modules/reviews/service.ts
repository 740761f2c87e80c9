import { toPaged, type Paged } from '@gamelot/contract/paging';
import { OFFER_REVIEWS_LIMIT } from '@gamelot/contract/rules';
import type { Review, SellerStats, StoreRating } from '@gamelot/contract/schemas/reviews';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as figures from '../figures/index.ts';
import { toReview } from './presenter.ts';
import * as repo from './repository.ts';

/** Reviews are read here; buyers write them on completed orders (order-reviews.ts). */

/** An offer's reviews, newest first; [] when it has none, 404 when the offer is unknown or deleted. */
export async function getAllByOfferId(db: Db, offerId: number): Promise<Review[]> {
  if (!(await repo.liveOfferExists(db, offerId))) throw notFound('offerNotFound');
  return (await repo.listByOffer(db, offerId, OFFER_REVIEWS_LIMIT)).map(toReview);
}

/**
 * The seller's rating from the kept per-seller figures (docs/decisions/0037-kept-figures.md), and
 * their trust figures at `now` (docs/decisions/0062-true-trust-figures.md), true to the raw rows.
 */
export async function getSellerStats(db: Db, sellerId: number, now: Date): Promise<SellerStats> {
  const rating = await repo.keptSellerRating(db, sellerId);
  if (!rating) throw notFound('sellerNotFound');
  return figures.sellerStats(db, sellerId, rating, now);
}

/** The home page's store rating: the mean of every review, kept (docs/decisions/0062-true-trust-figures.md). */
export async function getStoreRating(db: Db): Promise<StoreRating> {
  return figures.storeRating(db);
}

/** POST /api/reviews/searchAllBySellerId: 404 for an unknown or deleted seller, like the profile. */
export async function listSellerReviews(
  db: Db,
  sellerId: number,
  q: { page: number; size: number; sort: 'createdAt,desc' | 'createdAt,asc' },
): Promise<Paged<Review>> {
  if (!(await repo.userExists(db, sellerId))) throw notFound('sellerNotFound');
  const { rows, total } = await repo.pageReviewsBySeller(db, sellerId, {
    page: q.page,
    size: q.size,
    newestFirst: q.sort === 'createdAt,desc',
  });
  return toPaged(rows.map(toReview), total, q.page, q.size);
}
