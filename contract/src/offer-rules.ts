import { MESSAGES } from './messages.ts';
import {
  OFFER_ATTRIBUTE_TEXT_MAX,
  OFFER_AVAILABILITY_MAX,
  OFFER_RESERVED_ATTRIBUTES,
  PRICE_MAX,
  basePriceKopecks,
  roublesToKopecks,
  type OfferAttributes,
  type PricingType,
  type ProductAttributes,
} from './rules.ts';

/**
 * The offer rules that depend on the lot and its product (docs/product.md#validation "Create offer", "Edit offer").
 * Kept free of zod, unlike schemas/offers.ts, so the web app can run the very same function before
 * sending without zod in its bundle: one source for the rules and for the texts they answer with.
 */

import { fillMessage } from './fill-message.ts';

/** The filler of `{name}` placeholders (MESSAGES.offerAvailabilityBelowMin, offerAttribute*), kept here for its importers. */
export { fillMessage };

/** Pictures are files this server stores and serves (/media/...), never a foreign URL. */
export const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export type OfferRulesInput = {
  pricingType: PricingType;
  /** The lot's default minimum order quantity, used when a PER_UNIT offer names none. */
  lotMinQuantity: number;
  productAttributes: ProductAttributes;
  availability: number;
  attributes: Record<string, string | number | null | undefined>;
  /**
   * The price the seller entered, in roubles (PER_ITEM: the base, PER_UNIT: per unit), when there is
   * one to check: its base (basePriceKopecks) must stay within PRICE_MAX, and for PER_UNIT that
   * depends on the minimum quantity, so no schema can check it alone.
   */
  price?: number;
  /** Creating needs stock; an edit may set availability to 0 (sold out: the offer goes inactive). */
  creating: boolean;
};

export type OfferRulesResult =
  | { ok: true; attributes: OfferAttributes; minQuantity: number }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The offer rules that depend on the lot and product (docs/product.md#validation): quantities by pricing type, the
 * base price limit and attribute values against the product's allowed values. Returns the
 * attributes to store: minQuantity (PER_UNIT only) as a number, values not chosen dropped,
 * commissionRate dropped (the commission is the platform's, never the client's). The server runs it
 * after its schema; the web app runs it before sending.
 */
export function checkOfferRules(input: OfferRulesInput): OfferRulesResult {
  const fieldErrors: Record<string, string> = {};
  const attributes: OfferAttributes = {};
  let minQuantity = 1;

  if (input.pricingType === 'PER_UNIT') {
    const raw =
      input.attributes.minQuantity === undefined ? input.lotMinQuantity : input.attributes.minQuantity;
    const q = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > OFFER_AVAILABILITY_MAX) {
      fieldErrors['attributes.minQuantity'] = MESSAGES.offerMinQuantityRequired;
    } else {
      minQuantity = q;
      attributes.minQuantity = q;
      const soldOut = !input.creating && input.availability === 0;
      if (!soldOut && input.availability < q) {
        fieldErrors.availability = fillMessage(MESSAGES.offerAvailabilityBelowMin, { min: q });
      }
    }
  } else if (input.creating && input.availability < 1) {
    fieldErrors.availability = MESSAGES.offerAvailabilityMinOne;
  }

  // With a minimum quantity that is no count, the entered price is at least checked on its own.
  if (
    input.price !== undefined &&
    basePriceKopecks(input.pricingType, roublesToKopecks(input.price), minQuantity) > PRICE_MAX * 100
  ) {
    fieldErrors.price = MESSAGES.offerPriceTooHigh;
  }

  for (const [key, value] of Object.entries(input.attributes)) {
    if ((OFFER_RESERVED_ATTRIBUTES as readonly string[]).includes(key)) continue;
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    const field = `attributes.${key}`;
    const allowed = Object.hasOwn(input.productAttributes, key) ? input.productAttributes[key] : undefined;
    if (allowed === undefined) {
      fieldErrors[field] = fillMessage(MESSAGES.offerAttributeUnknown, { name: key });
    } else if (Array.isArray(allowed)) {
      if (allowed.includes(String(value))) attributes[key] = String(value);
      else fieldErrors[field] = fillMessage(MESSAGES.offerAttributeInvalid, { name: key });
    } else if (allowed === 'number') {
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (Number.isFinite(n)) attributes[key] = n;
      else fieldErrors[field] = fillMessage(MESSAGES.offerAttributeInvalid, { name: key });
    } else {
      const s = String(value).trim();
      if (s.length <= OFFER_ATTRIBUTE_TEXT_MAX) attributes[key] = s;
      else fieldErrors[field] = fillMessage(MESSAGES.offerAttributeInvalid, { name: key });
    }
  }

  return Object.keys(fieldErrors).length > 0
    ? { ok: false, fieldErrors }
    : { ok: true, attributes, minQuantity };
}
