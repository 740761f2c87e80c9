/**
 * Account warranties (docs/product.md#warranty, docs/decisions/0060-account-warranties.md),
 * zod-free so server and web share them. The seller of an account offer chooses a warranty; an
 * order copies it when paid. After the order completes, the seller's part stays held for the
 * warranty's days, during which the buyer may still open a dispute; then a job releases it.
 */

/** The warranties a seller chooses from, in days; 0 is none. */
export const WARRANTY_DAYS = [0, 7, 14, 30] as const;
export type WarrantyDays = (typeof WARRANTY_DAYS)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;

export function isWarrantyDays(n: unknown): n is WarrantyDays {
  return (WARRANTY_DAYS as readonly unknown[]).includes(n);
}

const ACCOUNT_WORDS = /account|аккаунт/i;

/**
 * Whether a lot sells accounts, the only lots whose offers may carry a warranty: the kind its
 * attributes name (`kind` or `deliveryKind` 'accounts'), else a lot named for accounts.
 */
export function isAccountLot(lot: { name: string; attributes?: object | null }): boolean {
  const a = (lot.attributes ?? {}) as { kind?: unknown; deliveryKind?: unknown };
  const named = a.kind ?? a.deliveryKind;
  if (typeof named === 'string') return named === 'accounts';
  return ACCOUNT_WORDS.test(lot.name);
}

/** When the money of an order completed at `completedAt` with a warranty of `days` is released. */
export function warrantyEndsAt(completedAt: Date, days: number): Date {
  return new Date(completedAt.getTime() + days * DAY_MS);
}
