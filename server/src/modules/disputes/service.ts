import { DISPUTE_STATS_DAYS, lotKind, sellerAnswerBy, type DisputeRule } from '@gamelot/contract/disputes';
import { splitAmounts, type DisputeOutcome } from '@gamelot/contract/orders';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { kopecksToRoubles, roublesToKopecks } from '@gamelot/contract/rules';
import type { Dispute, DisputeStats, disputeMessageBodySchema } from '@gamelot/contract/schemas/disputes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { assertMayResolveDispute, disputeOver } from '../../policy/orders.ts';
import * as orderRepo from '../orders/index.ts';
import { roleOf } from '../orders/index.ts';
import { emit } from '../../events/outbox.ts';
import {
  parties,
  refundToBuyer,
  release,
  reopenForWarrantyDispute,
  type OrderDeps,
} from '../orders/index.ts';
import * as repo from './repository.ts';

/**
 * Disputes (docs/product.md#disputes, ADR 0023). The buyer opens one on a paid or delivered order: the order
 * becomes `disputed`, its money stays in escrow, no timer completes it, neither side can move it.
 * Buyer, seller and administrators write messages with image evidence; an administrator resolves
 * by refund, release or split, with a rule and a reason both sides see. The seller has until
 * `seller_answer_by` (by the lot's kind, contract/src/disputes.ts) to answer: their first message
 * in time is the answer; silence refunds the buyer, decided by the system (ADR 0061).
 */

const kindOf = (lot: { name: string; attributes: { pricingType?: string; kind?: unknown } } | undefined) =>
  lotKind({
    name: lot?.name ?? '',
    pricingType: lot?.attributes.pricingType ?? 'PER_ITEM',
    kind: lot?.attributes.kind,
  });

function authorRole(
  v: { buyerId: number; sellerId: number },
  authorId: number,
): 'buyer' | 'seller' | 'admin' {
  return authorId === v.buyerId ? 'buyer' : authorId === v.sellerId ? 'seller' : 'admin';
}

