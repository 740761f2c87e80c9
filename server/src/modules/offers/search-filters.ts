import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { OfferSort } from '@gamelot/contract/rules';
import { rangeBuckets } from './number-buckets.ts';
import type { TextGroup } from './text-search.ts';

/** A lot search's filters, and what its statements derive from them (search-repository.ts). */

/** A text condition, its rank and its tsquery (text-search.ts: `q` and 'relevance', ADR 0036). */
export type TextMatch = { where: SQL; rank: SQL; tsquery: string; groups: TextGroup[] };

export type SearchFilters = {
  lotId: number;
  /** The buyer's price per unit, kopecks (offers.buyer_unit_kopecks), inclusive. */
  priceMinKopecks: number | null;
  priceMaxKopecks: number | null;
  /** List attributes: key → value, equality. */
  attributes: Record<string, string>;
  /** Numeric attributes: key → inclusive range, either end open. */
  ranges: Record<string, { min: number | null; max: number | null }>;
  sort: OfferSort | 'relevance';
  text?: TextMatch | null;
};

export function hasBand(f: SearchFilters): boolean {
  return f.priceMinKopecks !== null || f.priceMaxKopecks !== null;
}

/**
 * Every numeric range with the facets of the buckets that tile it (number-buckets.ts, ADR 0040):
 * `facets && wanted` keeps a superset of the range's offers (only the two end buckets may hold
 * values outside it), which the GIN index answers, the sort indexes check on their entries and
 * offer_facet_counts counts; the exact bounds are checked after.
 */
export function bucketedRanges(f: SearchFilters): Array<{ key: string; wanted: SQL }> {
  return Object.entries(f.ranges).map(([key, r]) => {
    const facets = rangeBuckets(r.min, r.max).map((b) => sql`offer_facet(${f.lotId}, ${key}, ${'#' + b})`);
    const wanted =
      facets.length > 0 ? sql`array[${sql.join(facets, sql`, `)}]::bigint[]` : sql`'{}'::bigint[]`;
    return { key, wanted };
  });
}
