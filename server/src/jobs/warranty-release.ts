import type { OrderDeps } from '../modules/orders/service.ts';
import { releaseWarranties } from '../modules/orders/warranties.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Pays sellers the held money of orders whose warranty has ended (docs/decisions/0060-account-warranties.md),
 * every minute. The sweep locks its orders with SKIP LOCKED and records an 'order.warrantyReleased'
 * event for each.
 */
export function warrantyReleaseJob(deps: Pick<OrderDeps, 'db'>): JobDefinition {
  return {
    name: 'orders.warranty-release',
    cron: '* * * * *',
    run: async (now) => ({ released: await releaseWarranties(deps, now) }),
  };
}
