import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { MEDIA_PATH, checkOfferRules, fillMessage, type OfferRulesInput } from './offer-rules.ts';

const input = (over: Partial<OfferRulesInput> = {}): OfferRulesInput => ({
  pricingType: 'PER_ITEM',
  lotMinQuantity: 1,
  productAttributes: { Server: ['EU', 'US'], Level: 'number', Note: 'text' },
  availability: 1,
  attributes: {},
  creating: true,
  ...over,
});

describe('checkOfferRules', () => {
  it('keeps declared attributes, drops empty ones and commissionRate, types numbers', () => {
    const r = checkOfferRules(
      input({
        attributes: {
          Server: 'EU',
          Level: '60',
          Note: ' hi ',
          Faction: '',
          commissionRate: 0.5,
          minQuantity: 9,
        },
      }),
    );
    expect(r).toEqual({ ok: true, attributes: { Server: 'EU', Level: 60, Note: 'hi' }, minQuantity: 1 });
  });
  it('names the attribute whose value is not allowed, or unknown', () => {
    expect(checkOfferRules(input({ attributes: { Server: 'Mars', Colour: 'red' } }))).toEqual({
      ok: false,
      fieldErrors: {
        'attributes.Server': 'This value is not allowed for Server',
        'attributes.Colour': 'Unknown attribute: Colour',
      },
    });
  });
  it('PER_UNIT: minimum quantity above 0, availability not below it (0 allowed on edit)', () => {
    const perUnit = { pricingType: 'PER_UNIT' as const, lotMinQuantity: 10 };
    expect(checkOfferRules(input({ ...perUnit, availability: 10 }))).toMatchObject({
      ok: true,
      minQuantity: 10,
      attributes: { minQuantity: 10 },
    });
    expect(
      checkOfferRules(input({ ...perUnit, availability: 10, attributes: { minQuantity: '0' } })),
    ).toEqual({
      ok: false,
      fieldErrors: { 'attributes.minQuantity': MESSAGES.offerMinQuantityRequired },
    });
    expect(checkOfferRules(input({ ...perUnit, availability: 5 }))).toEqual({
      ok: false,
      fieldErrors: { availability: 'The quantity available cannot be below the minimum (10)' },
    });
    expect(checkOfferRules(input({ ...perUnit, availability: 0, creating: false })).ok).toBe(true);
  });
  it('PER_ITEM: at least 1 on create, 0 allowed on edit', () => {
    expect(checkOfferRules(input({ availability: 0 }))).toEqual({
      ok: false,
      fieldErrors: { availability: MESSAGES.offerAvailabilityMinOne },
    });
    expect(checkOfferRules(input({ availability: 0, creating: false })).ok).toBe(true);
  });
  it('keeps the base price, unit price × minimum quantity for PER_UNIT, within PRICE_MAX', () => {
    const tooHigh = { ok: false, fieldErrors: { price: MESSAGES.offerPriceTooHigh } };
    expect(checkOfferRules(input({ price: 10_000_000 })).ok).toBe(true);
    expect(checkOfferRules(input({ price: 10_000_000.01 }))).toEqual(tooHigh);
    const perUnit = { pricingType: 'PER_UNIT' as const, lotMinQuantity: 1000, availability: 1000 };
    expect(checkOfferRules(input({ ...perUnit, price: 10_000 })).ok).toBe(true);
    expect(checkOfferRules(input({ ...perUnit, price: 10_000.01 }))).toEqual(tooHigh);
  });
});

describe('messages and pictures', () => {
  it('fills message placeholders', () => {
    expect(fillMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
  });
  it('accepts only files under /media/', () => {
    expect(MEDIA_PATH.test('/media/offers/a-1.png')).toBe(true);
    expect(MEDIA_PATH.test('/media/../../etc/passwd')).toBe(false);
    expect(MEDIA_PATH.test('https://evil.example/x.png')).toBe(false);
  });
});
