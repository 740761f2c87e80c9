import { MESSAGES } from '@gamelot/contract/messages';
import { fillMessage } from '@gamelot/contract/offer-rules';
import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { DomainEvent, EventType } from '../../events/catalog.ts';
import type { Outbox } from '../../events/outbox.ts';
import { storeSystemMessage, type ChatDeps } from './service.ts';

/**
 * The lines an order's chat gets when something happens to the order: system messages stored in
 * the transaction that marks the event handled by this processor, published live after commit
 * (docs/decisions/0042-domain-events-and-outbox.md). Registered by the composition root (app.ts).
 */

const rub = (kopecks: number) => kopecksToRoubles(kopecks).toFixed(2);

type Lines<K extends EventType> = (event: DomainEvent<K>) => string[];

const LINES: { [K in EventType]?: Lines<K> } = {
  'order.created': ({ payload: p }) => {
    const names = { id: p.orderId, offer: p.offerName, quantity: p.quantity, total: rub(p.totalKopecks) };
    return [
      fillMessage(MESSAGES.systemOrderCreated, names),
      ...(p.autoDelivery ? [fillMessage(MESSAGES.systemOrderKeyDelivered, names)] : []),
    ];
  },
  'order.delivered': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderDelivered, { id: p.orderId, message: p.message }).trim(),
  ],
  'order.confirmed': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderCompleted, { id: p.orderId, amount: rub(p.sellerKopecks) }),
  ],
  'order.autoCompleted': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderAutoCompleted, { id: p.orderId, amount: rub(p.sellerKopecks) }),
  ],
  'order.cancelled': ({ payload: p }) => [
    fillMessage(p.by === 'seller' ? MESSAGES.systemOrderCancelled : MESSAGES.systemOrderCancelledByBuyer, {
      id: p.orderId,
      amount: rub(p.totalKopecks),
    }),
  ],
  'order.refunded': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderRefunded, { id: p.orderId, amount: rub(p.totalKopecks) }),
  ],
  'order.expired': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderExpired, { id: p.orderId, amount: rub(p.totalKopecks) }),
  ],
  'order.deadlineExtended': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderDeadlineExtended, { id: p.orderId }),
  ],
  'dispute.opened': ({ payload: p }) => [
    fillMessage(MESSAGES.systemOrderDisputed, { id: p.orderId, reason: p.reason }),
  ],
  'dispute.resolved': ({ payload: p }) => [
    fillMessage(p.decidedBy === null ? MESSAGES.systemDisputeSellerSilent : MESSAGES.systemDisputeResolved, {
      id: p.orderId,
      buyer: rub(p.buyerKopecks),
      seller: rub(p.sellerKopecks),
      reason: p.reason,
    }),
  ],
};

/** Registers the chats' processors on the outbox. */
export function registerChatProcessors(outbox: Outbox, deps: ChatDeps): void {
  for (const type of Object.keys(LINES) as EventType[]) {
    const lines = LINES[type] as Lines<EventType>;
    outbox.on(type, 'chats', async (tx, event) => {
      const chatId = (event.payload as { chatId?: number | null }).chatId;
      if (chatId === null || chatId === undefined) return;
      const pushes: (() => Promise<void>)[] = [];
      for (const line of lines(event)) pushes.push(await storeSystemMessage(deps, tx, chatId, line));
      return async () => {
        for (const push of pushes) await push();
      };
    });
  }
}
