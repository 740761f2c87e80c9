import { describe, expect, it } from 'vitest';
import { unitPriceParts, type PricedOffer } from './offer-price';

function offer(extra: Partial<PricedOffer> = {}, lot: Partial<PricedOffer['lot']['attributes']> = {}) {
  return {
    price: 26,
    attributes: { minQuantity: 50 },
    lot: {
      attributes: {
        pricingType: 'PER_UNIT' as const,
        minQuantity: 10,
        unit: { ru: '1000 золота', en: '1000 gold' },
        ...lot,
      },
    },
    ...extra,
  };
}

describe('unitPriceParts', () => {
  it('gives the price of one unit, its unit in the reader’s language and the minimum order', () => {
    expect(unitPriceParts(offer(), 'ru')).toEqual({
      price: '0,52\u00a0₽',
      unit: '1000 золота',
      minOrder: '50',
    });
    expect(unitPriceParts(offer({ price: 565, attributes: { minQuantity: 1000 } }), 'en')).toEqual({
      price: 'RUB\u00a00.57',
      unit: '1000 gold',
      minOrder: '1,000',
    });
  });

  it('keeps four decimals for units under ten kopecks', () => {
    expect(unitPriceParts(offer({ price: 11.3, attributes: { minQuantity: 1000 } }), 'ru')?.price).toBe(
      '0,0113\u00a0₽',
    );
  });

  it('falls back to the lot’s minimum and to no unit name', () => {
    expect(unitPriceParts(offer({ attributes: {} }, { unit: null }), 'ru')).toEqual({
      price: '2,60\u00a0₽',
      unit: null,
      minOrder: '10',
    });
    expect(unitPriceParts(offer({}, { unit: undefined }), 'en')?.unit).toBeNull();
    expect(unitPriceParts(offer({}, { unit: { ru: ' ', en: '' } }), 'ru')?.unit).toBeNull();
  });

  it('is null for an offer sold by the item', () => {
    expect(unitPriceParts(offer({}, { pricingType: 'PER_ITEM' }), 'ru')).toBeNull();
  });
});
