import type { Path } from 'react-hook-form';
import { checkOfferRules } from '@gamelot/contract/offer-rules';
import { COMMISSION_RATE, type PricingType, type ProductAttributes } from '@gamelot/contract/rules';
import { createOfferBodySchema, updateOfferBodySchema } from '@gamelot/contract/schemas/offers';
import { bodyForm } from '@/shared/forms/contract-form';
import { formField } from './form-field';
import { parseCount, parseNumber, readNumber } from './numbers';
import { offerAttributesToSend, type OfferFormValues } from './offer-form';
import { priceSummary } from './pricing';

/**
 * The offer editor's forms on the contract (docs/product.md#validation "Create offer", "Edit
 * offer", ADR 0045): the typed values are read into the request body, which the contract's body
 * schema checks (name, descriptions, price ≥ 0.01 in whole kopecks, stock a whole number), then
 * the contract's checkOfferRules runs the rules that depend on the lot and the product (minimum
 * quantity, stock against it, the base price's limit, attribute values) on exactly what would be
 * sent. Every issue lands on the form field its body path belongs to (formField).
 */

type OfferContext = { pricingType: PricingType; productAttributes: ProductAttributes };

function offerRules(
  values: OfferFormValues,
  { pricingType, productAttributes }: OfferContext,
  creating: boolean,
) {
  const entered = parseNumber(values.price);
  const rules = checkOfferRules({
    pricingType,
    // Never read: the form always sends a PER_UNIT offer's own minimum quantity.
    lotMinQuantity: 1,
    productAttributes,
    // Stock that is no count has the schema's issue; 0 still lets the other rules run.
    availability: parseCount(values.availability) ?? 0,
    attributes: offerAttributesToSend(values, productAttributes, pricingType),
    ...(entered === null ? {} : { price: entered }),
    creating,
  });
  return rules.ok ? {} : rules.fieldErrors;
}

/** The chosen delivery time; none before a choice: the server then keeps, or gives the lot's default. */
function deliveryMinutesToSend(values: OfferFormValues): { deliveryMinutes?: number } {
  return values.deliveryMinutes === '' ? {} : { deliveryMinutes: Number(values.deliveryMinutes) };
}

type CreateContext = OfferContext & {
  /** The lot sells accounts: its offers may carry a warranty (contract/src/warranty.ts). */
  accountLot?: boolean;
  lotId: number | null;
  userId: number;
  /** The picture sent when the seller chose none: the game's cover, or none. */
  defaultPicture: string | null;
};

/** POST /api/offers/create's body from the wizard's values: `price` is the seller's, as typed. */
export function createOfferFormSchema(context: CreateContext) {
  const { pricingType, productAttributes } = context;
  return bodyForm({
    body: createOfferBodySchema,
    toBody: (values: OfferFormValues) => ({
      name: values.name,
      shortDescription: values.shortDescription,
      longDescription: values.longDescription,
      price: readNumber(values.price),
      availability: readNumber(values.availability),
      pictureUrl: values.pictureUrl ?? context.defaultPicture,
      lotId: context.lotId ?? NaN,
      userId: context.userId,
      attributes: offerAttributesToSend(values, productAttributes, pricingType),
      ...deliveryMinutesToSend(values),
      warrantyDays: context.accountLot ? readNumber(values.warrantyDays) : 0,
    }),
    fieldOf: formField,
    check: (values) => offerRules(values, context, true),
  });
}

/**
 * PATCH /api/offers/update's body from the edit form: the whole offer. The unit price is what the
 * server keeps (ADR 0031); the base and the final price are sent as the original client does.
 */
export function editOfferFormSchema(context: OfferContext & { id: number }) {
  const { pricingType, productAttributes } = context;
  return bodyForm({
    body: updateOfferBodySchema,
    toBody: (values: OfferFormValues) => {
      const entered = readNumber(values.price);
      const summary = priceSummary(pricingType, entered, parseCount(values.minQuantity));
      const availability = readNumber(values.availability);
      return {
        id: context.id,
        name: values.name,
        shortDescription: values.shortDescription,
        longDescription: values.longDescription,
        unitPrice: entered,
        originalPrice: summary?.base,
        price: summary?.final,
        availability,
        attributes: offerAttributesToSend(values, productAttributes, pricingType),
        pictureUrl: values.pictureUrl,
        ...deliveryMinutesToSend(values),
        active: availability > 0,
        commissionRate: COMMISSION_RATE,
        warrantyDays: readNumber(values.warrantyDays),
      };
    },
    fieldOf: formField,
    check: (values) => offerRules(values, context, false),
  });
}

/** The field of the offer form a body path (a server's field error) belongs to, if it has one. */
export function offerField(path: string): Path<OfferFormValues> | undefined {
  const field = formField(path);
  return field === 'root' ? undefined : (field as Path<OfferFormValues>);
}
