import {
  APPEAL_DEADLINE_MS,
  REPORT_DEADLINE_MS,
  REPORTS_PER_HOUR,
  type AppealOutcome,
  type ModerationRule,
  type ReportTargetKind,
} from '@gamelot/contract/moderation';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import type {
  AdminAppeal,
  CreateReportBody,
  DecideAppealBody,
  DecideReportBody,
  ModerationDecision,
  MyReport,
  Report,
} from '@gamelot/contract/schemas/moderation';
import type { z } from 'zod';
import type { createReportBodySchema } from '@gamelot/contract/schemas/moderation';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { emit } from '../../events/outbox.ts';
import {
  assertMayDecideAppeal,
  assertMayDecideReport,
  assertMayRestrictUser,
} from '../../policy/moderation.ts';
import type { Broker } from '../../realtime/broker.ts';
import { findChat, findMessage } from '../chats/index.ts';
import { findOfferForUpdate, setBlocked as setOfferRowBlocked } from '../offers/index.ts';
import { openSales } from '../orders/index.ts';
import { findById as findUser, setSuspension } from '../users/index.ts';
import { appealable, toAdminAppeal, toDecision, toMyReport, toReport } from './presenter.ts';
import * as repo from './repository.ts';

/**
 * Reports and transparent moderation (docs/product.md#reports-and-moderation,
 * docs/decisions/0063-reports-and-moderation-history.md). Every decision is a row of the history
 * with its rule, reason, start and end; the restriction itself (an offer's block, a user's
 * suspension) is set on its owner's table in the same transaction. Side effects follow from
 * domain events: notifications to the reporter, the affected user and administrators.
 */

export type ModerationDeps = { db: Db; realtime: Broker; clock: () => Date };

type ReportInput = z.output<typeof createReportBodySchema>;
export type { CreateReportBody };

const HOUR_MS = 60 * 60_000;
const targetMissing = () => new AppError(404, 'reportTargetNotFound');

/** The reported thing's owner and how it is named; a message only by one of its chat's two sides. */
async function resolveTarget(
  tx: Db,
  kind: ReportTargetKind,
  id: number,
  reporterId: number,
): Promise<{ ownerId: number; label: string }> {
  if (kind === 'offer') {
    const offer = await findOfferForUpdate(tx, id);
    if (!offer) throw targetMissing();
    return { ownerId: offer.userId, label: offer.name };
  }
  if (kind === 'user') {
    const user = await findUser(tx, id);
    if (!user || user.deletedAt) throw targetMissing();
    return { ownerId: user.id, label: user.name };
  }
  const message = await findMessage(tx, id);
  const chat = message ? await findChat(tx, message.chatId) : undefined;
  if (!message || !chat || message.senderId === null || ![chat.user1Id, chat.user2Id].includes(reporterId))
    throw targetMissing();
  const label = message.content.trim() || message.attachments.map((a) => a.fileName).join(', ');
  return { ownerId: message.senderId, label: label.slice(0, 300) };
}

/**
 * Files a report: at most REPORTS_PER_HOUR an hour, never about oneself, one open report per
 * target and reporter; due in 4 h for scams and fraud, 24 h otherwise.
 */
export async function createReport(
  deps: ModerationDeps,
  reporterId: number,
  body: ReportInput,
): Promise<MyReport> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const recent = await repo.countReportsSince(tx, reporterId, new Date(now.getTime() - HOUR_MS));
    if (recent >= REPORTS_PER_HOUR) throw new AppError(429, 'reportTooMany');
    const target = await resolveTarget(tx, body.targetKind, body.targetId, reporterId);
    if (target.ownerId === reporterId) throw new AppError(403, 'reportSelf');
    const row = await repo.insertReport(tx, {
      reporterId,
      targetKind: body.targetKind,
      targetId: body.targetId,
      targetOwnerId: target.ownerId,
      targetLabel: target.label,
      reason: body.reason,
      comment: body.comment,
      evidence: body.evidence,
      dueAt: new Date(now.getTime() + REPORT_DEADLINE_MS[body.reason]),
      createdAt: now,
    });
    if (!row) throw conflict('reportDuplicate');
    await emit(tx, 'moderation.reported', {
      reportId: row.id,
      reporterId,
      targetOwnerId: target.ownerId,
      dueAt: row.dueAt.toISOString(),
    });
    return toMyReport((await repo.findReport(tx, row.id))!);
  });
}

export async function myReports(deps: ModerationDeps, reporterId: number): Promise<MyReport[]> {
  return (await repo.reportsOf(deps.db, reporterId)).map(toMyReport);
}

