import { formatRelativeTime } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';
import { isJustNow, parseServerDate } from '@/shared/lib/server-date';

/**
 * docs/product.md#validation "Dates": a date without 'T' ("2025-07-16 10:00:00") has its space replaced by 'T'
 * before parsing; a missing or unparseable date, or one under a minute old, shows `justNow`
 * ('только что').
 */
export function notificationTime(
  value: string | null | undefined,
  lng: Language,
  justNow: string,
  now = Date.now(),
): string {
  const date = parseServerDate(value);
  // Under a minute reads 'только что', as last-seen times do (docs/product.md#validation).
  if (!date || isJustNow(date, now)) return justNow;
  return formatRelativeTime(date, lng, now) ?? justNow;
}
