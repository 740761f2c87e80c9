import type { LotAttributes } from '@gamelot/contract/schemas/catalog';
import { offerMinQuantity } from '@gamelot/contract/rules';
import { formatNumber, formatUnitRoubles } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';

/** What a card needs of an offer to show its price per unit. */
export type PricedOffer = {
  price: number;
  attributes: Record<string, string | number>;
  lot: { attributes: Omit<LotAttributes, 'unit'> & { unit?: LotAttributes['unit'] | undefined } };
};

/** A PER_UNIT offer's price as a card shows it, every part already formatted for the reader. */
export type UnitPriceParts = {
  /** What one unit costs the buyer, commission included: "0,52 ₽". */
  price: string;
  /** The lot's unit in the reader's language ("1000 gold"), or null when the lot names none. */
  unit: string | null;
  /** The smallest order, in units: "1 000". */
  minOrder: string;
};

/**
 * The price per unit of a PER_UNIT offer, or null for an offer sold by the item. The buyer's unit
 * price is the smallest purchase's price (commission included) over its quantity, the same price
 * the lot page filters and sorts by.
 */
export function unitPriceParts(offer: PricedOffer, lng: Language): UnitPriceParts | null {
  const lot = offer.lot.attributes;
  if (lot.pricingType !== 'PER_UNIT') return null;
  const minQuantity = offerMinQuantity(lot.pricingType, offer.attributes.minQuantity, lot.minQuantity);
  const unit = lot.unit?.[lng]?.trim();
  return {
    price: formatUnitRoubles(offer.price / minQuantity, lng),
    unit: unit || null,
    minOrder: formatNumber(minQuantity, lng),
  };
}
