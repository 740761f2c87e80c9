import type { OrderTerms, TermsSource } from '@gamelot/contract/order-terms';
import { PRICING_TYPES, roublesToKopecks, type PricingType } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { isWarrantyDays } from '@gamelot/contract/warranty';
import { isApiError } from '@/shared/api-client/api-error';

/** What Buy Now prices an offer from: the offer as the page loaded it (ADR 0031). */
export function termsSourceOf(offer: Offer): TermsSource {
  return {
    pricingType: offer.lot.attributes.pricingType,
    unitPriceKopecks: roublesToKopecks(offer.unitPrice),
    offerMinQuantity: offer.attributes.minQuantity,
    lotMinQuantity: offer.lot.attributes.minQuantity,
    warrantyDays: offer.warrantyDays,
  };
}

/** The same, from the terms a 409 `orderTermsChanged` answered with. */
export function termsSourceFrom(terms: OrderTerms): TermsSource {
  return {
    pricingType: terms.pricingType,
    unitPriceKopecks: roublesToKopecks(terms.unitPrice),
    offerMinQuantity: terms.minQuantity,
    lotMinQuantity: terms.minQuantity,
    warrantyDays: terms.warrantyDays,
  };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const isMoney = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The offer's terms now, when POST /api/orders refused because they changed since the dialog
 * opened (409, code `orderTermsChanged`); null for any other failure.
 */
export function changedTermsOf(error: unknown): OrderTerms | null {
  if (!isApiError(error) || error.status !== 409 || error.body.code !== 'orderTermsChanged') return null;
  const t = error.body.terms as Partial<Record<keyof OrderTerms, unknown>> | undefined;
  if (
    !t ||
    !(PRICING_TYPES as readonly unknown[]).includes(t.pricingType) ||
    !isMoney(t.unitPrice) ||
    !isMoney(t.total) ||
    !isCount(t.minQuantity) ||
    !isCount(t.quantity) ||
    !isWarrantyDays(t.warrantyDays ?? 0)
  )
    return null;
  return {
    pricingType: t.pricingType as PricingType,
    unitPrice: t.unitPrice,
    minQuantity: t.minQuantity,
    quantity: t.quantity,
    total: t.total,
    warrantyDays: (t.warrantyDays ?? 0) as number,
  };
}
