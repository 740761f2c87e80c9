import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { planSearch, type SearchCounts, type SearchPlan } from './search-plan.ts';
import { findCards, type OfferCardRow } from './repository.ts';
import { relevanceIds, textPageIds, type TextGuide } from './text-repository.ts';
import { countersQuery, readCounts, rows } from './search-counters-repository.ts';
import { bucketedRanges, type SearchFilters, type TextMatch } from './search-filters.ts';
import { bucketAtOrAbove, priceBucket } from './price-buckets.ts';

/**
 * The lot page search at scale (ADR 0006, 0010, 0035). Kept counters (offer_counts per lot,
 * offer_facet_counts per attribute value, offer_price_counts per price bucket) are read first, in
 * one statement (search-counters-repository.ts); search-plan.ts picks the access path from them; then one statement reads the
 * page's ids (with the exact total when the path is narrow), and one the cards.
 */

export type { SearchFilters, TextMatch } from './search-filters.ts';

/** Where the last row of a page stands in its order: the next page seeks from it (keyset paging). */
export type SortKey = { rating: number; created: string; price: number; id: number };

export type SearchResult = {
  rows: OfferCardRow[];
  total: number;
  totalIsEstimate: boolean;
  /** The sort key of the page's last row, or null for an empty page. */
  last: SortKey | null;
};

/** Tunables; tests lower `countAllMax` to exercise the estimates on a small data set. */
export const searchTuning = {
  /** A lot with at most this many active offers is counted exactly whatever the filters. */
  countAllMax: 10_000,
};

/** The page of a search, from `seek` (the previous page's last row) when given, else by offset. */
export async function searchPage(
  db: Db,
  f: SearchFilters,
  page: number,
  size: number,
  seek: SortKey | null = null,
): Promise<SearchResult> {
  const counts = await readCounts(db, f);
  const plan = planSearch(counts, seek ? size : (page + 1) * size);
  if (plan.kind === 'empty') return { rows: [], total: 0, totalIsEstimate: false, last: null };
  const offset = seek ? 0 : page * size;
  const found = await rows<PageRow>(db, pageQuery(f, plan, offset, size, seek));
  const ids = found.filter((r) => r.id !== null).map((r) => Number(r.id));
  const cards = await findCards(db, ids);
  const lastRow = found.at(-1);
  const last = lastRow && lastRow.id !== null ? sortKeyOf(lastRow) : null;
  const seen = page * size + ids.length;
  // A short page ends the result: everything before it plus what it holds.
  if (ids.length < size && (ids.length > 0 || page === 0)) {
    return { rows: cards, total: seen, totalIsEstimate: false, last };
  }
  if (plan.kind === 'narrow')
    return { rows: cards, total: Number(found[0]?.total ?? 0), totalIsEstimate: false, last };
  const exact = plan.exact ?? (await countIfCheap(db, f, counts));
  if (exact !== null) return { rows: cards, total: exact, totalIsEstimate: false, last };
  return { rows: cards, total: Math.max(plan.estimate, seen), totalIsEstimate: true, last };
}

/**
 * A page of a search with a text (ADR 0036, 0040): the other filters and the order as without it.
 * One statement reads the counters of the other filters and, per word, how many of the lot's
 * offers hold it (offer_lot_words); a word no offer of the lot holds answers nothing at once.
 * Then the text is checked while walking the order's index, or its matches are taken from the GIN
 * index when the counts say they are fewer than the walk would read (textPageIds; relevanceIds
 * ranks a bounded pool). The total is exact when every match was seen, or when the text is one
 * word of the lot and nothing else filters (its count); otherwise the total without the text times
 * the share of walked offers that matched, labelled an estimate. A page after one this process
 * served seeks from where it ended (not in relevance order, which no index holds).
 */
