import { KEY_REFUND_WINDOW_MS } from '@gamelot/contract/orders';
import type { Order } from '@gamelot/contract/schemas/orders';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import * as keys from '../keys/index.ts';
import * as repo from './repository.ts';
import { emit } from '../../events/outbox.ts';
import { lockFor, parties, refundToBuyer, view, type OrderDeps } from './service.ts';

/** Orders delivered from a seller's stock of keys (docs/product.md#keys; ADR 0022): reveal and refund. */

/**
 * The buyer's keys, decrypted for them alone. The first reveal is recorded: from then on the key
 * counts as seen and is refunded only through a dispute.
 */
export async function revealKeys(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  now: Date = new Date(),
): Promise<{ id: number; value: string; revealedAt: string }[]> {
  return deps.db.transaction(async (tx) => {
    const o = await repo.lockOrder(tx, id);
    if (!o) throw notFound('orderNotFound');
    if (principal?.kind !== 'user' || principal.id !== o.buyerId) throw forbidden();
    if (!o.autoDelivery || (o.state !== 'delivered' && o.state !== 'completed'))
      throw conflict('orderKeyRevealOnly');
    await keys.markRevealed(tx, o.id, now);
    return (await keys.orderKeys(tx, o.id)).map((k) => ({
      id: k.id,
      value: deps.keyCipher.decrypt(k.offerId, k.secret),
      revealedAt: (k.revealedAt ?? now).toISOString(),
    }));
  });
}

/**
 * Within 24 hours of purchase, an unrevealed key is refunded on request: nobody has seen it, so
 * it goes back into the seller's stock and the buyer gets the whole total back.
 */
export async function refundKey(
  deps: OrderDeps,
  principal: Principal | null,
  id: number,
  now: Date = new Date(),
): Promise<Order> {
  await deps.db.transaction(async (tx) => {
    const o = await lockFor(tx, id, principal, 'refundKey');
    if (!o.autoDelivery) throw conflict('keyRefundNotKey');
    if (now.getTime() - o.createdAt.getTime() > KEY_REFUND_WINDOW_MS) throw conflict('keyRefundWindowOver');
    if (await keys.anyRevealed(tx, o.id)) throw conflict('keyRefundRevealed');
    await repo.lockOffer(tx, o.offerId);
    await repo.updateOrder(tx, o.id, { state: 'refunded', cancelledAt: now });
    await refundToBuyer(tx, o, o.buyerId);
    await keys.returnKeys(tx, o.id);
    await keys.syncAvailability(tx, o.offerId);
    await emit(tx, 'order.refunded', { ...parties(o), totalKopecks: o.totalKopecks });
  });
  return view(deps, id, principal);
}
