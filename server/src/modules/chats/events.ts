import type { SystemNotice } from '@gamelot/contract/notices';
import type { DomainEvent, EventType } from '../../events/catalog.ts';
import type { Outbox } from '../../events/outbox.ts';
import { storeSystemMessage, type ChatDeps } from './service.ts';

/**
 * The lines an order's chat gets when something happens to the order: system messages, stored as
 * a kind with parameters and written in the reader's language when read (ADR 0065), stored in
 * the transaction that marks the event handled by this processor, published live after commit
 * (docs/decisions/0042-domain-events-and-outbox.md). Registered by the composition root (app.ts).
 */

type Lines<K extends EventType> = (event: DomainEvent<K>) => SystemNotice[];

const LINES: { [K in EventType]?: Lines<K> } = {
  'order.created': ({ payload: p }) => {
    const id = p.orderId;
    return [
      {
        kind: 'orderCreated',
        params: { id, offer: p.offerName, quantity: p.quantity, total: p.totalKopecks },
      },
      ...(p.autoDelivery ? [{ kind: 'orderKeyDelivered', params: { id } } as const] : []),
    ];
  },
  'order.delivered': ({ payload: p }) => [
    { kind: 'orderDelivered', params: { id: p.orderId, message: p.message } },
  ],
  'order.confirmed': ({ payload: p }) => [
    { kind: 'orderCompleted', params: { id: p.orderId, amount: p.sellerKopecks } },
  ],
  'order.autoCompleted': ({ payload: p }) => [
    { kind: 'orderAutoCompleted', params: { id: p.orderId, amount: p.sellerKopecks } },
  ],
  'order.cancelled': ({ payload: p }) => [
    {
      kind: p.by === 'seller' ? 'orderCancelled' : 'orderCancelledByBuyer',
      params: { id: p.orderId, amount: p.totalKopecks },
    },
  ],
  'order.refunded': ({ payload: p }) => [
    { kind: 'orderRefunded', params: { id: p.orderId, amount: p.totalKopecks } },
  ],
  'order.expired': ({ payload: p }) => [
    { kind: 'orderExpired', params: { id: p.orderId, amount: p.totalKopecks } },
  ],
  'order.deadlineExtended': ({ payload: p }) => [
    { kind: 'orderDeadlineExtended', params: { id: p.orderId } },
  ],
  'dispute.opened': ({ payload: p }) => [
    { kind: 'orderDisputed', params: { id: p.orderId, reason: p.reason } },
  ],
  'dispute.resolved': ({ payload: p }) => [
    p.decidedBy === null
      ? { kind: 'disputeSellerSilent', params: { id: p.orderId, buyer: p.buyerKopecks } }
      : {
          kind: 'disputeResolved',
          params: { id: p.orderId, buyer: p.buyerKopecks, seller: p.sellerKopecks, reason: p.reason },
        },
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
