import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { Withdrawal } from '@gamelot/contract/schemas/wallet';
import type { WithdrawalRow } from './repository.ts';

/** Withdrawal requests as the API shows them. */

/** Money in roubles, as at every edge. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: kopecksToRoubles(row.amountKopecks),
    destination: row.destination,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
