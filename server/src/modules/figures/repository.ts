import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerFigures, sellerResponses, siteFigures, type SiteFigure } from '../../db/schema/index.ts';

/**
 * The site's kept totals (docs/decisions/0037-kept-figures.md): kept by triggers on offers, users and
 * orders (migration 0018), read as the sum of a figure's few slots, whatever the size of the market.
 */
export async function siteFigure(db: Db, name: SiteFigure): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${siteFigures.n})` })
    .from(siteFigures)
    .where(eq(siteFigures.name, name));
  return Number(row?.n ?? 0);
}

/**
 * The reviews' kept count and their mean (1–10, rounded to 2 decimals as seller_ratings rounds, null
 * without reviews), from the few slots of two kept figures (migration 0031).
 */
export async function reviewTotals(db: Db): Promise<{ count: number; avg: number | null }> {
  const count = sql`coalesce(sum(${siteFigures.n}) filter (where ${siteFigures.name} = 'reviews_count'), 0)`;
  const total = sql`coalesce(sum(${siteFigures.n}) filter (where ${siteFigures.name} = 'reviews_rating_sum'), 0)`;
  const [row] = await db
    .select({
      count: sql<string>`${count}`,
      avg: sql<string | null>`round(${total}::numeric / nullif(${count}, 0), 2)`,
    })
    .from(siteFigures)
    .where(inArray(siteFigures.name, ['reviews_count', 'reviews_rating_sum']));
  return { count: Number(row?.count ?? 0), avg: row?.avg == null ? null : Number(row.avg) };
}

/** A seller's kept order and dispute figures as read: zeros for a seller without a row. */
export type KeptSellerFigures = {
  ordersCount: number;
  deliveryCases: number;
  onTimeCount: number;
  completedCount: number;
  refundedCount: number;
  disputesDecided: number;
  disputesLost: number;
};

/** A seller's chats of the response window, as `responseFigures` reads them. */
export type ResponseFiguresJson = { cases: number; answered: number; median: number | null };

/**
 * The response window's figures of the seller `sellerId` names (an SQL expression, so the landing
 * page's one statement can use it): the chats whose buyer asked after `since` and that count (answered,
 * or asked at or before `pendingBefore`), how many the seller answered, and the median minutes to the
 * answer (unrounded). One range of `seller_responses_seller_idx`: the seller's last 90 days of chats.
 */
export function responseFigures(
  sellerId: SQLWrapper | number,
  since: SQL,
  pendingBefore: SQL,
): SQL<ResponseFiguresJson> {
  const r = sellerResponses;
  return sql<ResponseFiguresJson>`(select json_build_object(
      'cases', count(*),
      'answered', count(${r.answeredAt}),
      'median', percentile_cont(0.5) within group (
        order by extract(epoch from (${r.answeredAt} - ${r.askedAt}))::float8 / 60)
        filter (where ${r.answeredAt} is not null))
    from ${r}
    where ${r.sellerId} = ${sellerId} and ${r.askedAt} is not null and ${r.askedAt} > ${since}
      and (${r.answeredAt} is not null or ${r.askedAt} <= ${pendingBefore}))`;
}

/** The kept figures' columns, for a left join on `seller_figures` (null without a row). */
export const sellerFiguresColumns = {
  ordersCount: sellerFigures.ordersCount,
  deliveryCases: sellerFigures.deliveryCases,
  onTimeCount: sellerFigures.onTimeCount,
  completedCount: sellerFigures.completedCount,
  refundedCount: sellerFigures.refundedCount,
  disputesDecided: sellerFigures.disputesDecided,
  disputesLost: sellerFigures.disputesLost,
};

export type NullableKept = { [K in keyof KeptSellerFigures]: number | null };

/** Zeros for a seller the triggers never counted. */
export function keptOrZero(row: NullableKept | null): KeptSellerFigures {
  if (!row) return keptOrZero({} as NullableKept);
  return {
    ordersCount: row.ordersCount ?? 0,
    deliveryCases: row.deliveryCases ?? 0,
    onTimeCount: row.onTimeCount ?? 0,
    completedCount: row.completedCount ?? 0,
    refundedCount: row.refundedCount ?? 0,
    disputesDecided: row.disputesDecided ?? 0,
    disputesLost: row.disputesLost ?? 0,
  };
}

/** A seller's kept figures and response window in one statement: a primary-key read and one index range. */
export async function sellerTrustRows(
  db: Db,
  sellerId: number,
  window: { since: Date; pendingBefore: Date },
): Promise<{ kept: KeptSellerFigures; responses: ResponseFiguresJson }> {
  const since = sql`${window.since.toISOString()}::timestamptz`;
  const pendingBefore = sql`${window.pendingBefore.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select ${responseFigures(sellerId, since, pendingBefore)} as responses,
      (select row_to_json(f) from ${sellerFigures} as f where f.seller_id = ${sellerId}) as kept`);
  const [row] = (
    result as unknown as { rows: { responses: ResponseFiguresJson; kept: KeptRowJson | null }[] }
  ).rows;
  const kept = row?.kept;
  return {
    responses: row?.responses ?? { cases: 0, answered: 0, median: null },
    kept: keptOrZero({
      ordersCount: kept?.orders_count ?? null,
      deliveryCases: kept?.delivery_cases ?? null,
      onTimeCount: kept?.on_time_count ?? null,
      completedCount: kept?.completed_count ?? null,
      refundedCount: kept?.refunded_count ?? null,
      disputesDecided: kept?.disputes_decided ?? null,
      disputesLost: kept?.disputes_lost ?? null,
    }),
  };
}

type KeptRowJson = {
  orders_count: number;
  delivery_cases: number;
  on_time_count: number;
  completed_count: number;
  refunded_count: number;
  disputes_decided: number;
  disputes_lost: number;
};
