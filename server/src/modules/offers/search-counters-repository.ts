import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerCounts, offerFacetCounts, offerLotWords, offerPriceCounts } from '../../db/schema/index.ts';
import { bucketAtOrAbove, priceBucket } from './price-buckets.ts';
import { bucketedRanges, hasBand, type SearchFilters } from './search-filters.ts';
import type { SearchCounts } from './search-plan.ts';
import type { TextGroup } from './text-search.ts';

/**
 * A search's kept counters, read first in one statement (ADR 0010, 0035, 0040): the lot's total,
 * each attribute value's, the price band's buckets, a numeric range's buckets and a text's words.
 * search-plan.ts picks the access path from them.
 */

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The counters of a search, one statement: lot total, each attribute value, the band's buckets,
 * and for a text, per group of its words, the lot's offers holding them (a sum over the group's
 * words, or the words starting with a prefix: an upper bound) and how many of the lot's words
 * those are (one: the count is exact).
 */
export function countersQuery(f: SearchFilters, groups: TextGroup[] = []): SQL {
  const lot = f.lotId;
  const facetCounts = Object.entries(f.attributes).map(
    ([key, value]) =>
      sql`(select coalesce(sum(${offerFacetCounts.n}), 0)::int from ${offerFacetCounts}
           where ${offerFacetCounts.lotId} = ${lot} and ${offerFacetCounts.facet} = offer_facet(${lot}, ${key}, ${value}))`,
  );
  const min = f.priceMinKopecks ?? 0;
  const max = f.priceMaxKopecks;
  const inLot = eq(offerPriceCounts.lotId, lot);
  const sumBuckets = (where: SQL | undefined) =>
    sql`(select coalesce(sum(${offerPriceCounts.n}), 0)::int from ${offerPriceCounts} where ${and(inLot, where)})`;
  // Outer: every bucket the band touches; inner: the buckets wholly inside it.
  const outer = sumBuckets(
    and(
      gte(offerPriceCounts.bucket, priceBucket(min)),
      max === null ? undefined : lte(offerPriceCounts.bucket, priceBucket(max)),
    ),
  );
  const inner = sumBuckets(
    and(
      gte(offerPriceCounts.bucket, bucketAtOrAbove(min)),
      max === null ? undefined : sql`${offerPriceCounts.bucket} < ${priceBucket(max + 1)}`,
    ),
  );
  const rangeCounts = bucketedRanges(f).map(
    ({ wanted }) =>
      sql`(select coalesce(sum(${offerFacetCounts.n}), 0)::int from ${offerFacetCounts}
           where ${offerFacetCounts.lotId} = ${lot} and ${offerFacetCounts.facet} = any(${wanted}))`,
  );
  const wordCounts = groups.map(({ lexemes, prefix }) => {
    const w = offerLotWords.word;
    const match = prefix
      ? sql.join(
          lexemes.map((p) => sql`(${w} >= ${p} and ${w} < ${p} || chr(1114111) and starts_with(${w}, ${p}))`),
          sql` or `,
        )
      : sql`${w} in (${sql.join(
          lexemes.map((l) => sql`${l}`),
          sql`, `,
        )})`;
    return sql`(select array[coalesce(sum(${offerLotWords.n}), 0), count(*) filter (where ${offerLotWords.n} > 0)]::int[]
      from ${offerLotWords} where ${offerLotWords.lotId} = ${lot} and (${match}))`;
  });
  return sql`select
    (select coalesce(sum(${offerCounts.n}), 0)::int from ${offerCounts} where ${offerCounts.lotId} = ${lot}) as lot,
    ${wordCounts.length > 0 ? sql.join(wordCounts, sql` || `) : sql`'{}'::int[]`} as words,
    array[${rangeCounts.length > 0 ? sql.join(rangeCounts, sql`, `) : sql``}]::int[] as ranges,
    ${hasBand(f) ? outer : sql`0`} as outer, ${hasBand(f) ? inner : sql`0`} as inner,
    array[${facetCounts.length > 0 ? sql.join(facetCounts, sql`, `) : sql``}]::int[] as facets`;
}

/** Per group of a text's words: the lot's offers holding them (an upper bound) and how many words those are. */
export type WordCount = { n: number; words: number };

export async function readCounts(db: Db, f: SearchFilters): Promise<SearchCounts>;
export async function readCounts(
  db: Db,
  f: SearchFilters,
  groups: TextGroup[],
): Promise<[SearchCounts, WordCount[]]>;
export async function readCounts(
  db: Db,
  f: SearchFilters,
  groups?: TextGroup[],
): Promise<SearchCounts | [SearchCounts, WordCount[]]> {
  const [row] = await rows<{
    lot: number;
    outer: number;
    inner: number;
    facets: number[];
    ranges: number[];
    words: number[];
  }>(db, countersQuery(f, groups));
  const band =
    (f.priceMaxKopecks !== null && f.priceMaxKopecks < (f.priceMinKopecks ?? 0)) || !row
      ? { outer: 0, inner: 0 }
      : { outer: Number(row.outer), inner: Number(row.inner) };
  const counts: SearchCounts = {
    lot: Number(row?.lot ?? 0),
    facets: (row?.facets ?? []).map(Number),
    band: hasBand(f) ? band : null,
    ranges: (row?.ranges ?? []).map(Number),
    unknown: f.text ? 1 : 0,
    priceSort: f.sort === 'price_asc' || f.sort === 'price_desc',
  };
  if (!groups) return counts;
  const flat = (row?.words ?? []).map(Number);
  return [counts, groups.map((_, i) => ({ n: flat[2 * i] ?? 0, words: flat[2 * i + 1] ?? 0 }))];
}