export async function toDispute(db: Db, v: repo.DisputeView, withMessages = true): Promise<Dispute> {
  const d = v.dispute;
  const messages = withMessages ? await repo.messagesOf(db, d.id) : [];
  return {
    id: d.id,
    orderId: d.orderId,
    orderState: v.orderState,
    buyer: { id: v.buyerId, name: v.buyerName },
    seller: { id: v.sellerId, name: v.sellerName },
    total: kopecksToRoubles(v.totalKopecks),
    reason: d.reason,
    status: d.status,
    outcome: d.outcome,
    buyerAmount: d.buyerKopecks === null ? null : kopecksToRoubles(d.buyerKopecks),
    resolution: d.resolution,
    rule: d.rule,
    decidedBySystem: d.status === 'resolved' && d.resolvedBy === null && d.rule !== null,
    lotKind: kindOf({ name: v.lotName, attributes: v.lotAttributes }),
    sellerAnswerBy: d.sellerAnswerBy?.toISOString() ?? null,
    sellerAnsweredAt: d.sellerAnsweredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      author: { id: m.authorId, name: m.authorName, role: authorRole(v, m.authorId) },
      content: m.content,
      attachments: m.attachments,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** The dispute of an order, for its buyer, its seller or an administrator. */
async function visibleDispute(deps: OrderDeps, principal: Principal | null, orderId: number) {
  const order = await orderRepo.findView(deps.db, orderId);
  if (!order) throw notFound('orderNotFound');
  const role = roleOf(order, principal);
  if (!role) throw forbidden();
  const v = await repo.findView(deps.db, orderId);
  if (!v) throw notFound('disputeNotFound');
  return { v, role };
}

export async function getDispute(
  deps: OrderDeps,
  principal: Principal | null,
  orderId: number,
): Promise<Dispute> {
  const { v } = await visibleDispute(deps, principal, orderId);
  return toDispute(deps.db, v);
}

/**
 * POST /api/orders/{id}/dispute: the buyer, while the order is paid or delivered, or completed and
 * under warranty (its held money then goes back into escrow, ADR 0060).
 */
export async function openDispute(
  deps: OrderDeps,
  principal: Principal | null,
  orderId: number,
  reason: string,
  now: Date = new Date(),
): Promise<Dispute> {
  await deps.db.transaction(async (tx) => {
    const o = await orderRepo.lockOrder(tx, orderId);
    if (!o) throw notFound('orderNotFound');
    const role = roleOf(o, principal);
    if (role !== 'buyer') throw forbidden();
    const over = disputeOver(o, now);
    const answerBy = sellerAnswerBy(now, kindOf(await repo.lotOfOrder(tx, o.id)));
    if (over === 'warranty') await reopenForWarrantyDispute(tx, o);
    else await orderRepo.updateOrder(tx, o.id, { state: 'disputed' });
    await repo.insertDispute(tx, {
      orderId: o.id,
      openedBy: o.buyerId,
      reason,
      createdAt: now,
      sellerAnswerBy: answerBy,
    });
    await emit(tx, 'dispute.opened', { ...parties(o), reason, sellerAnswerBy: answerBy.toISOString() });
  });
  return getDispute(deps, principal, orderId);
}

/**
 * Buyer, seller or an administrator adds to an open dispute. The seller's first message before
 * the deadline is their answer; the dispute row is locked, so the deadline sweep and an answer
 * never cross.
 */
export async function addMessage(
  deps: OrderDeps,
  principal: Principal | null,
  orderId: number,
  body: z.output<typeof disputeMessageBodySchema>,
  now: Date = new Date(),
): Promise<Dispute> {
  const { v } = await visibleDispute(deps, principal, orderId);
  if (v.dispute.status !== 'open') throw conflict('disputeClosed');
  if (principal?.kind !== 'user') throw forbidden();
  const authorId = principal.id;
  await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, v.dispute.id);
    if (d?.status !== 'open') throw conflict('disputeClosed');
    if (authorId === v.sellerId) await repo.markSellerAnswered(tx, d.id, now);
    await repo.insertMessage(tx, {
      disputeId: v.dispute.id,
      authorId,
      content: body.content,
      attachments: body.attachments,
    });
    await emit(tx, 'dispute.message', {
      orderId,
      buyerId: v.buyerId,
      sellerId: v.sellerId,
      chatId: null,
      authorId,
    });
  });
  return toDispute(deps.db, (await repo.findView(deps.db, orderId))!);
}

export async function listDisputes(
  db: Db,
  status: 'open' | 'resolved',
  page: number,
  size: number,
): Promise<Paged<Dispute>> {
  const { rows, total } = await repo.page(db, status, page, size);
  const items = await Promise.all(rows.map((r) => toDispute(db, r, false)));
  return toPaged(items, total, page, size);
}

type Decision = {
  outcome: DisputeOutcome;
  buyerAmount?: number | undefined;
  rule: DisputeRule;
  reason: string;
  /** The administrator; null: the system (the seller did not answer in time). */
  decidedBy: number | null;
  now: Date;
};

/**
 * A decision on a locked open dispute and its locked order, in the caller's transaction: refund
 * (escrow → buyer, order refunded), release (escrow → seller less commission, order completed)
 * or split (part refunded to the buyer, the rest released to the seller less the commission on
 * that rest, order completed); recorded with its rule and reason (ADR 0061).
 */
