import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTerms, sameTerms } from './order-terms.ts';
import { splitAmounts } from './orders.ts';
import {
  ORDER_TOTAL_MAX_KOPECKS,
  commissionKopecks,
  finalPriceKopecks,
  offerMinQuantity,
  offerPrices,
  orderAmounts,
} from './rules.ts';

/** The money rules of ADR 0031: one commission rule, orders priced from the seller's unit price. */

describe('commissionKopecks', () => {
  it('is 13% rounded half-up, at least one kopeck on any sale above zero', () => {
    expect(commissionKopecks(0)).toBe(0);
    expect(commissionKopecks(1)).toBe(1);
    expect(commissionKopecks(2)).toBe(1);
    expect(commissionKopecks(3)).toBe(1);
    expect(commissionKopecks(4)).toBe(1);
    expect(commissionKopecks(11)).toBe(1); // 1.43
    expect(commissionKopecks(12)).toBe(2); // 1.56
    expect(commissionKopecks(50)).toBe(7); // 6.5 rounds half-up
    expect(commissionKopecks(10_000)).toBe(1300);
    expect(commissionKopecks(ORDER_TOTAL_MAX_KOPECKS)).toBe(130_000_000);
  });

  it('never rounds a positive sale to zero, never exceeds the base, and grows with it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ORDER_TOTAL_MAX_KOPECKS }), (base) => {
        const c = commissionKopecks(base);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(base);
        expect(Math.abs(c - base * 0.13)).toBeLessThanOrEqual(Math.max(0.5, 1 - base * 0.13) + 1e-9);
        expect(commissionKopecks(base + 1)).toBeGreaterThanOrEqual(c);
        expect(finalPriceKopecks(base)).toBe(base + c);
      }),
    );
  });
});

describe('orderAmounts', () => {
  it('charges the unit price times the quantity, plus the commission on it', () => {
    expect(orderAmounts(50, 250)).toEqual({
      baseKopecks: 12_500,
      commissionKopecks: 1625,
      totalKopecks: 14_125,
    });
    expect(orderAmounts(1, 1)).toEqual({ baseKopecks: 1, commissionKopecks: 1, totalKopecks: 2 });
    expect(orderAmounts(10_000, 2).totalKopecks).toBe(22_600);
  });

  it('seller + commission = total, for any unit price and quantity; huge orders stay huge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (u, q) => {
          const a = orderAmounts(u, q);
          expect(a.baseKopecks + a.commissionKopecks).toBe(a.totalKopecks);
          if (u * q <= ORDER_TOTAL_MAX_KOPECKS) expect(a.baseKopecks).toBe(u * q);
          else expect(a.totalKopecks).toBeGreaterThan(ORDER_TOTAL_MAX_KOPECKS);
        },
      ),
    );
  });
});

describe('offer prices', () => {
  it('derive the smallest purchase from the unit price, so the minimum quantity never changes it', () => {
    expect(offerPrices('PER_UNIT', 100, 1000)).toEqual({
      unitPriceKopecks: 100,
      originalPriceKopecks: 100_000,
      priceKopecks: 113_000,
    });
    expect(offerPrices('PER_UNIT', 100, 1)).toEqual({
      unitPriceKopecks: 100,
      originalPriceKopecks: 100,
      priceKopecks: 113,
    });
    expect(offerPrices('PER_ITEM', 100, 1000).originalPriceKopecks).toBe(100);
    // Whatever the minimum, 1000 units cost the same.
    expect(orderAmounts(offerPrices('PER_UNIT', 100, 1).unitPriceKopecks, 1000)).toEqual(
      orderAmounts(offerPrices('PER_UNIT', 100, 1000).unitPriceKopecks, 1000),
    );
  });

  it('reads the minimum quantity: 1 for PER_ITEM, the offer’s own else the lot’s for PER_UNIT', () => {
    expect(offerMinQuantity('PER_ITEM', 50, 10)).toBe(1);
    expect(offerMinQuantity('PER_UNIT', 50, 10)).toBe(50);
    expect(offerMinQuantity('PER_UNIT', undefined, 10)).toBe(10);
    expect(offerMinQuantity('PER_UNIT', 'x', 10)).toBe(1);
  });
});

describe('order terms', () => {
  const source = {
    pricingType: 'PER_UNIT' as const,
    unitPriceKopecks: 50,
    offerMinQuantity: 100,
    lotMinQuantity: 1,
    warrantyDays: 14,
  };
  it('are what Buy Now shows and sends, compared to the kopeck', () => {
    const terms = orderTerms(source, 250);
    expect(terms).toEqual({
      pricingType: 'PER_UNIT',
      unitPrice: 0.5,
      minQuantity: 100,
      quantity: 250,
      total: 141.25,
      warrantyDays: 14,
    });
    expect(sameTerms(terms, { ...terms, total: 141.25000000001 })).toBe(true);
    expect(sameTerms(terms, { ...terms, total: 141.26 })).toBe(false);
    expect(sameTerms(terms, { ...terms, minQuantity: 1 })).toBe(false);
    expect(sameTerms(terms, { ...terms, pricingType: 'PER_ITEM' })).toBe(false);
    expect(sameTerms(terms, { ...terms, warrantyDays: 0 })).toBe(false);
    expect(sameTerms(terms, orderTerms({ ...source, unitPriceKopecks: 51 }, 250))).toBe(false);
  });
});

describe('splitAmounts', () => {
  it('shares the total exactly and keeps a kopeck of commission on a positive seller part', () => {
    expect(splitAmounts(113_000, 13_000, 56_500)).toEqual({
      buyerKopecks: 56_500,
      sellerKopecks: 50_000,
      commissionKopecks: 6500,
    });
    // Total 5 (base 4 + 1): 2 kopecks to the seller's side carry 1 of commission, not 0.
    expect(splitAmounts(5, 1, 3)).toEqual({ buyerKopecks: 3, sellerKopecks: 1, commissionKopecks: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, f) => {
          const { totalKopecks, commissionKopecks: c } = orderAmounts(base, 1);
          const buyer = Math.min(totalKopecks - 1, Math.max(1, Math.floor(totalKopecks * f)));
          if (totalKopecks < 2) return;
          const s = splitAmounts(totalKopecks, c, buyer);
          expect(s.buyerKopecks + s.sellerKopecks + s.commissionKopecks).toBe(totalKopecks);
          expect(s.commissionKopecks).toBeGreaterThanOrEqual(1);
          expect(s.commissionKopecks).toBeLessThanOrEqual(c);
          expect(s.sellerKopecks).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
