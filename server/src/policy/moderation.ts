import { AppError, forbidden } from '../errors.ts';

/**
 * The policy's rules that need a report or a decision (docs/decisions/0063-reports-and-moderation-history.md):
 * an administrator never judges their own case, and an appeal goes to another administrator
 * than the one who took the decision.
 */

/** An administrator decides reports by and about other people only. */
export function assertMayDecideReport(
  adminId: number,
  report: { reporterId: number; targetOwnerId: number },
) {
  if (adminId === report.reporterId || adminId === report.targetOwnerId)
    throw new AppError(403, 'reportOwnCase');
}

/** An administrator restricts other accounts only. */
export function assertMayRestrictUser(adminId: number, userId: number) {
  if (adminId === userId) throw forbidden('adminSelf');
}

/** Whether `adminId` may decide the appeal against `decision`: not its author, not its subject. */
export function mayDecideAppeal(
  adminId: number,
  decision: { decidedBy: number | null; affectedUserId: number },
): boolean {
  return adminId !== decision.decidedBy && adminId !== decision.affectedUserId;
}

export function assertMayDecideAppeal(
  adminId: number,
  decision: { decidedBy: number | null; affectedUserId: number },
): void {
  if (!mayDecideAppeal(adminId, decision)) throw new AppError(403, 'appealOwnDecision');
}
