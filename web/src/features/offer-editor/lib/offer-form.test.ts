import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@gamelot/contract/messages';
import {
  basePriceKopecks,
  finalPriceKopecks,
  kopecksToRoubles,
  roublesToKopecks,
} from '@gamelot/contract/rules';
import { autoOfferName, defaultOfferPicture, emptyOfferForm, offerAttributesToSend } from './offer-form';
import { priceSummary } from './pricing';
import { validateOffer } from './validate-offer';

const attributes = {
  Server: ['EU', 'US'],
  Faction: ['Horde', 'Alliance'],
  Level: 'number',
  Notes: 'text',
} as const;
const productAttributes = { ...attributes, Server: [...attributes.Server], Faction: [...attributes.Faction] };

describe('autoOfferName', () => {
  it('adds " | key: value" for chosen Server, Faction, Level or Region, in product order', () => {
    expect(autoOfferName('WoW', productAttributes, {})).toBe('WoW');
    expect(autoOfferName('WoW', productAttributes, { Server: 'EU', Notes: 'fast' })).toBe('WoW | Server: EU');
    expect(autoOfferName('WoW', productAttributes, { Level: '60', Faction: 'Horde', Server: 'US' })).toBe(
      'WoW | Server: US | Faction: Horde | Level: 60',
    );
    expect(autoOfferName('Lineage', { region: ['RU'] }, { region: 'RU' })).toBe('Lineage | region: RU');
  });
});

describe('offerAttributesToSend', () => {
  it('sends chosen values, numbers as numbers, and minQuantity for PER_UNIT', () => {
    const values = {
      ...emptyOfferForm,
      minQuantity: '1000',
      attributes: { Server: 'EU', Level: '60', Notes: '' },
    };
    expect(offerAttributesToSend(values, productAttributes, 'PER_ITEM')).toEqual({ Server: 'EU', Level: 60 });
    expect(offerAttributesToSend(values, productAttributes, 'PER_UNIT')).toEqual({
      Server: 'EU',
      Level: 60,
      minQuantity: 1000,
    });
  });

  it('uses the product cover as the default picture only when it is a /media/ file', () => {
    expect(defaultOfferPicture({ imageUrl: '/media/covers/wow.png' })).toBe('/media/covers/wow.png');
    expect(defaultOfferPicture({ imageUrl: 'https://example.com/a.png' })).toBeNull();
    expect(defaultOfferPicture({ imageUrl: null })).toBeNull();
  });
});

describe('priceSummary', () => {
  it('is the contract arithmetic: base, 13% commission, final', () => {
    const summary = priceSummary('PER_ITEM', 99.99, null)!;
    const final = finalPriceKopecks(roublesToKopecks(99.99));
    expect(summary.base).toBe(99.99);
    expect(summary.final).toBe(kopecksToRoubles(final));
    expect(summary.commission).toBe(kopecksToRoubles(final - 9999));
  });

  it('multiplies the unit price by the minimum quantity for PER_UNIT', () => {
    const summary = priceSummary('PER_UNIT', 0.05, 1000)!;
    const base = basePriceKopecks('PER_UNIT', 5, 1000);
    expect(summary.base).toBe(kopecksToRoubles(base));
    expect(summary.final).toBe(kopecksToRoubles(finalPriceKopecks(base)));
    expect(summary.units).toBe(1000);
  });

  it('is null until a positive price is typed', () => {
    expect(priceSummary('PER_ITEM', null, null)).toBeNull();
    expect(priceSummary('PER_ITEM', 0, null)).toBeNull();
  });
});

describe('validateOffer', () => {
  const filled = {
    ...emptyOfferForm,
    name: 'WoW | Server: EU',
    shortDescription: 'Fast',
    longDescription: 'Details',
    price: '10',
  };
  const create = {
    mode: 'create' as const,
    pricingType: 'PER_ITEM' as const,
    productAttributes,
    hasLot: true,
  };

  it('passes a complete offer', () => {
    expect(validateOffer(filled, create)).toEqual({});
  });

  it('requires category, name and both descriptions', () => {
    const problems = validateOffer(
      { ...filled, name: ' ', shortDescription: '', longDescription: '' },
      { ...create, hasLot: false },
    );
    expect(problems).toMatchObject({
      lotId: { key: 'categoryRequired' },
      name: { key: 'nameRequired' },
      shortDescription: { key: 'shortRequired' },
      longDescription: { key: 'longRequired' },
    });
  });

  it('wants a price of at least 0.01 in whole kopecks', () => {
    expect(validateOffer({ ...filled, price: '' }, create).price?.key).toBe('priceRequired');
    expect(validateOffer({ ...filled, price: '0' }, create).price?.key).toBe('priceTooLow');
    expect(validateOffer({ ...filled, price: '1.005' }, create).price?.key).toBe('priceStep');
    expect(validateOffer({ ...filled, price: '0.01' }, create).price).toBeUndefined();
  });

  it('keeps the base price within the limit: the unit price × minimum quantity for PER_UNIT', () => {
    const perUnit = { ...create, pricingType: 'PER_UNIT' as const };
    const tooHigh = { message: MESSAGES.offerPriceTooHigh };
    expect(validateOffer({ ...filled, price: '10000001' }, create).price).toEqual(tooHigh);
    const big = { ...filled, price: '10000', minQuantity: '1001', availability: '1001' };
    expect(validateOffer(big, perUnit).price).toEqual(tooHigh);
    expect(validateOffer({ ...big, minQuantity: '1000' }, perUnit)).toEqual({});
  });

  it('wants PER_ITEM stock of at least 1 on create, 0 allowed on edit', () => {
    expect(validateOffer({ ...filled, availability: '0' }, create).availability).toEqual({
      message: MESSAGES.offerAvailabilityMinOne,
    });
    expect(validateOffer({ ...filled, availability: '0' }, { ...create, mode: 'edit' })).toEqual({});
    expect(
      validateOffer({ ...filled, availability: '-1' }, { ...create, mode: 'edit' }).availability?.key,
    ).toBe('availabilityNegative');
  });

  it('wants a PER_UNIT minimum above 0 and stock not below it', () => {
    const perUnit = { ...create, pricingType: 'PER_UNIT' as const };
    expect(validateOffer({ ...filled, minQuantity: '0' }, perUnit).minQuantity).toEqual({
      message: MESSAGES.offerMinQuantityRequired,
    });
    expect(
      validateOffer({ ...filled, minQuantity: '100', availability: '50' }, perUnit).availability,
    ).toEqual({
      message: 'Максимальное количество не может быть меньше минимального (100)',
    });
    expect(validateOffer({ ...filled, minQuantity: '100', availability: '100' }, perUnit)).toEqual({});
  });

  it('checks attribute values against the product', () => {
    expect(validateOffer({ ...filled, attributes: { Server: 'Mars' } }, create)['attributes.Server']).toEqual(
      { message: 'Недопустимое значение атрибута Server' },
    );
    expect(validateOffer({ ...filled, attributes: { Level: 'high' } }, create)['attributes.Level']).toEqual({
      message: 'Недопустимое значение атрибута Level',
    });
  });
});
