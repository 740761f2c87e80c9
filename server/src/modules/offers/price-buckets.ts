/**
 * Price buckets of ADR 0010: a price in kopecks cut to three significant digits (485 317 → 485 000;
 * under 1 000 kopecks every price is its own bucket), so a bucket is at most 1% wide. The SQL
 * function offer_price_bucket (migration 0005) computes the same; search.test.ts checks they agree.
 */
function unitOf(kopecks: number): number {
  return 10 ** Math.max(String(Math.trunc(kopecks)).length - 3, 0);
}

/** The bucket (its first price) that holds this price. */
export function priceBucket(kopecks: number): number {
  return kopecks - (kopecks % unitOf(kopecks));
}

/** The first bucket boundary at or above this price: the price itself when it starts a bucket. */
export function bucketAtOrAbove(kopecks: number): number {
  const bucket = priceBucket(kopecks);
  return bucket === kopecks ? kopecks : bucket + unitOf(kopecks);
}
