import type { FastifyBaseLogger } from 'fastify';
import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import type { Broker } from '../../realtime/broker.ts';
import { postSystemMessage } from '../chats/service.ts';
import type { KeyCipher } from '../keys/index.ts';
import { notify } from '../notifications/service.ts';
import type * as repo from './repository.ts';

/**
 * What the parties of an order learn after a step has committed: lines in the order's chat and
 * notifications. Failing to send them is logged and never undoes the step.
 */

export type OrderDeps = { db: Db; realtime: Broker; log: FastifyBaseLogger; keyCipher: KeyCipher };

export const rub = (kopecks: number) => kopecksToRoubles(kopecks).toFixed(2);
const orderUrl = (id: number) => `/orders/${id}`;

export type Notice = { userId: number; eventType: string; title: string; content: string };
export type Aftermath = { orderId: number; chatId: number | null; system: string[]; notices: Notice[] };

/** The usual aftermath of a step: one line in the order's chat and one notification to one party. */
export function toldInChatAndTo(o: repo.OrderRow, system: string, notice: Notice): Aftermath {
  return { orderId: o.id, chatId: o.chatId, system: [system], notices: [notice] };
}

export async function announce(deps: OrderDeps, a: Aftermath): Promise<void> {
  try {
    if (a.chatId !== null) for (const text of a.system) await postSystemMessage(deps, a.chatId, text);
    for (const n of a.notices) {
      await notify(deps, n.userId, {
        eventType: n.eventType,
        title: n.title,
        content: n.content,
        url: orderUrl(a.orderId),
      });
    }
  } catch (err) {
    deps.log.error({ err, orderId: a.orderId }, 'order announcement failed');
  }
}
