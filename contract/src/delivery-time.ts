/**
 * Delivery deadlines (docs/product.md#delivery-time, docs/decisions/0059-delivery-deadlines.md),
 * zod-free so server and web share them. Every offer states a delivery time in minutes, chosen by
 * its seller within the limits of its lot's kind; 0 is "instant" (keys, handed over from stock at
 * payment). A paid order not delivered by its deadline is cancelled and refunded by the server; the
 * buyer may wait longer once, by the same time again; the seller is warned before the deadline.
 */

/** What a lot sells, as far as its delivery time goes. */
export const DELIVERY_KINDS = ['keys', 'currency', 'items', 'accounts', 'services'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export type DeliveryLimits = { defaultMinutes: number; minMinutes: number; maxMinutes: number };

const HOUR = 60;
const DAY = 24 * HOUR;

/** Per kind: the time a new offer starts with, and the range its seller may choose from. */
export const DELIVERY_LIMITS: Record<DeliveryKind, DeliveryLimits> = {
  keys: { defaultMinutes: 0, minMinutes: 0, maxMinutes: 0 },
  currency: { defaultMinutes: HOUR, minMinutes: 15, maxMinutes: DAY },
  items: { defaultMinutes: HOUR, minMinutes: 15, maxMinutes: DAY },
  accounts: { defaultMinutes: HOUR, minMinutes: 15, maxMinutes: DAY },
  services: { defaultMinutes: DAY, minMinutes: HOUR, maxMinutes: 14 * DAY },
};

/** The longest delivery time any kind allows (a request's upper bound before the lot is known). */
export const DELIVERY_MINUTES_MAX = 14 * DAY;

/** The times a seller picks from (the offer form's choices), each within some kind's limits. */
export const DELIVERY_CHOICES_MINUTES = [
  0,
  15,
  30,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  5 * DAY,
  7 * DAY,
  14 * DAY,
] as const;

/**
 * A lot's kind: the one its catalogue entry names (`deliveryKind` in the lot's attributes), else
 * currency for a lot sold per unit and items otherwise.
 */
export function deliveryKindOf(lot: {
  pricingType: string;
  deliveryKind?: string | null | undefined;
}): DeliveryKind {
  const named = DELIVERY_KINDS.find((k) => k === lot.deliveryKind);
  if (named) return named;
  return lot.pricingType === 'PER_UNIT' ? 'currency' : 'items';
}

/** The choices a seller of a lot of `kind` has, in order. */
export function deliveryChoices(kind: DeliveryKind): number[] {
  const { minMinutes, maxMinutes } = DELIVERY_LIMITS[kind];
  return DELIVERY_CHOICES_MINUTES.filter((m) => m >= minMinutes && m <= maxMinutes);
}

/** Whether `minutes` is a delivery time a seller of a lot of `kind` may state. */
export function deliveryTimeAllowed(kind: DeliveryKind, minutes: number): boolean {
  const { minMinutes, maxMinutes } = DELIVERY_LIMITS[kind];
  return Number.isInteger(minutes) && minutes >= minMinutes && minutes <= maxMinutes;
}

/**
 * `minutes` brought within the limits of `kind` (an offer stored before its lot's limits changed,
 * shown in the edit form).
 */
export function clampDeliveryMinutes(kind: DeliveryKind, minutes: number): number {
  const { minMinutes, maxMinutes } = DELIVERY_LIMITS[kind];
  return Math.min(maxMinutes, Math.max(minMinutes, Math.round(minutes)));
}

/**
 * An instant offer whose keys ran out is sold by hand: its seller then has this long to deliver.
 */
export const INSTANT_MANUAL_DELIVERY_MINUTES = 15;

/** The time an order's seller has to deliver it, from payment (or from the first deadline when waited). */
export function orderDeliveryMinutes(offerMinutes: number): number {
  return offerMinutes > 0 ? offerMinutes : INSTANT_MANUAL_DELIVERY_MINUTES;
}

/** An order's deadline: `from` plus its delivery time. */
export function deliverByFrom(from: Date, minutes: number): Date {
  return new Date(from.getTime() + minutes * 60_000);
}

/** The seller is warned when this much of the delivery time is left: a fifth, at least 10 minutes. */
export const DEADLINE_WARNING_SHARE = 0.2;
export const DEADLINE_WARNING_MIN_MS = 10 * 60_000;

/** How long before the deadline the seller is warned, for an order with `minutes` to deliver. */
export function deadlineWarningLeadMs(minutes: number): number {
  return Math.max(DEADLINE_WARNING_MIN_MS, Math.round(minutes * 60_000 * DEADLINE_WARNING_SHARE));
}