export async function listReports(
  deps: ModerationDeps,
  status: 'open' | 'decided',
  page: number,
  size: number,
): Promise<Paged<Report>> {
  const { rows, total } = await repo.reportsPage(deps.db, status, page, size);
  return toPaged(rows.map(toReport), total, page, size);
}

type Restriction = {
  adminId: number;
  rule: ModerationRule | null;
  reason: string;
  reportId?: number | null;
  appealOf?: number | null;
};

/**
 * Blocks or reinstates an offer and records the decision: a block lasts until a reinstatement
 * ends it. The owner is told by the `moderation.offerBlocked` event.
 */
async function applyOfferBlock(tx: Db, now: Date, offerId: number, block: boolean, r: Restriction) {
  const row = await setOfferRowBlocked(tx, offerId, block ? r.reason : null);
  if (!row) throw notFound('offerNotFound');
  await repo.endDecisions(tx, 'offer', offerId, 'offer_blocked', now);
  await repo.insertDecision(tx, {
    subjectKind: 'offer',
    subjectId: offerId,
    subjectLabel: row.name,
    affectedUserId: row.userId,
    action: block ? 'offer_blocked' : 'offer_reinstated',
    rule: r.rule,
    reason: r.reason,
    startsAt: now,
    endsAt: block ? null : now,
    decidedBy: r.adminId,
    reportId: r.reportId ?? null,
    appealOf: r.appealOf ?? null,
  });
  await emit(tx, 'moderation.offerBlocked', {
    offerId: row.id,
    ownerId: row.userId,
    offerName: row.name,
    blocked: block,
    reason: r.reason,
  });
}

/**
 * Suspends or reinstates a user and records the decision (ADR 0032 for what a suspension means;
 * migration 0012's triggers hold their offers). The caller ends their live sessions after commit.
 */
async function applySuspension(tx: Db, now: Date, userId: number, suspend: boolean, r: Restriction) {
  assertMayRestrictUser(r.adminId, userId);
  const user = await findUser(tx, userId);
  if (!user || user.deletedAt || !(await setSuspension(tx, userId, suspend ? r.reason : null)))
    throw notFound('userNotFound');
  await repo.endDecisions(tx, 'user', userId, 'user_suspended', now);
  await repo.insertDecision(tx, {
    subjectKind: 'user',
    subjectId: userId,
    subjectLabel: user.name,
    affectedUserId: userId,
    action: suspend ? 'user_suspended' : 'user_reinstated',
    rule: r.rule,
    reason: r.reason,
    startsAt: now,
    endsAt: suspend ? null : now,
    decidedBy: r.adminId,
    reportId: r.reportId ?? null,
    appealOf: r.appealOf ?? null,
  });
  if (suspend) {
    // The buyers of the seller's open orders learn they may cancel.
    const sales = (await openSales(tx, userId)).map((o) => ({
      orderId: o.id,
      buyerId: o.buyerId,
      totalKopecks: o.totalKopecks,
    }));
    await emit(tx, 'moderation.userSuspended', { userId, reason: r.reason, openSales: sales });
  } else await emit(tx, 'moderation.userReinstated', { userId, reason: r.reason });
}

const revoke = (deps: ModerationDeps, userId: number, suspended: boolean) =>
  deps.realtime.revokeUser(userId, suspended ? 'accountSuspended' : 'accountRestored');

/** The administrators' block and unblock (admin routes): a decision of the history. */
export async function setOfferBlocked(
  deps: ModerationDeps,
  adminId: number,
  offerId: number,
  block: boolean,
  reason: string,
  rule: ModerationRule | null = null,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction((tx) => applyOfferBlock(tx, now, offerId, block, { adminId, rule, reason }));
}

/** The administrators' suspend and unsuspend (admin routes): a decision of the history. */
export async function setUserSuspended(
  deps: ModerationDeps,
  adminId: number,
  userId: number,
  suspend: boolean,
  reason: string,
  rule: ModerationRule | null = null,
): Promise<void> {
  assertMayRestrictUser(adminId, userId);
  const now = deps.clock();
  await deps.db.transaction((tx) => applySuspension(tx, now, userId, suspend, { adminId, rule, reason }));
  await revoke(deps, userId, suspend);
}

/**
 * Decides a report: no violation, or block the reported offer, or suspend the owner of the
 * reported offer, account or message. The reporter's outcome is kept as a decision of their own.
 */
