/** A number typed into a form field ("12,5" reads as 12.5); empty or unreadable gives null. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A whole count typed into a field; anything else gives null. */
export function parseCount(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && Number.isInteger(value) ? value : null;
}

/**
 * A number typed into a form field as a request body carries it: NaN when the field holds none,
 * which the contract's schema refuses with the field's own message (e.g. "Укажите цену").
 */
export function readNumber(text: string): number {
  return parseNumber(text) ?? NaN;
}