async function decide(tx: Db, d: repo.DisputeRow, o: orderRepo.OrderRow, body: Decision): Promise<void> {
  const { now, decidedBy } = body;
  let buyerKopecks = 0;
  let sellerKopecks = 0;
  if (body.outcome === 'refund') {
    buyerKopecks = o.totalKopecks;
    await orderRepo.updateOrder(tx, o.id, {
      state: 'refunded',
      cancelledAt: now,
      refundedKopecks: buyerKopecks,
    });
    await refundToBuyer(tx, o, decidedBy);
  } else if (body.outcome === 'release') {
    sellerKopecks = o.totalKopecks - o.commissionKopecks;
    await orderRepo.updateOrder(tx, o.id, { state: 'completed', completedAt: now });
    await release(tx, o, decidedBy);
  } else {
    buyerKopecks = roublesToKopecks(body.buyerAmount ?? 0);
    if (buyerKopecks <= 0 || buyerKopecks >= o.totalKopecks)
      throw badRequest('disputeSplitAmount', { buyerAmount: 'disputeSplitAmount' });
    const split = splitAmounts(o.totalKopecks, o.commissionKopecks, buyerKopecks);
    sellerKopecks = split.sellerKopecks;
    await orderRepo.updateOrder(tx, o.id, {
      state: 'completed',
      completedAt: now,
      refundedKopecks: buyerKopecks,
      commissionKopecks: split.commissionKopecks,
    });
    // Two movements, each named for what it is: the buyer's part is a refund (so their wallet
    // history says so), the rest a release to the seller and the platform.
    await refundToBuyer(tx, o, decidedBy, split.buyerKopecks);
    await release(tx, o, decidedBy, split);
  }
  await repo.resolveDispute(tx, d, {
    outcome: body.outcome,
    buyerKopecks,
    resolution: body.reason,
    resolvedBy: decidedBy,
    rule: body.rule,
    resolvedAt: now,
  });
  await emit(tx, 'dispute.resolved', {
    ...parties(o),
    outcome: body.outcome,
    buyerKopecks,
    sellerKopecks,
    reason: body.reason,
    rule: body.rule,
    decidedBy,
  });
}

/** An administrator's decision, in one transaction, naming its rule and reason. */
export async function resolve(
  deps: OrderDeps,
  adminId: number,
  disputeId: number,
  body: { outcome: DisputeOutcome; buyerAmount?: number | undefined; rule: DisputeRule; reason: string },
  now: Date = new Date(),
): Promise<Dispute> {
  const orderId = await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, disputeId);
    if (!d) throw notFound('disputeNotFound');
    const o = await orderRepo.lockOrder(tx, d.orderId);
    if (!o) throw notFound('orderNotFound');
    assertMayResolveDispute(adminId, o);
    if (d.status !== 'open' || o.state !== 'disputed') throw conflict('disputeClosed');
    await decide(tx, d, o, { ...body, decidedBy: adminId, now });
    return o.id;
  });
  return toDispute(deps.db, (await repo.findView(deps.db, orderId))!);
}

/**
 * The deadline sweep (the disputes.seller-deadline job, and tests with their own `now`): every
 * open dispute whose seller let the deadline pass without answering is decided for the buyer, a
 * full refund through the order's refund path, by the system under the `sellerSilent` rule. Safe
 * with any number of processes: each batch locks its disputes with SKIP LOCKED and the state is
 * checked under the lock (the ledger reference would refuse a second refund anyway). Returns the
 * orders it refunded.
 */
export async function decideSilentSellers(
  deps: Pick<OrderDeps, 'db'>,
  now: Date = new Date(),
  batch = 100,
): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const refunded: number[] = [];
    for (const d of await repo.lockSilentPastDeadline(tx, now, batch)) {
      const o = await orderRepo.lockOrder(tx, d.orderId);
      if (o?.state !== 'disputed') continue;
      await decide(tx, d, o, {
        outcome: 'refund',
        rule: 'sellerSilent',
        // The rule says why; no sentence is stored (docs/decisions/0064-texts-as-codes.md).
        reason: '',
        decidedBy: null,
        now,
      });
      refunded.push(o.id);
    }
    return refunded;
  });
}

/** GET /api/disputes/stats: time from opening to decision over the last DISPUTE_STATS_DAYS days. */
export async function decisionStats(db: Db, now: Date = new Date()): Promise<DisputeStats> {
  const since = new Date(now.getTime() - DISPUTE_STATS_DAYS * 86_400_000);
  const t = await repo.decisionTimes(db, since);
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    days: DISPUTE_STATS_DAYS,
    cases: t.cases,
    medianSeconds: t.cases ? round(t.median) : null,
    p90Seconds: t.cases ? round(t.p90) : null,
  };
}
