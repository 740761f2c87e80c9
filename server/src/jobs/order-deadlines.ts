import { expireOverdue, warnDeadlines } from '../modules/orders/deadlines.ts';
import type { OrderDeps } from '../modules/orders/service.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Delivery deadlines (docs/product.md#delivery-time), every minute: paid orders not delivered by
 * their deadline are cancelled and refunded, one transaction per order, each locked with SKIP
 * LOCKED and recording an 'order.expired' event.
 */
export function orderDeadlineExpireJob(deps: Pick<OrderDeps, 'db'>): JobDefinition {
  return {
    name: 'orders.deadline-expire',
    cron: '* * * * *',
    run: async (now) => ({ expired: await expireOverdue(deps, now) }),
  };
}

/** Every minute: sellers whose deadline is near are warned, once per deadline ('order.deadlineSoon'). */
export function orderDeadlineWarnJob(deps: Pick<OrderDeps, 'db'>): JobDefinition {
  return {
    name: 'orders.deadline-warn',
    cron: '* * * * *',
    run: async (now) => ({ warned: await warnDeadlines(deps, now) }),
  };
}
