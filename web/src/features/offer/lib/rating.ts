import { ratingToStars } from '@gamelot/contract/rules';
import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';

/** Stars on the offer page (docs/product.md#entities, #validation): floor(rating / 2) of 5, clamped; ratings are 1–10. */
export function starsFromScore(score: number): number {
  return ratingToStars(score);
}

/** A 10-point score as shown: "8,4" / "8.4" / "8" (one decimal at most). */
export function formatScore(score: number, lng: Language): string {
  return formatNumber(score, lng, { maximumFractionDigits: 1 });
}
