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
import { textLength } from '../rules.ts';
import { idSchema } from './chats.ts';
import { pagedSchema } from './paging.ts';
import { text } from './text.ts';
import { idempotencyKeySchema } from './wallet.ts';

/** Orders with escrow and automatic key delivery (issue 6 §2, §3). Money in roubles. */

export const createOrderBodySchema = z.object({
  offerId: idSchema,
  quantity: z
    .number({ error: MESSAGES.orderQuantityInvalid })
    .int(MESSAGES.orderQuantityInvalid)
    .min(1, MESSAGES.orderQuantityInvalid)
    .max(ORDER_QUANTITY_MAX, MESSAGES.orderQuantityInvalid),
  idempotencyKey: idempotencyKeySchema,
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
  /** The platform's commission inside the total. */
  commission: z.number(),
  /** What the seller gets on completion: total − commission. */
  sellerAmount: z.number(),
  /** Delivered automatically from the offer's stock of keys. */
  autoDelivery: z.boolean(),
  deliveryMessage: z.string().nullable(),
  chatId: z.number().int().nullable(),
  /** The actions the caller may take now (contract/orders.ts allowedActions, plus revealKeys, review, replyReview). */
  actions: z.array(z.enum([...ORDER_ACTIONS, 'revealKeys', 'review', 'replyReview'])),
  /** The buyer's review of this order, once written. */
  reviewId: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** When a delivered order completes by itself unless the buyer confirms or disputes first. */
  autoCompleteAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pagedSchema(orderSchema);

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
