import type { OnlineStatus } from '@gamelot/contract/schemas/presence';
import type { Db } from '../../db/client.ts';
import { notFound, unauthorized } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/**
 * POST /api/online/ping. A guest has no row to mark and nobody can look a guest up, so a guest's
 * ping is accepted and does nothing: the original client pings with any token (docs/product.md#states) and would
 * otherwise retry a refusal three times every session.
 */
export async function ping(db: Db, principal: Principal | null): Promise<void> {
  if (!principal) throw unauthorized();
  if (principal.kind === 'guest') return;
  await repo.touch(db, principal.id);
}

/** GET /api/online/status: public, like the "last seen" line on offers and profiles. */
export async function status(db: Db, userId: number): Promise<OnlineStatus> {
  const row = await repo.statusOf(db, userId);
  if (!row) throw notFound('userNotFound');
  return { isOnline: row.isOnline, lastSeenAt: row.lastSeenAt?.toISOString() ?? null };
}