export async function searchTextPage(
  db: Db,
  f: SearchFilters,
  text: TextMatch,
  page: number,
  size: number,
  seek: SortKey | null = null,
): Promise<SearchResult> {
  const base = { ...f, text: null };
  const [counts, words] = await readCounts(db, base, text.groups);
  const plan = planSearch(counts, 1);
  if (plan.kind === 'empty' || words.some((w) => w.n === 0)) {
    return { rows: [], total: 0, totalIsEstimate: false, last: null };
  }
  const baseTotal = plan.exact ?? plan.estimate;
  const gin = Math.min(...words.map((w) => w.n));
  const guide: TextGuide = { gin, share: Math.min(1, gin / Math.max(counts.lot, 1)), base: baseTotal };
  const seekable = seek !== null && f.sort !== 'relevance';
  const where = [...conditions(base), ...(seekable ? [after(f, seek)] : [])];
  const total = () => Promise.resolve(baseTotal);
  const found =
    f.sort === 'relevance'
      ? await relevanceIds(db, where, [order(base)], text.tsquery, page * size, size, total, guide)
      : await textPageIds(
          db,
          where,
          [order(f)],
          text.tsquery,
          seekable ? 0 : page * size,
          size,
          total,
          guide,
        );
  const rows = await findCards(db, found.ids);
  const last = found.last;
  // Matches before the seek key are the pages before this one.
  const before = seekable ? page * size : 0;
  if (found.complete) return { rows, total: before + found.matches, totalIsEstimate: false, last };
  const unfiltered = plan.exact === counts.lot && counts.band === null && counts.facets.length === 0;
  const oneWord = words.length === 1 && words[0]!.words === 1 && Object.keys(f.ranges).length === 0;
  if (unfiltered && oneWord) return { rows, total: words[0]!.n, totalIsEstimate: false, last };
  const share = found.walked > 0 ? found.matches / found.walked : guide.share;
  const estimate = Math.max(
    before + found.matches,
    page * size + rows.length,
    Math.min(gin, Math.round(baseTotal * share)),
  );
  return { rows, total: estimate, totalIsEstimate: true, last };
}

/** The statements searchPage issues for these filters, values inline (the benchmark EXPLAINs them). */
export async function searchPlanQueries(
  db: Db,
  f: SearchFilters,
  page: number,
  size: number,
): Promise<Record<string, SQL>> {
  const counts = await readCounts(db, f);
  const plan = planSearch(counts, (page + 1) * size);
  const statements: Record<string, SQL> = { counters: countersQuery(f) };
  if (plan.kind !== 'empty') statements.page = pageQuery(f, plan, page * size, size, null);
  return statements;
}

type PageRow = {
  id: number | null;
  rating: number;
  created: string;
  price: number | string;
  total?: number | string;
};

function sortKeyOf(r: PageRow): SortKey {
  return { rating: Number(r.rating), created: r.created, price: Number(r.price), id: Number(r.id) };
}

/**
 * The filters as SQL, plain columns throughout, so the planner estimates them from statistics:
 * a walk is chosen only when matches are dense, where the planner then agrees that the sort's
 * index with an early stop beats fetching and sorting; a narrow path has no LIMIT to gamble on.
 */
function conditions(f: SearchFilters): SQL[] {
  const lot = f.lotId;
  const out: SQL[] = [eq(offers.lotId, lot), sql`${offers.active}`];
  if (f.priceMinKopecks !== null) out.push(gte(offers.buyerUnitKopecks, f.priceMinKopecks));
  if (f.priceMaxKopecks !== null) out.push(lte(offers.buyerUnitKopecks, f.priceMaxKopecks));
  const pairs = Object.entries(f.attributes);
  if (pairs.length > 0) {
    const wanted = sql`array[${sql.join(
      pairs.map(([k, v]) => sql`offer_facet(${lot}, ${k}, ${v})`),
      sql`, `,
    )}]::bigint[]`;
    out.push(sql`${offers.facets} @> ${wanted}`);
  }
  for (const { wanted } of bucketedRanges(f)) out.push(sql`${offers.facets} && ${wanted}`);
  for (const [key, r] of Object.entries(f.ranges)) {
    out.push(sql`offer_number_within(${offers.attributes}, ${key}, ${r.min}::numeric, ${r.max}::numeric)`);
  }
  if (f.text) out.push(f.text.where);
  return out;
}

/** Spelled to match the indexes exactly: drizzle builds them DESC NULLS LAST. */
function order(f: SearchFilters, prefix: SQL = sql``): SQL {
  const c = (name: string) => sql`${prefix}${sql.identifier(name)}`;
  if (f.sort === 'price_asc') return sql`${c('buyer_unit_kopecks')} asc, ${c('id')} asc`;
  if (f.sort === 'price_desc') return sql`${c('buyer_unit_kopecks')} desc, ${c('id')} desc`;
  const rating = sql`${c('seller_rating')} desc nulls last, ${c('created_at')} desc nulls last, ${c('id')} desc nulls last`;
  if (f.sort === 'relevance' && f.text) return sql`${f.text.rank} desc, ${rating}`;
  return rating;
}

