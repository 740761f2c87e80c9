/**
 * Reads a server date (SPEC §5 "Dates"): a date without 'T' gets its space replaced by 'T'; one
 * without a zone is Moscow time (the spec's +3 hour offset). Unparseable input gives null.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  let text = value.includes('T') ? value : value.replace(' ', 'T');
  if (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text}+03:00`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Under 60 s ago counts as "just now" (SPEC §5). */
export function isJustNow(date: Date, now = Date.now()): boolean {
  return now - date.getTime() < 60_000;
}
