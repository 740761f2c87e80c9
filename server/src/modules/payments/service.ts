import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { kopecksToRoubles, roublesToKopecks } from '@gamelot/contract/rules';
import type { Payment, topUpBodySchema } from '@gamelot/contract/schemas/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, AppError } from '../../errors.ts';
import type { Broker } from '../../realtime/broker.ts';
import { claimKey } from '../idempotency/index.ts';
import * as ledger from '../ledger/index.ts';
import { emit } from '../../events/outbox.ts';
import * as repo from './repository.ts';
import type { WebhookEvent } from './test-provider.ts';

/**
 * Top-ups through a payment provider (docs/product.md#wallet, ADR 0021). The user creates an intent, pays on
 * the provider's page, and the provider's signed webhook credits the wallet: provider_clearing →
 * user_wallet, once per payment whatever the number of deliveries.
 */

export type PaymentDeps = { db: Db; realtime: Broker; log: FastifyBaseLogger; provider: string | undefined };

export const paymentPageUrl = (id: string) => `/pay/test/${id}`;

function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: row.id,
    amount: kopecksToRoubles(row.amountKopecks),
    status: row.status,
    provider: row.provider,
    paymentUrl: paymentPageUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/wallet/top-ups: the same key again returns the same intent; with another amount it is
 * refused (idempotency/service.ts).
 */
export async function createTopUp(
  deps: PaymentDeps,
  userId: number,
  body: z.output<typeof topUpBodySchema>,
): Promise<{ payment: Payment; created: boolean }> {
  const provider = deps.provider;
  if (!provider) throw new AppError(503, 'paymentsDisabled');
  return deps.db.transaction(async (tx) => {
    if ((await claimKey(tx, { userId, operation: 'top_up', request: body })) === 'replay') {
      const first = await repo.findIntentByKey(tx, userId, body.idempotencyKey);
      if (!first) throw new Error('payment of a claimed idempotency key not found');
      return { payment: toPayment(first), created: false };
    }
    const intent = await repo.insertIntent(tx, {
      id: `pay_${randomBytes(18).toString('base64url')}`,
      userId,
      provider,
      amountKopecks: roublesToKopecks(body.amount),
      idempotencyKey: body.idempotencyKey,
    });
    return { payment: toPayment(intent), created: true };
  });
}

export async function getPayment(deps: PaymentDeps, userId: number, id: string): Promise<Payment> {
  const row = await repo.findIntent(deps.db, id);
  if (!row || row.userId !== userId) throw notFound('paymentNotFound');
  return toPayment(row);
}

export const findIntent = (deps: PaymentDeps, id: string) => repo.findIntent(deps.db, id);

export type EventOutcome = 'credited' | 'declined' | 'duplicate' | 'ignored';

/**
 * Applies a verified provider event in one transaction: the event id is recorded first (a replay
 * stops there), the intent is locked, and only a pending intent moves. The amount must be the
 * intent's own: the provider cannot credit more than the user asked to pay.
 */
export async function applyEvent(
  deps: PaymentDeps,
  provider: string,
  event: WebhookEvent,
): Promise<EventOutcome> {
  const outcome = await deps.db.transaction(
    async (tx): Promise<{ outcome: EventOutcome; userId?: number; amount?: number }> => {
      const intent = await repo.lockIntent(tx, event.paymentId);
      if (!intent || intent.provider !== provider) throw notFound('paymentNotFound');
      const fresh = await repo.recordEvent(tx, {
        provider,
        eventId: event.id,
        paymentId: intent.id,
        type: event.type,
      });
      if (!fresh) return { outcome: 'duplicate' };
      if (intent.status !== 'pending') return { outcome: 'ignored' };
      if (event.type === 'payment.declined') {
        await repo.setIntentStatus(tx, intent.id, 'declined');
        return { outcome: 'declined' };
      }
      if (event.amountKopecks !== intent.amountKopecks) throw new AppError(400, 'webhookPayloadInvalid');
      const clearing = await ledger.platformAccountId(tx, 'provider_clearing');
      const wallet = await ledger.walletAccountId(tx, intent.userId);
      await ledger.post(tx, {
        kind: 'top_up',
        reference: `payment:${intent.id}:credit`,
        paymentId: intent.id,
        actorUserId: intent.userId,
        legs: ledger.transfer(clearing, wallet, intent.amountKopecks),
      });
      await repo.setIntentStatus(tx, intent.id, 'succeeded');
      await emit(tx, 'payment.credited', {
        paymentId: intent.id,
        userId: intent.userId,
        amountKopecks: intent.amountKopecks,
      });
      return { outcome: 'credited', userId: intent.userId, amount: intent.amountKopecks };
    },
  );
  return outcome.outcome;
}
