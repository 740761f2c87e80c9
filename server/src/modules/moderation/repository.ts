import { aliasedTable, and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationDecisions, reports, users } from '../../db/schema/index.ts';

/**
 * SQL of reports and the moderation history (docs/decisions/0063-reports-and-moderation-history.md).
 * The people's names are read beside them for the pages; the users module owns that table.
 */

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type NewDecision = typeof moderationDecisions.$inferInsert;

const reporter = aliasedTable(users, 'reporter');
const owner = aliasedTable(users, 'owner');
const decider = aliasedTable(users, 'decider');
const affected = aliasedTable(users, 'affected');

/** Inserts a report; undefined when the reporter already has an open one on the target. */
export async function insertReport(db: Db, values: NewReport): Promise<ReportRow | undefined> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

export async function countReportsSince(db: Db, reporterId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
  return row?.n ?? 0;
}

const reportView = {
  r: reports,
  reporterName: reporter.name,
  ownerName: owner.name,
};
export type ReportView = { r: ReportRow; reporterName: string; ownerName: string };

function selectReports(db: Db) {
  return db
    .select(reportView)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(owner, eq(owner.id, reports.targetOwnerId));
}

export async function findReport(db: Db, id: number): Promise<ReportView | undefined> {
  const [row] = await selectReports(db).where(eq(reports.id, id));
  return row;
}

export async function lockReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** The queue: open reports by deadline (earliest first); decided ones newest first. */
export async function reportsPage(db: Db, status: 'open' | 'decided', page: number, size: number) {
  const where = eq(reports.status, status);
  const rows = await selectReports(db)
    .where(where)
    .orderBy(
      ...(status === 'open'
        ? [asc(reports.dueAt), asc(reports.id)]
        : [desc(reports.decidedAt), desc(reports.id)]),
    )
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(reports).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function reportsOf(db: Db, reporterId: number): Promise<ReportView[]> {
  return selectReports(db)
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(100);
}

export async function decideReport(
  db: Db,
  id: number,
  set: { outcome: string; decidedBy: number; decidedAt: Date },
): Promise<void> {
  await db
    .update(reports)
    .set({ ...set, status: 'decided' })
    .where(eq(reports.id, id));
}

export async function insertDecision(db: Db, values: NewDecision): Promise<DecisionRow> {
  const [row] = await db.insert(moderationDecisions).values(values).returning();
  return row!;
}

/** Ends the restrictions of `action` on the subject still in force; answers the ended rows. */
export async function endDecisions(
  db: Db,
  subjectKind: string,
  subjectId: number,
  action: string,
  at: Date,
): Promise<DecisionRow[]> {
  return db
    .update(moderationDecisions)
    .set({ endsAt: at })
    .where(
      and(
        eq(moderationDecisions.subjectKind, subjectKind),
        eq(moderationDecisions.subjectId, subjectId),
        eq(moderationDecisions.action, action),
        isNull(moderationDecisions.endsAt),
      ),
    )
    .returning();
}

export async function decisionsOf(db: Db, userId: number): Promise<DecisionRow[]> {
  return db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.affectedUserId, userId))
    .orderBy(desc(moderationDecisions.startsAt), desc(moderationDecisions.id))
    .limit(200);
}

export async function lockDecision(db: Db, id: number): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, id))
    .for('update');
  return row;
}

export async function updateDecision(db: Db, id: number, set: Partial<NewDecision>): Promise<DecisionRow> {
  const [row] = await db
    .update(moderationDecisions)
    .set(set)
    .where(eq(moderationDecisions.id, id))
    .returning();
  return row!;
}

const appealView = {
  d: moderationDecisions,
  affectedName: affected.name,
  deciderName: sql<string>`coalesce(${decider.name}, '')`,
};
export type AppealView = { d: DecisionRow; affectedName: string; deciderName: string };

function selectAppeals(db: Db) {
  return db
    .select(appealView)
    .from(moderationDecisions)
    .innerJoin(affected, eq(affected.id, moderationDecisions.affectedUserId))
    .leftJoin(decider, eq(decider.id, moderationDecisions.decidedBy));
}

export async function findAppeal(db: Db, id: number): Promise<AppealView | undefined> {
  const [row] = await selectAppeals(db).where(eq(moderationDecisions.id, id));
  return row;
}

/** The appeals queue: pending by deadline (earliest first); decided ones newest first. */
export async function appealsPage(db: Db, status: 'pending' | 'decided', page: number, size: number) {
  const where =
    status === 'pending'
      ? eq(moderationDecisions.appealStatus, 'pending')
      : and(
          isNotNull(moderationDecisions.appealStatus),
          sql`${moderationDecisions.appealStatus} <> 'pending'`,
        );
  const rows = await selectAppeals(db)
    .where(where)
    .orderBy(
      ...(status === 'pending'
        ? [asc(moderationDecisions.appealDueAt), asc(moderationDecisions.id)]
        : [desc(moderationDecisions.appealDecidedAt), desc(moderationDecisions.id)]),
    )
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(moderationDecisions).where(where);
  return { rows, total: total?.n ?? 0 };
}
