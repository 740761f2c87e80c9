import { describe, expect, it } from 'vitest';
import { DISPUTE_ANSWER_MS, lotKind, sellerAnswerBy } from './disputes.ts';

describe('lotKind and the seller’s answer time', () => {
  it('reads the kind from the lot: attributes first, then pricing and name', () => {
    expect(lotKind({ name: 'Gold', pricingType: 'PER_UNIT' })).toBe('currency');
    expect(lotKind({ name: 'Accounts', pricingType: 'PER_ITEM' })).toBe('accounts');
    expect(lotKind({ name: 'Rank Boosting', pricingType: 'PER_ITEM' })).toBe('services');
    expect(lotKind({ name: 'Coaching', pricingType: 'PER_ITEM' })).toBe('services');
    expect(lotKind({ name: 'Raid Escort (Sherpa)', pricingType: 'PER_ITEM' })).toBe('services');
    expect(lotKind({ name: 'Skins', pricingType: 'PER_ITEM' })).toBe('items');
    expect(lotKind({ name: 'Game Keys', pricingType: 'PER_ITEM' })).toBe('items');
    expect(lotKind({ name: 'Skins', pricingType: 'PER_ITEM', kind: 'accounts' })).toBe('accounts');
    expect(lotKind({ name: 'Skins', pricingType: 'PER_ITEM', kind: 'nonsense' })).toBe('items');
  });

  it('gives 2 h for items and currency, 12 h for accounts, 24 h for services', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(sellerAnswerBy(at, 'items').toISOString()).toBe('2026-01-01T02:00:00.000Z');
    expect(sellerAnswerBy(at, 'currency').getTime() - at.getTime()).toBe(DISPUTE_ANSWER_MS.items);
    expect(sellerAnswerBy(at, 'accounts').toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(sellerAnswerBy(at, 'services').toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});
