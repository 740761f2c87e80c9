/**
 * Buckets of numeric attribute values (ADR 0035, 0040). A value's whole part w falls in one bucket
 * of each of four nested sizes: its decade (`d4`: every w of four digits), and w cut to one, two and
 * three significant digits (`1:8000`, `8400`, `3:8430` for 8 437; below 10 all four hold w alone);
 * 'neg' holds every negative value and 'big' every value from 10^17. The SQL function
 * offer_number_buckets (migration 0019) computes the same; offers.facets holds a facet per bucket,
 * so a range is an overlap with the few buckets that tile it (`rangeBuckets`) and
 * offer_facet_counts counts each of them.
 */
const BIG = 1e17;

/** The unit of w's buckets of `digits` significant digits: 10^(its length - digits), at least 1. */
function unitOf(whole: number, digits: number): number {
  return 10 ** Math.max(String(whole).length - digits, 0);
}

/** The bucket of two significant digits (the one ADR 0035 began with; offer_number_bucket in SQL). */
export function numberBucket(value: number): string {
  if (value < 0) return 'neg';
  if (value >= BIG) return 'big';
  const whole = Math.floor(value);
  return String(whole - (whole % unitOf(whole, 2)));
}

/** Every bucket holding this value, coarsest first. */
export function numberBuckets(value: number): string[] {
  if (value < 0) return ['neg'];
  if (value >= BIG) return ['big'];
  const w = Math.floor(value);
  const cut = (digits: number) => w - (w % unitOf(w, digits));
  return [`d${String(w).length}`, `1:${cut(1)}`, String(cut(2)), `3:${cut(3)}`];
}

/**
 * Buckets that together hold every value within [min, max] (either end open when null), none
 * twice: whole decades and the biggest aligned buckets inside the range, and at each end the
 * three-digit bucket holding the end (it may hold values just outside: the exact bounds are
 * checked after). At most about 70 buckets for any range, open or not.
 */
export function rangeBuckets(min: number | null, max: number | null): string[] {
  if (min !== null && max !== null && min > max) return [];
  const out: string[] = [];
  if (min === null || min < 0) out.push('neg');
  if (max !== null && max < 0) return out;
  const open = max === null || max >= BIG;
  const last = open ? BIG - 1 : Math.floor(max);
  let w = Math.max(0, Math.floor(min ?? 0));
  while (w <= last && w < BIG) {
    const digits = String(w).length;
    const decadeStart = digits === 1 ? 0 : 10 ** (digits - 1);
    const decadeEnd = 10 ** digits - 1;
    if (w === decadeStart && decadeEnd <= last) {
      out.push(`d${digits}`);
      w = decadeEnd + 1;
      continue;
    }
    // The biggest bucket starting at w that ends within the range; else the finest one holding w.
    let taken = false;
    for (const level of [1, 2, 3]) {
      const unit = unitOf(w, level);
      if (w % unit === 0 && w + unit - 1 <= last) {
        out.push(level === 2 ? String(w) : `${level}:${w}`);
        w += unit;
        taken = true;
        break;
      }
    }
    if (taken) continue;
    const unit = unitOf(w, 3);
    const start = w - (w % unit);
    out.push(`3:${start}`);
    w = start + unit;
  }
  if (open) out.push('big');
  return out;
}
