import {
  COMMISSION_RATE,
  basePriceKopecks,
  finalPriceKopecks,
  kopecksToRoubles,
  roublesToKopecks,
  type PricingType,
} from '@gamelot/contract/rules';

export type PriceSummary = {
  /** The seller's base in roubles (PER_UNIT: unit price × minimum quantity). */
  base: number;
  commission: number;
  /** What the buyer pays. */
  final: number;
  /** How many units the base and final price are for (1 for PER_ITEM). */
  units: number;
};

export const COMMISSION_PERCENT = Math.round(COMMISSION_RATE * 100);

/**
 * The live price summary (docs/product.md#limits): everything through the contract's rules
 * (basePriceKopecks, finalPriceKopecks), never recomputed here. Null until a positive price is typed.
 */
export function priceSummary(
  pricingType: PricingType,
  entered: number | null,
  minQuantity: number | null,
): PriceSummary | null {
  if (entered === null || !Number.isFinite(entered) || entered <= 0) return null;
  const units = pricingType === 'PER_UNIT' ? Math.max(1, Math.trunc(minQuantity ?? 1) || 1) : 1;
  const base = basePriceKopecks(pricingType, roublesToKopecks(entered), units);
  const final = finalPriceKopecks(base);
  return {
    base: kopecksToRoubles(base),
    commission: kopecksToRoubles(final - base),
    final: kopecksToRoubles(final),
    units,
  };
}
