import { autoComplete, type OrderDeps } from '../modules/orders/service.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Completes orders 72 hours after delivery (contract/src/orders.ts), every minute. The sweep locks
 * its orders with SKIP LOCKED and records an 'order.autoCompleted' event for each.
 */
export function orderAutoCompleteJob(deps: Pick<OrderDeps, 'db'>): JobDefinition {
  return {
    name: 'orders.auto-complete',
    cron: '* * * * *',
    run: async (now) => ({ completed: await autoComplete(deps, now) }),
  };
}
