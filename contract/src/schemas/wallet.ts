import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
  TOPUP_MAX_KOPECKS,
  TOPUP_MIN_KOPECKS,
  WITHDRAWAL_DESTINATION_MAX,
  WITHDRAWAL_MAX_KOPECKS,
  WITHDRAWAL_MIN_KOPECKS,
  hasWholeKopecks,
  textLength,
} from '../rules.ts';
import { pagedSchema } from './paging.ts';
import { line } from './text.ts';

/** Wallet, top-ups and withdrawals (docs/product.md#wallet). Amounts are roubles at the edge, kopecks inside. */

/** Every money-moving call carries one: the same key again returns the first result. */
export const idempotencyKeySchema = line({ error: MESSAGES.idempotencyKeyInvalid })
  .min(IDEMPOTENCY_KEY_MIN, MESSAGES.idempotencyKeyInvalid)
  .max(IDEMPOTENCY_KEY_MAX, MESSAGES.idempotencyKeyInvalid)
  .regex(IDEMPOTENCY_KEY_PATTERN, MESSAGES.idempotencyKeyInvalid);

function roublesIn(minKopecks: number, maxKopecks: number, rangeMessage: string) {
  return z
    .number({ error: MESSAGES.amountInvalid })
    .refine(Number.isFinite, MESSAGES.amountInvalid)
    .refine(hasWholeKopecks, MESSAGES.amountInvalid)
    .refine((r) => r * 100 >= minKopecks - 1e-6 && r * 100 <= maxKopecks + 1e-6, rangeMessage);
}

export const walletSchema = z.object({
  /** Spendable, roubles. */
  balance: z.number(),
  /** Withdrawals waiting for an administrator, roubles. */
  held: z.number(),
  /** Money of the user's open purchases, held in escrow until they complete, roubles. */
  inEscrow: z.number(),
  /** The seller's part of completed orders still under warranty (ADR 0060), roubles. */
  warrantyHeld: z.number(),
  /** Each of them: the order, the amount and when it is released, soonest first. */
  warranties: z.array(
    z.object({ orderId: z.number().int(), offerName: z.string(), amount: z.number(), releaseAt: z.string() }),
  ),
  currency: z.string(),
  /** The payment provider top-ups go through, e.g. "test" (a test card, no real money). */
  provider: z.string().nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const LEDGER_TRANSACTION_KINDS = [
  'top_up',
  'order_payment',
  'order_release',
  'order_refund',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_return',
  'warranty_release',
  'warranty_dispute',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** One movement of the user's money, as their history shows it. */
export const walletEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  /** Which of the user's balances moved. */
  account: z.enum(['wallet', 'held', 'warranty']),
  /** Signed roubles: positive in, negative out. */
  amount: z.number(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletHistorySchema = pagedSchema(walletEntrySchema);

export const topUpBodySchema = z.object({
  amount: roublesIn(TOPUP_MIN_KOPECKS, TOPUP_MAX_KOPECKS, MESSAGES.topUpRange),
  idempotencyKey: idempotencyKeySchema,
});
export type TopUpBody = z.input<typeof topUpBodySchema>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  /** The provider's payment page; open it to pay (a same-origin path for the test provider). */
  paymentUrl: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentIdParamsSchema = z.object({ id: line().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const withdrawalBodySchema = z.object({
  amount: roublesIn(WITHDRAWAL_MIN_KOPECKS, WITHDRAWAL_MAX_KOPECKS, MESSAGES.withdrawalRange),
  destination: line({ error: MESSAGES.withdrawalDestinationRequired })
    .trim()
    .min(1, MESSAGES.withdrawalDestinationRequired)
    .refine((s) => textLength(s) <= WITHDRAWAL_DESTINATION_MAX, MESSAGES.withdrawalDestinationTooLong),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  destination: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The administrator's reason, shown to the user once decided. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pagedSchema(withdrawalSchema);
