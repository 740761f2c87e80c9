/** The zone the spec reads a server time without one in (SPEC §5: relative last seen is +3 h). */
export const MOSCOW_OFFSET = '+03:00';

/**
 * Reads a date the server sent (SPEC §5 "Dates"): one without 'T' has its space replaced by 'T'
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

/** Under 60 s ago (or slightly ahead of this clock) reads 'только что' (SPEC §5). */
export function isJustNow(date: Date, now = Date.now()): boolean {
  return now - date.getTime() < 60_000;
}
