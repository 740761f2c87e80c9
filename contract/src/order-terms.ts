import {
  kopecksToRoubles,
  offerMinQuantity,
  orderAmounts,
  roublesToKopecks,
  type PricingType,
} from './rules.ts';

/**
 * The terms a buyer agrees to in Buy Now (ADR 0031): what the offer's price means, what one unit
 * costs, the smallest purchase, the total of the quantity chosen, and the warranty (ADR 0060). The web app shows them and
 * sends them with POST /api/orders; the server computes them again from the locked offer row and
 * refuses (409 `orderTermsChanged`, with its own terms) when they differ. Money in roubles.
 */
export type OrderTerms = {
  pricingType: PricingType;
  /** The seller's price per item (PER_ITEM) or per unit (PER_UNIT), before commission. */
  unitPrice: number;
  minQuantity: number;
  quantity: number;
  /** What the buyer pays for `quantity`, commission included (orderAmounts). */
  total: number;
  /** The seller's warranty on an account, in days (warranty.ts): the money stays held this long after completion. */
  warrantyDays: number;
};

/** What an offer's terms are read from: the offer as the API shows it, or its row. */
export type TermsSource = {
  pricingType: PricingType;
  unitPriceKopecks: number;
  /** The offer's attributes.minQuantity, when it names one. */
  offerMinQuantity: unknown;
  lotMinQuantity: number;
  warrantyDays: number;
};

export function orderTerms(source: TermsSource, quantity: number): OrderTerms {
  return {
    pricingType: source.pricingType,
    unitPrice: kopecksToRoubles(source.unitPriceKopecks),
    minQuantity: offerMinQuantity(source.pricingType, source.offerMinQuantity, source.lotMinQuantity),
    quantity,
    total: kopecksToRoubles(orderAmounts(source.unitPriceKopecks, quantity).totalKopecks),
    warrantyDays: source.warrantyDays,
  };
}

/** True when two sets of terms agree to the kopeck (money compared as kopecks, not floats). */
export function sameTerms(a: OrderTerms, b: OrderTerms): boolean {
  return (
    a.pricingType === b.pricingType &&
    a.minQuantity === b.minQuantity &&
    a.quantity === b.quantity &&
    a.warrantyDays === b.warrantyDays &&
    roublesToKopecks(a.unitPrice) === roublesToKopecks(b.unitPrice) &&
    roublesToKopecks(a.total) === roublesToKopecks(b.total)
  );
}
