import {
  APPEALABLE_ACTIONS,
  type ModerationAction,
  type ModerationRule,
  type ReportTargetKind,
} from '@gamelot/contract/moderation';
import type { AdminAppeal, ModerationDecision, MyReport, Report } from '@gamelot/contract/schemas/moderation';
import { mayDecideAppeal } from '../../policy/moderation.ts';
import type * as repo from './repository.ts';

/** Reports, decisions and appeals as the API answers them (docs/product.md#reports-and-moderation). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReport(v: repo.ReportView): Report {
  const r = v.r;
  return {
    id: r.id,
    targetKind: r.targetKind as ReportTargetKind,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    targetOwner: { id: r.targetOwnerId, name: v.ownerName },
    reporter: { id: r.reporterId, name: v.reporterName },
    reason: r.reason as Report['reason'],
    comment: r.comment,
    evidence: r.evidence,
    status: r.status as Report['status'],
    dueAt: r.dueAt.toISOString(),
    outcome: r.outcome as Report['outcome'],
    decidedAt: iso(r.decidedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export function toMyReport(v: repo.ReportView): MyReport {
  const { reporter: _reporter, evidence: _evidence, ...mine } = toReport(v);
  return mine;
}

export const appealable = (d: repo.DecisionRow) =>
  APPEALABLE_ACTIONS.includes(d.action as ModerationAction) && d.endsAt === null && d.appealStatus === null;

export function toDecision(d: repo.DecisionRow): ModerationDecision {
  return {
    id: d.id,
    subjectKind: d.subjectKind as ModerationDecision['subjectKind'],
    subjectId: d.subjectId,
    subjectLabel: d.subjectLabel,
    action: d.action as ModerationAction,
    rule: d.rule as ModerationRule | null,
    reason: d.reason,
    startsAt: d.startsAt.toISOString(),
    endsAt: iso(d.endsAt),
    appealOf: d.appealOf,
    appeal:
      d.appealStatus && d.appealedAt && d.appealDueAt
        ? {
            status: d.appealStatus as 'pending' | 'upheld' | 'overturned',
            text: d.appealText ?? '',
            appealedAt: d.appealedAt.toISOString(),
            dueAt: d.appealDueAt.toISOString(),
            decidedAt: iso(d.appealDecidedAt),
            reason: d.appealReason,
          }
        : null,
    appealable: appealable(d),
  };
}

export function toAdminAppeal(v: repo.AppealView, adminId: number): AdminAppeal {
  return {
    ...toDecision(v.d),
    affectedUser: { id: v.d.affectedUserId, name: v.affectedName },
    decidedBy: { id: v.d.decidedBy ?? 0, name: v.deciderName },
    mayDecide: mayDecideAppeal(adminId, v.d),
  };
}
