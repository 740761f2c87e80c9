import { sellerLevel, shareOf } from '@gamelot/contract/seller-trust';
import type { SellerStats } from '@gamelot/contract/schemas/reviews';
import type { KeptSellerFigures, ResponseFiguresJson } from './repository.ts';

/** A seller's rating as the reviews module keeps it. */
export type RatingFigures = { avgRating: number; reviewCount: number };

/**
 * A seller's trust figures as the API shows them (docs/decisions/0062-true-trust-figures.md): each
 * rate beside its cases, null without cases; the level from the contract's formula.
 */
export function toSellerStats(
  rating: RatingFigures,
  kept: KeptSellerFigures,
  responses: ResponseFiguresJson,
): SellerStats {
  const { avgRating, reviewCount } = rating;
  const cases = Number(responses.cases);
  const answered = Number(responses.answered);
  return {
    avgRating,
    reviewCount,
    reviewsCount: reviewCount,
    responseRate: shareOf(answered, cases),
    responseCases: cases,
    medianResponseMinutes:
      answered > 0 && responses.median !== null ? Math.round(Number(responses.median)) : null,
    medianResponseCases: answered,
    onTimeRate: shareOf(kept.onTimeCount, kept.deliveryCases),
    onTimeCases: kept.deliveryCases,
    completedDeals: kept.completedCount,
    disputesLost: kept.disputesLost,
    disputesCases: kept.disputesDecided,
    refundRate: shareOf(kept.refundedCount, kept.ordersCount),
    refundCases: kept.ordersCount,
    level: sellerLevel({
      completedDeals: kept.completedCount,
      disputesLost: kept.disputesLost,
      avgRating,
      reviewCount,
    }),
  };
}
