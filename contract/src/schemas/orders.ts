import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  OFFER_KEY_MAX_LENGTH,
  OFFER_KEYS_PER_PASTE_MAX,
  ORDER_ACTIONS,
  ORDER_DELIVERY_MESSAGE_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_STATES,
} from '../orders.ts';
import type { OrderTerms } from '../order-terms.ts';
import { ORDER_TOTAL_MAX_KOPECKS, PRICE_MAX, PRICING_TYPES, hasWholeKopecks, textLength } from '../rules.ts';
import { idSchema } from './chats.ts';
import { errorBodySchema } from './error.ts';
import { pagedSchema } from './paging.ts';
import { text } from './text.ts';
import { isWarrantyDays } from '../warranty.ts';
import { idempotencyKeySchema } from './wallet.ts';

/** Orders with escrow and automatic key delivery (docs/product.md#orders, #keys). Money in roubles. */

const termsMoney = (max: number) =>
  z
    .number({ error: MESSAGES.orderTermsInvalid })
    .positive(MESSAGES.orderTermsInvalid)
    .max(max, MESSAGES.orderTermsInvalid)
    .refine(hasWholeKopecks, MESSAGES.orderTermsInvalid);

/**
 * POST /api/orders. Besides what to buy, the terms the buyer saw and agreed to in Buy Now
 * (contract/order-terms.ts, ADR 0031): the server charges only these, or answers 409
 * `orderTermsChanged` with the offer's current terms for a new confirmation.
 */
export const createOrderBodySchema = z.object({
  offerId: idSchema,
  quantity: z
    .number({ error: MESSAGES.orderQuantityInvalid })
    .int(MESSAGES.orderQuantityInvalid)
    .min(1, MESSAGES.orderQuantityInvalid)
    .max(ORDER_QUANTITY_MAX, MESSAGES.orderQuantityInvalid),
  idempotencyKey: idempotencyKeySchema,
  pricingType: z.enum(PRICING_TYPES, { error: MESSAGES.orderTermsInvalid }),
  /** The seller's price per item or per unit, before commission, roubles. */
  unitPrice: termsMoney(PRICE_MAX),
  minQuantity: z
    .number({ error: MESSAGES.orderTermsInvalid })
    .int(MESSAGES.orderTermsInvalid)
    .min(1, MESSAGES.orderTermsInvalid)
    .max(ORDER_QUANTITY_MAX, MESSAGES.orderTermsInvalid),
  /** What the buyer agreed to pay for `quantity`, commission included, roubles. */
  total: termsMoney(ORDER_TOTAL_MAX_KOPECKS / 100),
  /** The warranty the buyer saw, in days (ADR 0060); left out means none. */
  warrantyDays: z
    .number({ error: MESSAGES.orderTermsInvalid })
    .refine((n: number): boolean => isWarrantyDays(n), MESSAGES.orderTermsInvalid)
    .default(0),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

const partySchema = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });

