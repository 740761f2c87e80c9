/**
 * Reads an amount typed in roubles ("1 500,50" or "1500.5"); null unless it is a positive number
 * with at most two decimals. The server checks the range; this only keeps junk from being sent.
 */
export function parseRoubles(input: string): number | null {
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}
