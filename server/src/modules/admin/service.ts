import { toPaged, type Paged } from '@gamelot/contract/paging';
import type { ModerationRule } from '@gamelot/contract/moderation';
import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { z } from 'zod';
import type {
  adminOfferSchema,
  adminUserSchema,
  adminWithdrawalSchema,
} from '@gamelot/contract/schemas/admin';
import { conflict, notFound } from '../../errors.ts';
import * as ledger from '../ledger/index.ts';
import { emit } from '../../events/outbox.ts';
import type { Broker } from '../../realtime/broker.ts';
import type { Db } from '../../db/client.ts';
import { setOfferBlocked, setUserSuspended, type ModerationDeps } from '../moderation/index.ts';
import { decideWithdrawal as recordDecision, lockWithdrawal, toWithdrawal } from '../wallet/index.ts';
import * as repo from './repository.ts';

/**
 * Administration (docs/product.md#disputes): withdrawals, offers, users. Every decision carries a reason, sent
 * to the affected user as a notification; the money of a withdrawal moves in the transaction that
 * decides it.
 */

type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
type AdminUser = z.infer<typeof adminUserSchema>;
type AdminOffer = z.infer<typeof adminOfferSchema>;
export type AdminDeps = { db: Db; realtime: Broker; log: { error: (obj: object, msg: string) => void } };

export async function listWithdrawals(
  deps: AdminDeps,
  status: 'pending' | 'approved' | 'rejected',
  page: number,
  size: number,
): Promise<Paged<AdminWithdrawal>> {
  const { rows, total } = await repo.withdrawalsPage(deps.db, status, page, size);
  return toPaged(
    rows.map((r) => ({ ...toWithdrawal(r.w), user: { id: r.w.userId, name: r.userName } })),
    total,
    page,
    size,
  );
}

/**
 * Approve: the held money leaves the platform (user_held → provider_clearing: paid out).
 * Reject: it returns to the user's wallet (user_held → user_wallet).
 */
export async function decideWithdrawal(
  deps: AdminDeps,
  adminId: number,
  id: number,
  decision: 'approved' | 'rejected',
  reason: string,
) {
  const w = await deps.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row) throw notFound('withdrawalNotFound');
    if (row.status !== 'pending') throw conflict('withdrawalDecided');
    const held = await ledger.heldAccountId(tx, row.userId);
    const to =
      decision === 'approved'
        ? await ledger.platformAccountId(tx, 'provider_clearing')
        : await ledger.walletAccountId(tx, row.userId);
    await ledger.post(tx, {
      kind: decision === 'approved' ? 'withdrawal_payout' : 'withdrawal_return',
      reference: `withdrawal:${row.id}:${decision === 'approved' ? 'payout' : 'return'}`,
      actorUserId: adminId,
      withdrawalId: row.id,
      legs: ledger.transfer(held, to, row.amountKopecks),
    });
    await recordDecision(tx, row.id, { status: decision, reason, decidedBy: adminId });
    await emit(tx, 'withdrawal.decided', {
      withdrawalId: row.id,
      userId: row.userId,
      amountKopecks: row.amountKopecks,
      decision,
      reason,
    });
    return { ...row, status: decision, reason, decidedAt: new Date() };
  });
  return toWithdrawal(w);
}

export async function listUsers(
  deps: AdminDeps,
  filter: { query?: string | undefined; suspended?: boolean | undefined },
  page: number,
  size: number,
): Promise<Paged<AdminUser>> {
  const { rows, total } = await repo.usersPage(deps.db, filter, page, size);
  return toPaged(
    rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      roles: u.roles,
      suspended: u.suspendedAt !== null,
      suspensionReason: u.suspensionReason,
      createdAt: u.createdAt.toISOString(),
    })),
    total,
    page,
    size,
  );
}

/**
 * Suspended users still sign in and read; the policy refuses them every other act (ADR 0032).
 * Their offers leave the market while suspended and come back on reinstatement (triggers of
 * migration 0012). The moderation module records the decision in the history (ADR 0063), ends
 * their live real-time sessions and tells the buyers of their open orders they may cancel.
 */
export async function setSuspended(
  deps: ModerationDeps,
  adminId: number,
  userId: number,
  suspend: boolean,
  reason: string,
  rule: ModerationRule | null = null,
) {
  await setUserSuspended(deps, adminId, userId, suspend, reason, rule);
}

export async function listOffers(
  deps: AdminDeps,
  filter: { query?: string | undefined; blocked?: boolean | undefined },
  page: number,
  size: number,
): Promise<Paged<AdminOffer>> {
  const { rows, total } = await repo.offersPage(deps.db, filter, page, size);
  return toPaged(
    rows.map(({ o, sellerName }) => ({
      id: o.id,
      name: o.name,
      userId: o.userId,
      sellerName,
      active: o.active,
      blocked: o.blockedAt !== null,
      blockedReason: o.blockedReason,
      availability: o.availability,
      price: kopecksToRoubles(o.priceKopecks),
      createdAt: o.createdAt.toISOString(),
    })),
    total,
    page,
    size,
  );
}

/** Blocked offers leave the market (inactive) and keep their history; the owner is told why (ADR 0063). */
export async function setBlocked(
  deps: ModerationDeps,
  adminId: number,
  offerId: number,
  block: boolean,
  reason: string,
  rule: ModerationRule | null = null,
) {
  await setOfferBlocked(deps, adminId, offerId, block, reason, rule);
}