export async function decideReport(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  body: DecideReportBody,
): Promise<Report> {
  const now = deps.clock();
  let suspended: number | null = null;
  const view = await deps.db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, id);
    if (!report) throw notFound('reportNotFound');
    if (report.status !== 'open') throw conflict('reportDecided');
    assertMayDecideReport(adminId, report);
    if (body.action === 'blockOffer' && report.targetKind !== 'offer')
      throw badRequest('reportActionMismatch', { action: 'reportActionMismatch' });
    const restriction: Restriction = { adminId, rule: body.rule ?? null, reason: body.reason, reportId: id };
    if (body.action === 'blockOffer') await applyOfferBlock(tx, now, report.targetId, true, restriction);
    if (body.action === 'suspendUser') {
      await applySuspension(tx, now, report.targetOwnerId, true, restriction);
      suspended = report.targetOwnerId;
    }
    const outcome = body.action === 'none' ? 'noViolation' : 'actionTaken';
    await repo.decideReport(tx, id, { outcome, decidedBy: adminId, decidedAt: now });
    await repo.insertDecision(tx, {
      subjectKind: 'report',
      subjectId: id,
      subjectLabel: report.targetLabel,
      affectedUserId: report.reporterId,
      action: 'report_outcome',
      rule: body.rule ?? null,
      reason: body.reason,
      startsAt: now,
      endsAt: now,
      decidedBy: adminId,
      reportId: id,
    });
    await emit(tx, 'moderation.reportDecided', { reportId: id, reporterId: report.reporterId, outcome });
    return (await repo.findReport(tx, id))!;
  });
  if (suspended !== null) await revoke(deps, suspended, true);
  return toReport(view);
}

/** The decisions about a user (and their reports' outcomes), newest first. */
export async function myDecisions(deps: ModerationDeps, userId: number): Promise<ModerationDecision[]> {
  return (await repo.decisionsOf(deps.db, userId)).map(toDecision);
}

/** Appeals a restriction still in force, once, by the user it affects. */
export async function appeal(
  deps: ModerationDeps,
  userId: number,
  id: number,
  text: string,
): Promise<ModerationDecision> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const d = await repo.lockDecision(tx, id);
    if (!d || d.affectedUserId !== userId) throw notFound('moderationDecisionNotFound');
    if (d.appealStatus !== null) throw conflict('appealExists');
    if (!appealable(d)) throw conflict('appealNotAllowed');
    const row = await repo.updateDecision(tx, id, {
      appealStatus: 'pending',
      appealText: text,
      appealedAt: now,
      appealDueAt: new Date(now.getTime() + APPEAL_DEADLINE_MS),
    });
    await emit(tx, 'moderation.appealed', { decisionId: id, userId, decidedBy: d.decidedBy });
    return toDecision(row);
  });
}

export async function listAppeals(
  deps: ModerationDeps,
  adminId: number,
  status: 'pending' | 'decided',
  page: number,
  size: number,
): Promise<Paged<AdminAppeal>> {
  const { rows, total } = await repo.appealsPage(deps.db, status, page, size);
  return toPaged(
    rows.map((v) => toAdminAppeal(v, adminId)),
    total,
    page,
    size,
  );
}

/**
 * A second administrator decides an appeal: the decision stands, or it is overturned and the
 * restriction lifted by a reinstatement that names the appealed decision.
 */
export async function decideAppeal(
  deps: ModerationDeps,
  adminId: number,
  id: number,
  body: DecideAppealBody,
): Promise<AdminAppeal> {
  const now = deps.clock();
  let reinstated: number | null = null;
  const view = await deps.db.transaction(async (tx) => {
    const d = await repo.lockDecision(tx, id);
    if (!d || d.appealStatus === null) throw notFound('moderationDecisionNotFound');
    if (d.appealStatus !== 'pending') throw conflict('appealNotPending');
    assertMayDecideAppeal(adminId, d);
    const outcome: AppealOutcome = body.outcome;
    if (outcome === 'overturned' && d.endsAt === null) {
      const r: Restriction = {
        adminId,
        rule: d.rule as ModerationRule | null,
        reason: body.reason,
        appealOf: id,
      };
      if (d.action === 'offer_blocked') await applyOfferBlock(tx, now, d.subjectId, false, r);
      else if (d.action === 'user_suspended') {
        await applySuspension(tx, now, d.subjectId, false, r);
        reinstated = d.subjectId;
      } else await repo.updateDecision(tx, id, { endsAt: now });
    }
    await repo.updateDecision(tx, id, {
      appealStatus: outcome,
      appealDecidedBy: adminId,
      appealDecidedAt: now,
      appealReason: body.reason,
    });
    await emit(tx, 'moderation.appealDecided', {
      decisionId: id,
      userId: d.affectedUserId,
      outcome,
      reason: body.reason,
    });
    return (await repo.findAppeal(tx, id))!;
  });
  if (reinstated !== null) await revoke(deps, reinstated, false);
  return toAdminAppeal(view, adminId);
}
