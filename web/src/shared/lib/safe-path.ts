/** Accepts only same-origin app paths ("/x?y"), so a carried `from` can never redirect off site. */
export function safeAppPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Reads the `from` value a guard carries in router state (docs/product.md#screens Login). */
export function fromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    return typeof from === 'string' ? safeAppPath(from) : undefined;
  }
  return undefined;
}
