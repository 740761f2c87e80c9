import type { TFunction } from 'i18next';

/**
 * An offer's delivery time as people read it (contract/src/delivery-time.ts): "Instant" for 0,
 * else "within N days / hours / minutes" in the largest whole unit.
 */
export function deliveryTimeText(t: TFunction<'translation'>, minutes: number): string {
  if (minutes <= 0) return t('delivery.instant');
  if (minutes % (24 * 60) === 0) return t('delivery.withinDays', { count: minutes / (24 * 60) });
  if (minutes % 60 === 0) return t('delivery.withinHours', { count: minutes / 60 });
  return t('delivery.withinMinutes', { count: minutes });
}
