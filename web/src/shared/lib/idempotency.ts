/**
 * A fresh idempotency key for one money-moving action (docs/product.md#buying: top-ups, withdrawals, orders).
 * The form keeps it while the user retries the same action, so a repeated request after a lost
 * answer moves money once; a new action gets a new key.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
