/** The reviews module's public surface: sellers' kept ratings and how a review is shown. */
export {
  lockSellerRating,
  refreshAllSellerRatings,
  sellerRatingOf,
  type ReviewWithPeople,
} from './repository.ts';
export { toReview } from './presenter.ts';
