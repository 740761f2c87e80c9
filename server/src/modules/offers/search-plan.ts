/**
 * How a lot search reads its offers (ADR 0035), decided from kept counters before any offer is
 * read: pure arithmetic, so it is tested without a database.
 *
 * - `empty`: a counter already says nothing matches (an attribute value no offer has, a price
 *   band with no offer in its buckets): answered without a scan.
 * - `narrow`: one filter (an attribute value, or the price band) holds few offers; they are fetched
 *   by that filter's index, checked against the rest, sorted, counted exactly, in one statement.
 * - `walk`: the sort's index is walked in order and every filter is checked on the index entry;
 *   the walk stops after the page.
 */

/** What the counters say about a search's filters. */
export type SearchCounts = {
  /** Active offers of the lot. */
  lot: number;
  /** Per attribute filter, the offers with that value. */
  facets: number[];
  /** Per numeric range, the offers in the buckets that tile it (an upper bound, ADR 0040). */
  ranges?: number[];
  /** The price band, when there is one: offers in the buckets it touches (an upper bound) and in those wholly inside (a lower bound). */
  band: { outer: number; inner: number } | null;
  /** How many filters the counters know nothing about (a text). */
  unknown: number;
  /** Whether the price sort walks the price index, which starts at the band. */
  priceSort: boolean;
};

export type SearchPlan =
  | { kind: 'empty' }
  | {
      kind: 'narrow';
      driver: 'band' | 'facet' | 'range';
      facet: number;
      estimate: number;
      exact: number | null;
    }
  | { kind: 'walk'; estimate: number; exact: number | null };

/** Materialising more rows than this to sort them is not "narrow" whatever the walk would cost. */
export const NARROW_MAX = 20_000;
/** Share of the offers a filter the counters do not know is assumed to keep. */
const UNKNOWN_SHARE = 0.3;
/**
 * Relative cost per row: an index entry walked; a row of the band from the price index (index-only,
 * then sorted); a row found by the GIN index (a heap fetch each, then sorted).
 */
const WALK_COST = 1;
const BAND_ROW_COST = 1.5;
const FACET_ROW_COST = 4;

export function planSearch(c: SearchCounts, rowsNeeded: number): SearchPlan {
  const ranges = c.ranges ?? [];
  if (c.lot === 0 || [...c.facets, ...ranges].some((n) => n === 0) || c.band?.outer === 0) {
    return { kind: 'empty' };
  }
  const bandSize = c.band ? (c.band.inner + c.band.outer) / 2 : c.lot;
  let share = bandSize / c.lot;
  for (const n of c.facets) share *= n / c.lot;
  // A range's buckets tile it to within three significant digits at its ends (ADR 0040).
  for (const n of ranges) share *= Math.min(1, n / c.lot);
  share *= UNKNOWN_SHARE ** c.unknown;
  const estimate = Math.max(1, Math.round(c.lot * share));
  const exact = exactTotal(c);

  // The walk reads about rowsNeeded / share entries (of the band, for a price sort with a band).
  const walked = Math.min(
    c.priceSort && c.band ? c.band.outer : c.lot,
    (rowsNeeded * (c.priceSort && c.band ? bandSize : c.lot)) / Math.max(estimate, 1),
  );
  const walkCost = walked * WALK_COST;
  type Driver = { driver: 'band' | 'facet' | 'range'; facet: number; cost: number; rows: number };
  const drivers: Driver[] = [
    ...(c.band && !c.priceSort
      ? [{ driver: 'band' as const, facet: -1, cost: c.band.outer * BAND_ROW_COST, rows: c.band.outer }]
      : []),
    ...c.facets.map((n, i) => ({ driver: 'facet' as const, facet: i, cost: n * FACET_ROW_COST, rows: n })),
    ...ranges.map((n, i) => ({ driver: 'range' as const, facet: i, cost: n * FACET_ROW_COST, rows: n })),
  ];
  const chosen = drivers.reduce<Driver | null>((a, d) => (a === null || d.cost < a.cost ? d : a), null);
  if (chosen && chosen.rows <= NARROW_MAX && chosen.cost < walkCost) {
    return { kind: 'narrow', driver: chosen.driver, facet: chosen.facet, estimate, exact };
  }
  return { kind: 'walk', estimate, exact };
}

/** The total when the counters alone know it: no filter, one attribute alone, a band on bucket edges alone. */
function exactTotal(c: SearchCounts): number | null {
  if (c.unknown > 0 || (c.ranges ?? []).length > 0) return null;
  if (c.band === null && c.facets.length === 0) return c.lot;
  if (c.band === null && c.facets.length === 1) return c.facets[0] ?? null;
  if (c.band !== null && c.facets.length === 0 && c.band.inner === c.band.outer) return c.band.inner;
  return null;
}
