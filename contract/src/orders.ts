/**
 * Order states and the moves between them (docs/product.md#buying), zod-free so server and web share them.
 * The server refuses any move this table does not allow; the web shows the actions it allows.
 */

export const ORDER_STATES = ['paid', 'delivered', 'completed', 'cancelled', 'refunded', 'disputed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Who may ask for a move: the order's buyer, its seller, the system (timer) or an administrator. */
export type OrderActor = 'buyer' | 'seller' | 'system' | 'admin';

export const ORDER_ACTIONS = [
  'deliver',
  'cancel',
  'buyerCancel',
  'confirm',
  'autoComplete',
  'refundKey',
  'dispute',
  'resolveRefund',
  'resolveRelease',
  'resolveSplit',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Every allowed move: from which states, to which state, by whom. */
export const ORDER_TRANSITIONS: Record<
  OrderAction,
  { from: readonly OrderState[]; to: OrderState; by: OrderActor }
> = {
  deliver: { from: ['paid'], to: 'delivered', by: 'seller' },
  cancel: { from: ['paid'], to: 'cancelled', by: 'seller' },
  /**
   * The buyer takes their money back from a seller who may no longer sell (suspended or deleted):
   * the server offers and allows it only then (ADR 0032).
   */
  buyerCancel: { from: ['paid', 'delivered'], to: 'cancelled', by: 'buyer' },
  confirm: { from: ['delivered'], to: 'completed', by: 'buyer' },
  autoComplete: { from: ['delivered'], to: 'completed', by: 'system' },
  refundKey: { from: ['delivered'], to: 'refunded', by: 'buyer' },
  dispute: { from: ['paid', 'delivered'], to: 'disputed', by: 'buyer' },
  resolveRefund: { from: ['disputed'], to: 'refunded', by: 'admin' },
  resolveRelease: { from: ['disputed'], to: 'completed', by: 'admin' },
  resolveSplit: { from: ['disputed'], to: 'completed', by: 'admin' },
};

/** States whose money is still held in escrow. */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['paid', 'delivered', 'disputed'];

export function canTransition(action: OrderAction, from: OrderState, by: OrderActor): boolean {
  const t = ORDER_TRANSITIONS[action];
  return t.by === by && t.from.includes(from);
}

/** The actions `by` may take on an order in `state` (what the web offers as buttons). */
export function allowedActions(state: OrderState, by: OrderActor): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((a) => canTransition(a, state, by));
}

/** A delivered order completes on its own this long after delivery (docs/product.md#buying). */
export const ORDER_AUTO_COMPLETE_MS = 72 * 60 * 60 * 1000;
/** An unrevealed key may be refunded on request within this long after purchase (docs/product.md#limits). */
export const KEY_REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_DELIVERY_MESSAGE_MAX = 2000;
export const ORDER_QUANTITY_MAX = 1_000_000_000;
/** The order lists' search: an order number or words of the offer's name, at most this long. */
export const ORDER_SEARCH_MAX = 100;

/* Keys and codes delivered automatically (docs/product.md#keys). */
export const OFFER_KEY_MAX_LENGTH = 500;
/** Keys one paste may add, and keys one offer may hold unsold. */
export const OFFER_KEYS_PER_PASTE_MAX = 1000;
export const OFFER_KEYS_STOCK_MAX = 10_000;

/** The text a paste holds: one key per line, trimmed, blank lines dropped, duplicates removed. */
export function parseKeyPaste(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const key = line.trim();
    if (key !== '') seen.add(key);
  }
  return [...seen];
}

/* Disputes and administration (docs/product.md#disputes). */
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_MESSAGE_MAX = 4000;
export const DISPUTE_OUTCOMES = ['refund', 'release', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const ADMIN_REASON_MAX = 1000;

/**
 * A split: the buyer gets `buyerKopecks` back; the rest goes to the seller, less the commission on
 * that rest: the order's commission scaled to it, rounded half-up, and, as commissionKopecks
 * (rules.ts) has it, never rounded to zero while the rest is above zero and the order carried a
 * commission. Refund + seller + commission = total exactly.
 */
export function splitAmounts(
  totalKopecks: number,
  commissionKopecks: number,
  buyerKopecks: number,
): { buyerKopecks: number; sellerKopecks: number; commissionKopecks: number } {
  const rest = totalKopecks - buyerKopecks;
  const scaled = (BigInt(commissionKopecks) * BigInt(rest) * 2n) / BigInt(totalKopecks);
  const rounded = Number((scaled + 1n) / 2n);
  const commission = rest > 0 ? Math.max(rounded, Math.min(1, commissionKopecks)) : 0;
  return { buyerKopecks, sellerKopecks: rest - commission, commissionKopecks: commission };
}