export const orderSchema = z.object({
  id: z.number().int(),
  state: z.enum(ORDER_STATES),
  offer: z.object({ id: z.number().int(), name: z.string(), pictureUrl: z.string().nullable() }),
  buyer: partySchema,
  seller: partySchema,
  quantity: z.number().int(),
  /** What the buyer paid, roubles. */
  total: z.number(),
  /**
   * Money as it moved (ADR 0031). While the order is open (paid, delivered, disputed): the
   * commission and what the seller will receive on completion. Once settled (completed, cancelled,
   * refunded): what the ledger moved for this order: the platform's commission, the seller's
   * receipt (0 when cancelled or refunded, the seller's part after a split) and the buyer's refund.
   */
  commission: z.number(),
  sellerAmount: z.number(),
  /** What went back to the buyer's wallet (cancellation, refund, the buyer's part of a split). */
  refunded: z.number(),
  /** Delivered automatically from the offer's stock of keys. */
  autoDelivery: z.boolean(),
  /** A key order whose keys the buyer has revealed (the first reveal is recorded; no refund then). */
  keysRevealed: z.boolean(),
  deliveryMessage: z.string().nullable(),
  chatId: z.number().int().nullable(),
  /**
   * The actions the caller may take now (contract/orders.ts allowedActions, plus revealKeys, review,
   * replyReview, and waitLonger: the buyer moves the delivery deadline once, docs/product.md#delivery-time).
   */
  actions: z.array(z.enum([...ORDER_ACTIONS, 'revealKeys', 'review', 'replyReview', 'waitLonger'])),
  /** The buyer's review of this order, once written. */
  reviewId: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When a delivered order completes by itself unless the buyer confirms or disputes first. */
  autoCompleteAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /**
   * The seller's time to deliver, in minutes, and the deadline: a paid order not delivered by then
   * is cancelled and refunded (contract/src/delivery-time.ts). Null for orders delivered at payment.
   */
  deliveryMinutes: z.number().int().nullable(),
  deliverBy: z.string().nullable(),
  /** When the buyer chose to wait longer (once); null until then. */
  deadlineExtendedAt: z.string().nullable(),
  /**
   * The seller's warranty copied from the offer when paid, in days (ADR 0060). After completion the
   * seller's part stays held until `warrantyEndsAt`, while the buyer may open a dispute; null when
   * nothing is held (no warranty, not completed, or disputed). `warrantyReleasedAt`: when it was paid out.
   */
  warrantyDays: z.number().int(),
  warrantyEndsAt: z.string().nullable(),
  warrantyReleasedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pagedSchema(orderSchema);

/** An offer's terms as the server computed them (OrderTerms in contract/order-terms.ts). */
export const orderTermsSchema = z.object({
  pricingType: z.enum(PRICING_TYPES),
  unitPrice: z.number(),
  minQuantity: z.number().int(),
  quantity: z.number().int(),
  total: z.number(),
  warrantyDays: z.number().int(),
}) satisfies z.ZodType<OrderTerms>;

/**
 * A refused Buy Now. With `code` "orderTermsChanged" (a MESSAGES key), `terms` holds the offer's
 * terms now, for the quantity asked (raised to the new minimum when below it): the buyer confirms
 * these and sends them again.
 */
export const createOrderErrorSchema = errorBodySchema.extend({
  code: z.string().optional(),
  terms: orderTermsSchema.optional(),
});
export type CreateOrderError = z.infer<typeof createOrderErrorSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema });

export const deliverBodySchema = z.object({
  message: text()
    .trim()
    .refine((s) => textLength(s) <= ORDER_DELIVERY_MESSAGE_MAX, MESSAGES.orderDeliveryMessageTooLong)
    .default(''),
});

export const orderKeySchema = z.object({
  id: z.number().int(),
  /** The key itself: only ever sent to the buyer of the order, and only after Reveal. */
  value: z.string(),
  revealedAt: z.string(),
});
export const revealedKeysSchema = z.array(orderKeySchema);
export type RevealedKey = z.infer<typeof orderKeySchema>;

export const addKeysBodySchema = z.object({
  /** One key or code per line; blank lines and repeats are dropped. */
  keys: text({ error: MESSAGES.offerKeysEmpty }).max(
    OFFER_KEYS_PER_PASTE_MAX * (OFFER_KEY_MAX_LENGTH + 2),
    MESSAGES.offerKeysTooMany,
  ),
});
export const offerKeyStockSchema = z.object({
  offerId: z.number().int(),
  /** Keys added and not yet sold; the offer's availability equals this. */
  unsold: z.number().int(),
  sold: z.number().int(),
  /** How many of the pasted keys were new (duplicates of stored keys are skipped). */
  added: z.number().int().optional(),
  skippedDuplicates: z.number().int().optional(),
});
export type OfferKeyStock = z.infer<typeof offerKeyStockSchema>;
