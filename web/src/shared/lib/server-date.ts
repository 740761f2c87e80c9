/** The zone the original client reads a server time without one in (docs/product.md#validation: relative last seen is +3 h). */
export const MOSCOW_OFFSET = '+03:00';

/**
 * Reads a date the server sent (docs/product.md#validation "Dates"): one without 'T' has its space replaced by 'T'
 * before parsing. `zonelessAt` is the offset a time without a zone is read in (default: the
 * browser's own zone). Missing or unparseable input gives null.
 */
export function parseServerDate(value: string | null | undefined, zonelessAt?: string): Date | null {
  if (!value) return null;
  let text = value.includes('T') ? value : value.replace(' ', 'T');
  if (zonelessAt && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text}${zonelessAt}`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Under 60 s ago (or slightly ahead of this clock) reads 'только что' (docs/product.md#validation). */
export function isJustNow(date: Date, now = Date.now()): boolean {
  return now - date.getTime() < 60_000;
}
