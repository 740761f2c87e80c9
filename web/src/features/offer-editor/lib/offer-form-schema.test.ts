import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import type { PricingType } from '@gamelot/contract/rules';
import { emptyOfferForm, type OfferFormValues } from './offer-form';
import { createOfferFormSchema, editOfferFormSchema } from './offer-form-schema';

const productAttributes = {
  Server: ['EU', 'US'],
  Faction: ['Horde', 'Alliance'],
  Level: 'number' as const,
  Notes: 'text' as const,
};
const filled: OfferFormValues = {
  ...emptyOfferForm,
  name: 'WoW | Server: EU',
  shortDescription: 'Fast',
  longDescription: 'Details',
  price: '10',
};

const create = (pricingType: PricingType = 'PER_ITEM', lotId: number | null = 3) =>
  createOfferFormSchema({ pricingType, productAttributes, lotId, userId: 7, defaultPicture: null });
const edit = (pricingType: PricingType = 'PER_ITEM') =>
  editOfferFormSchema({ id: 10, pricingType, productAttributes });

/** Field → message, as the form shows them before translating (the contract's own texts). */
function problems(schema: ReturnType<typeof create> | ReturnType<typeof edit>, values: OfferFormValues) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the create form', () => {
  it("passes a complete offer and gives the contract's body, trimmed", () => {
    expect(
      create().parse({ ...filled, name: ' WoW ', attributes: { Server: 'EU', Level: '60', Notes: '' } }),
    ).toEqual({
      name: 'WoW',
      shortDescription: 'Fast',
      longDescription: 'Details',
      price: 10,
      availability: 1,
      pictureUrl: null,
      lotId: 3,
      userId: 7,
      attributes: { Server: 'EU', Level: 60 },
      warrantyDays: 0,
    });
  });

  it('sends the warranty chosen for an account lot, none for other lots, and refuses any other value', () => {
    const account = createOfferFormSchema({
      pricingType: 'PER_ITEM',
      productAttributes,
      lotId: 3,
      userId: 7,
      defaultPicture: null,
      accountLot: true,
    });
    expect(account.parse({ ...filled, warrantyDays: '14' }).warrantyDays).toBe(14);
    expect(create().parse({ ...filled, warrantyDays: '14' }).warrantyDays).toBe(0);
    expect(problems(account, { ...filled, warrantyDays: '5' }).warrantyDays).toBe(
      MESSAGES.offerWarrantyInvalid,
    );
    expect(problems(edit(), { ...filled, warrantyDays: '3' }).warrantyDays).toBe(
      MESSAGES.offerWarrantyInvalid,
    );
  });

  it('requires a category, a name and both descriptions', () => {
    expect(
      problems(create('PER_ITEM', null), { ...filled, name: ' ', shortDescription: '', longDescription: '' }),
    ).toEqual({
      root: MESSAGES.offerCategoryRequired,
      name: MESSAGES.offerNameRequired,
      shortDescription: MESSAGES.offerShortDescriptionRequired,
      longDescription: MESSAGES.offerLongDescriptionRequired,
    });
  });

  it('wants a price of at least 0.01 in whole kopecks', () => {
    expect(problems(create(), { ...filled, price: '' }).price).toBe(MESSAGES.offerPriceRequired);
    expect(problems(create(), { ...filled, price: 'ten' }).price).toBe(MESSAGES.offerPriceRequired);
    expect(problems(create(), { ...filled, price: '0' }).price).toBe(MESSAGES.offerPriceTooLow);
    expect(problems(create(), { ...filled, price: '1,005' }).price).toBe(MESSAGES.offerPriceStep);
    expect(problems(create(), { ...filled, price: '0,01' })).toEqual({});
  });

  it('keeps the base price within the limit: the unit price × minimum quantity for PER_UNIT', () => {
    expect(problems(create(), { ...filled, price: '10000001' }).price).toBe(MESSAGES.offerPriceTooHigh);
    const big = { ...filled, price: '10000', minQuantity: '1001', availability: '1001' };
    expect(problems(create('PER_UNIT'), big).price).toBe(MESSAGES.offerPriceTooHigh);
    expect(problems(create('PER_UNIT'), { ...big, minQuantity: '1000' })).toEqual({});
  });

  it('wants PER_ITEM stock of at least 1, a whole number', () => {
    expect(problems(create(), { ...filled, availability: '0' }).availability).toBe(
      MESSAGES.offerAvailabilityMinOne,
    );
    expect(problems(create(), { ...filled, availability: '1.5' }).availability).toBe(
      MESSAGES.offerAvailabilityInvalid,
    );
    expect(problems(create(), { ...filled, availability: '' }).availability).toBe(
      MESSAGES.offerAvailabilityInvalid,
    );
  });

  it('wants a PER_UNIT minimum above 0 and stock not below it', () => {
    expect(problems(create('PER_UNIT'), { ...filled, minQuantity: '0' }).minQuantity).toBe(
      MESSAGES.offerMinQuantityRequired,
    );
    expect(
      problems(create('PER_UNIT'), { ...filled, minQuantity: '100', availability: '50' }).availability,
    ).toBe('The quantity available cannot be below the minimum (100)');
    expect(problems(create('PER_UNIT'), { ...filled, minQuantity: '100', availability: '100' })).toEqual({});
  });

  it('checks attribute values against the product', () => {
    expect(problems(create(), { ...filled, attributes: { Server: 'Mars' } })['attributes.Server']).toBe(
      'This value is not allowed for Server',
    );
    expect(problems(create(), { ...filled, attributes: { Level: 'high' } })['attributes.Level']).toBe(
      'This value is not allowed for Level',
    );
  });

  it("shows a field's schema issue before the rules' one", () => {
    // -5 is negative for the schema and below 1 for the rules: the schema's is shown, as the server does.
    expect(problems(create(), { ...filled, availability: '-5' }).availability).toBe(
      MESSAGES.offerAvailabilityNegative,
    );
  });
});

describe('the edit form', () => {
  it('sends the unit price, the base and the final price, and whether the offer stays active', () => {
    expect(
      edit('PER_UNIT').parse({ ...filled, price: '0,5', minQuantity: '1000', availability: '0' }),
    ).toEqual({
      id: 10,
      name: 'WoW | Server: EU',
      shortDescription: 'Fast',
      longDescription: 'Details',
      unitPrice: 0.5,
      originalPrice: 500,
      price: 565,
      availability: 0,
      attributes: { minQuantity: 1000 },
      pictureUrl: null,
      active: false,
      commissionRate: 0.13,
      warrantyDays: 0,
    });
  });

  it('lets the stock be 0, not negative, and wants a price', () => {
    expect(problems(edit(), { ...filled, availability: '0' })).toEqual({});
    expect(problems(edit(), { ...filled, availability: '-1' }).availability).toBe(
      MESSAGES.offerAvailabilityNegative,
    );
    expect(problems(edit(), { ...filled, price: '' }).price).toBe(MESSAGES.offerPriceRequired);
  });
});
