import { formatNumber } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';

/** A 10-point score as shown: "8,4" / "8.4" / "8" (one decimal at most). */
export function formatScore(score: number, lng: Language): string {
  return formatNumber(score, lng, { maximumFractionDigits: 1 });
}
