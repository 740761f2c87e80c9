import { describe, expect, it } from 'vitest';
import {
  basePriceKopecks,
  finalPriceKopecks,
  kopecksToRoubles,
  roublesToKopecks,
} from '@gamelot/contract/rules';
import { autoOfferName, defaultOfferPicture, emptyOfferForm, offerAttributesToSend } from './offer-form';
import { priceSummary } from './pricing';

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
