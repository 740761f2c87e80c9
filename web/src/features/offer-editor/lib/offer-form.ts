import { MEDIA_PATH } from '@gamelot/contract/offer-rules';
import {
  OFFER_NAME_MAX,
  type OfferAttributes,
  type PricingType,
  type ProductAttributes,
} from '@gamelot/contract/rules';
import type { AttributeLabels } from '@gamelot/contract/schemas/catalog';
import { attributeLabel } from '@/shared/entities/catalog/attribute-label';
import { parseCount, parseNumber } from './numbers';

/** What the offer form holds: text as typed, so a half-typed number is not lost. */
export type OfferFormValues = {
  name: string;
  shortDescription: string;
  longDescription: string;
  /** PER_ITEM: the price of one item; PER_UNIT: the price of one unit. Roubles. */
  price: string;
  /** PER_UNIT only: the smallest order, in units. */
  minQuantity: string;
  availability: string;
  /** Product attribute values; '' means not chosen. */
  attributes: Record<string, string>;
  /** The uploaded picture; null on create: the game's cover (defaultOfferPicture). */
  pictureUrl: string | null;
  /** The delivery time in minutes (contract/src/delivery-time.ts); '' until a lot is chosen: its default. */
  deliveryMinutes: string;
  /** The warranty in days, one of WARRANTY_DAYS (account lots only, ADR 0060). */
  warrantyDays: string;
};

export const emptyOfferForm: OfferFormValues = {
  name: '',
  shortDescription: '',
  longDescription: '',
  price: '',
  minQuantity: '1',
  availability: '1',
  attributes: {},
  pictureUrl: null,
  deliveryMinutes: '',
  warrantyDays: '0',
};

/** Attributes whose chosen value is written into the default name (docs/product.md#states "Create wizard"). */
const NAME_ATTRIBUTES = ['server', 'faction', 'level', 'region'];

/**
 * The default offer name: the product name plus " | key: value" for every chosen Server, Faction,
 * Level or Region attribute, in the product's attribute order, named as the seller reads them
 * (`labels`, the interface's language).
 */
export function autoOfferName(
  productName: string,
  productAttributes: ProductAttributes,
  values: Record<string, string>,
  labels: AttributeLabels = {},
): string {
  const parts = Object.keys(productAttributes)
    .filter((key) => NAME_ATTRIBUTES.includes(key.toLowerCase()))
    .map((key) => [key, values[key]?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => ` | ${attributeLabel(labels, key)}: ${attributeLabel(labels, value)}`);
  return `${productName}${parts.join('')}`.slice(0, OFFER_NAME_MAX);
}

/**
 * The attributes sent with an offer: chosen values of the product's attributes (numbers for
 * 'number' ones), plus minQuantity for a PER_UNIT lot (docs/product.md#entities Offer). What cannot be read as a
 * number stays text, so checkOfferRules, which checks exactly this, reports it as the server would.
 */
export function offerAttributesToSend(
  values: OfferFormValues,
  productAttributes: ProductAttributes,
  pricingType: PricingType,
): OfferAttributes {
  const result: OfferAttributes = {};
  for (const [key, kind] of Object.entries(productAttributes)) {
    const value = values.attributes[key]?.trim() ?? '';
    if (value === '') continue;
    result[key] = kind === 'number' ? (parseNumber(value) ?? value) : value;
  }
  if (pricingType === 'PER_UNIT') result.minQuantity = parseCount(values.minQuantity) ?? values.minQuantity;
  return result;
}

/** A stored offer's attributes as form text: the product's own, without minQuantity. */
export function attributesToForm(
  attributes: OfferAttributes,
  productAttributes: ProductAttributes,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of Object.keys(productAttributes)) {
    const value = attributes[key];
    result[key] = value === undefined ? '' : String(value);
  }
  return result;
}

/**
 * The picture an offer gets when the seller chooses none: the game's cover. The original client builds a path
 * from the product name, but the server accepts only its own /media/ files (MEDIA_PATH), so the
 * product's stored imageUrl is used, when it is one.
 */
export function defaultOfferPicture(product: { imageUrl: string | null }): string | null {
  return product.imageUrl !== null && MEDIA_PATH.test(product.imageUrl) ? product.imageUrl : null;
}
