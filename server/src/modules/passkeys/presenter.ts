import type { Passkey } from '@gamelot/contract/schemas/passkeys';
import type { PasskeyRow } from './repository.ts';

/** A passkey as its owner sees it: never its key or credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
    transports: row.transports,
  };
}