/** Rows after `seek` in the search's order (a row comparison the sort index answers). */
function after(f: SearchFilters, seek: SortKey, prefix: SQL = sql``): SQL {
  const c = (name: string) => sql`${prefix}${sql.identifier(name)}`;
  if (f.sort === 'price_asc')
    return sql`(${c('buyer_unit_kopecks')}, ${c('id')}) > (${seek.price}, ${seek.id})`;
  if (f.sort === 'price_desc')
    return sql`(${c('buyer_unit_kopecks')}, ${c('id')}) < (${seek.price}, ${seek.id})`;
  return sql`(${c('seller_rating')}, ${c('created_at')}, ${c('id')}) < (${seek.rating}::float8, ${seek.created}::timestamptz, ${seek.id})`;
}

const KEY_COLUMNS = sql`id, seller_rating as rating, created_at::text as created, buyer_unit_kopecks as price`;

function pageQuery(
  f: SearchFilters,
  plan: SearchPlan,
  offset: number,
  size: number,
  seek: SortKey | null,
): SQL {
  // Relevance orders by a rank no index holds: no seeking (the text narrows the rows instead).
  const seekable = seek !== null && !(f.sort === 'relevance' && f.text);
  if (plan.kind === 'narrow') {
    const where = and(...conditions(f));
    const m = sql.identifier('m');
    const from = sql`${m}.`;
    return sql`with m as materialized (
        select id, seller_rating, created_at, buyer_unit_kopecks${f.text ? sql`, ${f.text.rank} as rank` : sql``}
        from ${offers} where ${where})
      select p.*, c.total from (select count(*)::int as total from m) c
      left join lateral (
        select ${KEY_COLUMNS} from m ${seekable ? sql`where ${after(f, seek, from)}` : sql``}
        order by ${f.sort === 'relevance' && f.text ? sql`rank desc, ${order({ ...f, text: null }, from)}` : order(f, from)}
        limit ${size} offset ${offset}) p on true`;
  }
  const where = and(...conditions(f), seekable ? after(f, seek) : undefined);
  return sql`select ${KEY_COLUMNS} from ${offers} where ${where} order by ${order(f)} limit ${size} offset ${offset}`;
}

/**
 * The exact total when it is cheap: a band alone (the buckets inside it plus the offers of its two
 * edge buckets, from the price index), or a lot small enough to count. Null otherwise: estimated.
 */
async function countIfCheap(db: Db, f: SearchFilters, counts: SearchCounts): Promise<number | null> {
  const bandAlone =
    counts.band !== null && counts.facets.length === 0 && counts.unknown === 0 && !counts.ranges?.length;
  if (bandAlone) {
    const min = f.priceMinKopecks ?? 0;
    const max = f.priceMaxKopecks;
    const lo = bucketAtOrAbove(min);
    const hi = max === null ? null : priceBucket(max + 1);
    const inLot = and(eq(offers.lotId, f.lotId), sql`${offers.active}`);
    const count = (from: number, to: number | null, below: boolean) =>
      sql`(select count(*) from ${offers} where ${and(
        inLot,
        gte(offers.buyerUnitKopecks, from),
        to === null
          ? undefined
          : below
            ? sql`${offers.buyerUnitKopecks} < ${to}`
            : lte(offers.buyerUnitKopecks, to),
      )})`;
    // Within two buckets: the band itself is small, count it. Else its two partial edge buckets.
    const query =
      hi !== null && lo >= hi
        ? sql`select ${count(min, max, false)}::int as n`
        : sql`select (${counts.band!.inner} + ${count(min, lo, true)}
            + ${hi === null ? sql`0` : count(hi, max, false)})::int as n`;
    const [row] = await rows<{ n: number }>(db, query);
    return Number(row?.n ?? 0);
  }
  if (counts.lot > searchTuning.countAllMax) return null;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${offers} where ${and(...conditions(f))}`,
  );
  return Number(row?.n ?? 0);
}
