import { decideSilentSellers } from '../modules/disputes/index.ts';
import type { OrderDeps } from '../modules/orders/index.ts';
import type { JobDefinition } from './scheduler.ts';

/**
 * Decides for the buyer the disputes whose seller let the answer deadline pass in silence
 * (contract/src/disputes.ts, docs/decisions/0061-disputes-with-deadlines.md), every minute: a full
 * refund, recorded as the system's decision under the `sellerSilent` rule. The sweep locks its
 * disputes with SKIP LOCKED, so processes running it together decide each one once.
 */
export function disputeSellerDeadlineJob(deps: Pick<OrderDeps, 'db'>): JobDefinition {
  return {
    name: 'disputes.seller-deadline',
    cron: '* * * * *',
    run: async (now) => ({ refunded: await decideSilentSellers(deps, now) }),
  };
}
