import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { basePriceKopecks, finalPriceKopecks, hasWholeKopecks } from '../rules.ts';
import { createOfferBodySchema } from './offers.ts';

describe('offer pricing', () => {
  it('PER_ITEM: the entered price is the base; PER_UNIT: unit price × minimum order quantity', () => {
    expect(basePriceKopecks('PER_ITEM', 10000, 50)).toBe(10000);
    expect(basePriceKopecks('PER_UNIT', 50, 250)).toBe(12500);
    expect(finalPriceKopecks(basePriceKopecks('PER_UNIT', 50, 250))).toBe(14125);
    expect(basePriceKopecks('PER_UNIT', 50, 0)).toBe(50);
  });
  it('accepts whole kopecks only', () => {
    expect(hasWholeKopecks(19.99)).toBe(true);
    expect(hasWholeKopecks(0.1 + 0.2)).toBe(true);
    expect(hasWholeKopecks(1.001)).toBe(false);
  });
});

describe('create body', () => {
  it('carries the product messages', () => {
    const r = createOfferBodySchema.safeParse({ name: ' ', price: 0.001 });
    expect(r.success).toBe(false);
    // The first issue of a field is the one the server reports.
    const messages = Object.fromEntries(
      [...r.error!.issues].reverse().map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      name: MESSAGES.offerNameRequired,
      shortDescription: MESSAGES.offerShortDescriptionRequired,
      longDescription: MESSAGES.offerLongDescriptionRequired,
      price: MESSAGES.offerPriceTooLow,
      lotId: MESSAGES.offerCategoryRequired,
    });
  });
});
