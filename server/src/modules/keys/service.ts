import {
  OFFER_KEY_MAX_LENGTH,
  OFFER_KEYS_PER_PASTE_MAX,
  OFFER_KEYS_STOCK_MAX,
  parseKeyPaste,
} from '@gamelot/contract/orders';
import type { OfferKeyStock } from '@gamelot/contract/schemas/orders';
import { textLength } from '@gamelot/contract/rules';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { KeyCipher } from './crypto.ts';
import * as repo from './repository.ts';

/** A seller's stock of keys for an offer (docs/product.md#keys). Only the offer's owner sees or adds to it. */

async function ownedOffer(tx: Db, offerId: number, userId: number, lock: boolean) {
  const row = await repo.findOffer(tx, offerId, lock);
  if (!row || row.deletedAt) throw notFound('offerNotFound');
  if (row.userId !== userId) throw forbidden();
  return row;
}

export async function getStock(db: Db, userId: number, offerId: number): Promise<OfferKeyStock> {
  await ownedOffer(db, offerId, userId, false);
  return { offerId, ...(await repo.stock(db, offerId)) };
}

/**
 * Adds pasted keys: one per line, trimmed, blanks and repeats dropped (repeats of stored keys
 * too, by fingerprint). The offer's availability becomes its unsold stock, in the same transaction.
 */
export async function addKeys(
  db: Db,
  cipher: KeyCipher,
  userId: number,
  offerId: number,
  paste: string,
): Promise<OfferKeyStock> {
  const keys = parseKeyPaste(paste);
  if (keys.length === 0) throw badRequest('offerKeysEmpty', { keys: 'offerKeysEmpty' });
  if (keys.length > OFFER_KEYS_PER_PASTE_MAX)
    throw badRequest('offerKeysTooMany', { keys: 'offerKeysTooMany' });
  if (keys.some((k) => textLength(k) > OFFER_KEY_MAX_LENGTH))
    throw badRequest('offerKeyTooLong', { keys: 'offerKeyTooLong' });
  return db.transaction(async (tx) => {
    await ownedOffer(tx, offerId, userId, true);
    const before = await repo.stock(tx, offerId);
    const added = await repo.insertKeys(
      tx,
      offerId,
      keys.map((k) => ({ secret: cipher.encrypt(offerId, k), fingerprint: cipher.fingerprint(offerId, k) })),
    );
    if (before.unsold + added > OFFER_KEYS_STOCK_MAX)
      throw badRequest('offerKeysStockFull', { keys: 'offerKeysStockFull' });
    await repo.syncAvailability(tx, offerId);
    const pasted = paste.split(/\r?\n/).filter((line) => line.trim() !== '').length;
    return { offerId, ...(await repo.stock(tx, offerId)), added, skippedDuplicates: pasted - added };
  });
}
