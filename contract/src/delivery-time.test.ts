import { describe, expect, it } from 'vitest';
import {
  DELIVERY_KINDS,
  DELIVERY_LIMITS,
  DELIVERY_MINUTES_MAX,
  clampDeliveryMinutes,
  deadlineWarningLeadMs,
  deliverByFrom,
  deliveryChoices,
  deliveryKindOf,
  deliveryTimeAllowed,
  orderDeliveryMinutes,
} from './delivery-time.ts';

describe('delivery time', () => {
  it("gives each kind a default among its own choices, within the request's bound", () => {
    for (const kind of DELIVERY_KINDS) {
      const { defaultMinutes, maxMinutes } = DELIVERY_LIMITS[kind];
      expect(deliveryChoices(kind)).toContain(defaultMinutes);
      expect(deliveryTimeAllowed(kind, defaultMinutes)).toBe(true);
      expect(maxMinutes).toBeLessThanOrEqual(DELIVERY_MINUTES_MAX);
      expect(deliveryChoices(kind).every((m) => deliveryTimeAllowed(kind, m))).toBe(true);
    }
    expect(deliveryChoices('keys')).toEqual([0]);
    expect(deliveryChoices('services').at(-1)).toBe(14 * 24 * 60);
  });

  it('reads the kind a lot names, else by its pricing type', () => {
    expect(deliveryKindOf({ pricingType: 'PER_ITEM', deliveryKind: 'services' })).toBe('services');
    expect(deliveryKindOf({ pricingType: 'PER_UNIT' })).toBe('currency');
    expect(deliveryKindOf({ pricingType: 'PER_ITEM', deliveryKind: 'nonsense' })).toBe('items');
  });

  it('refuses times outside the limits, fractions included, and clamps old ones', () => {
    expect(deliveryTimeAllowed('items', 14)).toBe(false);
    expect(deliveryTimeAllowed('items', 24 * 60 + 1)).toBe(false);
    expect(deliveryTimeAllowed('items', 60.5)).toBe(false);
    expect(deliveryTimeAllowed('keys', 15)).toBe(false);
    expect(clampDeliveryMinutes('keys', 60)).toBe(0);
    expect(clampDeliveryMinutes('services', 5)).toBe(60);
  });

  it("sets an order's deadline and the seller's warning", () => {
    expect(orderDeliveryMinutes(0)).toBe(15);
    expect(orderDeliveryMinutes(120)).toBe(120);
    expect(deliverByFrom(new Date('2026-01-01T00:00:00Z'), 90).toISOString()).toBe(
      '2026-01-01T01:30:00.000Z',
    );
    expect(deadlineWarningLeadMs(15)).toBe(10 * 60_000);
    expect(deadlineWarningLeadMs(60)).toBe(12 * 60_000);
    expect(deadlineWarningLeadMs(24 * 60)).toBe(288 * 60_000);
  });
});
