import { toPaged, type Paged } from '@gamelot/contract/paging';
import type { OrderState } from '@gamelot/contract/orders';
import type { Order } from '@gamelot/contract/schemas/orders';
import { forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { toOrder } from './presenter.ts';
import * as repo from './repository.ts';
import { nowOf, type OrderDeps } from './service.ts';

/* The order lists (docs/product.md#orders): purchases and sales, filtered by state and searched. */

/** More words than this narrow nothing a person would type: the rest are ignored. */
const ORDER_SEARCH_WORDS = 8;

/**
 * The order lists' search (docs/product.md#orders): `123` is an order number or a word of an
 * offer's name, `#123` only the number; anything else words that must all be in the name. Blank
 * is no search.
 */
export function orderSearch(q: string | undefined): repo.OrderSearch | undefined {
  const text = q?.trim().replace(/\s+/g, ' ') ?? '';
  if (!text) return undefined;
  const number = /^#?\s*(\d{1,9})$/.exec(text)?.[1];
  return {
    id: number ? Number(number) : undefined,
    words: number && text.startsWith('#') ? undefined : text.split(' ').slice(0, ORDER_SEARCH_WORDS),
  };
}

export async function listOrders(
  deps: OrderDeps,
  principal: Principal | null,
  side: 'buyer' | 'seller',
  q: {
    page: number;
    size: number;
    states?: OrderState[] | undefined;
    q?: string | undefined;
    offerId?: number | undefined;
  },
): Promise<Paged<Order>> {
  if (principal?.kind !== 'user') throw forbidden();
  if (q.offerId !== undefined) {
    const owner = await repo.offerOwner(deps.db, q.offerId);
    if (owner === undefined) throw notFound('offerNotFound');
    if (owner !== principal.id) throw forbidden();
  }
  const { rows, total } = await repo.pageFor(deps.db, side, principal.id, {
    states: q.states,
    search: orderSearch(q.q),
    offerId: q.offerId,
    page: q.page,
    size: q.size,
  });
  return toPaged(
    rows.map((r) => toOrder(r, side, principal, nowOf(deps))),
    total,
    q.page,
    q.size,
  );
}
