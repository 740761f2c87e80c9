/**
 * Buckets of numeric attribute values (ADR 0035): the whole part cut to two significant digits
 * (8 437 → 8 400), 'neg' for negatives, 'big' from 10^17. The SQL function offer_number_bucket
 * (migration 0016) computes the same; offers.facets holds each numeric value's bucket, so a range
 * is an overlap with the buckets it spans and offer_facet_counts counts them.
 */
const BIG = 1e17;
/** A range spanning more buckets than this is checked on the offers alone. */
export const RANGE_BUCKETS_MAX = 200;

function unitOf(whole: number): number {
  return 10 ** Math.max(String(whole).length - 2, 0);
}

export function numberBucket(value: number): string {
  if (value < 0) return 'neg';
  if (value >= BIG) return 'big';
  const whole = Math.floor(value);
  return String(whole - (whole % unitOf(whole)));
}

/**
 * Every bucket a value within [min, max] can fall in, or null when that is not a short list (an
 * open top, a top from 10^17, more than RANGE_BUCKETS_MAX buckets).
 */
export function rangeBuckets(min: number | null, max: number | null): string[] | null {
  if (max === null || max >= BIG) return null;
  if (min !== null && min > max) return [];
  const out: string[] = [];
  if (min === null || min < 0) out.push('neg');
  if (max < 0) return out;
  const top = Math.floor(max);
  let b = Number(numberBucket(Math.max(min ?? 0, 0)));
  while (b <= top) {
    if (out.length >= RANGE_BUCKETS_MAX) return null;
    out.push(String(b));
    b += unitOf(b);
  }
  return out;
}
