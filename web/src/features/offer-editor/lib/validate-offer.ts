import { checkOfferRules } from '@gamelot/contract/offer-rules';
import {
  LONG_DESCRIPTION_MAX,
  OFFER_AVAILABILITY_MAX,
  OFFER_NAME_MAX,
  PRICE_MIN,
  SHORT_DESCRIPTION_MAX,
  hasWholeKopecks,
  type PricingType,
  type ProductAttributes,
} from '@gamelot/contract/rules';
import { formField } from './form-field';
import { parseCount, parseNumber } from './numbers';
import { offerAttributesToSend, type OfferFormValues } from './offer-form';

/** The checks the server makes in its zod schema, which the web app cannot bundle: made here. */
export type ValidationKey =
  | 'categoryRequired'
  | 'nameRequired'
  | 'nameTooLong'
  | 'shortRequired'
  | 'shortTooLong'
  | 'longRequired'
  | 'longTooLong'
  | 'priceRequired'
  | 'priceTooLow'
  | 'priceStep'
  | 'availabilityNegative'
  | 'availabilityInvalid';

/**
 * A field's problem: an i18n key for a check made here, or the text a contract rule
 * (checkOfferRules) answered with, shown as is because it is the text the server itself sends.
 */
export type Problem = { key: ValidationKey; message?: never } | { message: string; key?: never };
/** Field → problem. Fields: lotId, name, shortDescription, longDescription, price, minQuantity, availability, attributes.<name>. */
export type Problems = Record<string, Problem>;

type Context = {
  mode: 'create' | 'edit';
  pricingType: PricingType;
  productAttributes: ProductAttributes;
  /** Create: whether a category (lot) is chosen. */
  hasLot?: boolean;
};

function text(value: string, max: number, required: ValidationKey, tooLong: ValidationKey): Problem | null {
  const trimmed = value.trim();
  if (trimmed === '') return { key: required };
  return trimmed.length > max ? { key: tooLong } : null;
}

/** The upper limit is left to checkOfferRules: for PER_UNIT it bounds the base, not the unit price. */
function price(value: number | null): Problem | null {
  if (value === null) return { key: 'priceRequired' };
  if (value < PRICE_MIN) return { key: 'priceTooLow' };
  return hasWholeKopecks(value) ? null : { key: 'priceStep' };
}

function availability(typed: string): Problem | null {
  const raw = parseNumber(typed);
  if (raw !== null && raw < 0) return { key: 'availabilityNegative' };
  const count = parseCount(typed);
  return count === null || count > OFFER_AVAILABILITY_MAX ? { key: 'availabilityInvalid' } : null;
}

/**
 * The offer rules of docs/product.md#validation, checked before anything is sent. The form's own checks stand in for
 * the server's schema (category, name, descriptions, price ≥ 0.01 in whole kopecks, stock a whole
 * number); the rules that depend on the lot and product (minimum quantity, stock against it, price
 * limit, attribute values) are the contract's checkOfferRules, run on exactly what would be sent.
 */
export function validateOffer(values: OfferFormValues, context: Context): Problems {
  const problems: Problems = {};
  // A field shows its first problem, as the server reports its schema's before its rules'.
  const put = (field: string, problem: Problem | null) => {
    if (problem) problems[field] ??= problem;
  };
  if (context.mode === 'create' && !context.hasLot) put('lotId', { key: 'categoryRequired' });
  put('name', text(values.name, OFFER_NAME_MAX, 'nameRequired', 'nameTooLong'));
  put(
    'shortDescription',
    text(values.shortDescription, SHORT_DESCRIPTION_MAX, 'shortRequired', 'shortTooLong'),
  );
  put('longDescription', text(values.longDescription, LONG_DESCRIPTION_MAX, 'longRequired', 'longTooLong'));
  const entered = parseNumber(values.price);
  put('price', price(entered));
  put('availability', availability(values.availability));

  const rules = checkOfferRules({
    pricingType: context.pricingType,
    // Never read: the form always sends a PER_UNIT offer's own minimum quantity.
    lotMinQuantity: 1,
    productAttributes: context.productAttributes,
    // Stock that is no count already has its problem above; 0 still lets the other rules run.
    availability: parseCount(values.availability) ?? 0,
    attributes: offerAttributesToSend(values, context.productAttributes, context.pricingType),
    price: problems.price || entered === null ? undefined : entered,
    creating: context.mode === 'create',
  });
  if (!rules.ok) {
    for (const [key, message] of Object.entries(rules.fieldErrors)) put(formField(key), { message });
  }
  return problems;
}
