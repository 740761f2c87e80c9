/**
 * Reads an amount typed in roubles ("1 500,50" or "1500.5"): digits with a decimal comma or point,
 * spaces between thousands allowed; NaN for anything else. What it reads goes to a contract
 * schema, which refuses NaN, more than two decimals and an amount out of range, each with its
 * message (amountInvalid, topUpRange...).
 */
export function readRoubles(input: string): number {
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}
