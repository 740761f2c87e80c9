import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';

/**
 * An estimated count rounded to two significant digits (12 345 → 12 000, 987 → 990): an estimate
 * that looks exact would mislead. Counts under 100 are kept as they are.
 */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.max(0, Math.round(n));
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

/** A total as the page shows it: exact, or rounded when the server only estimated it. */
export function formatCount(n: number, estimate: boolean, lng: Language): string {
  return formatNumber(estimate ? roundEstimate(n) : n, lng);
}
