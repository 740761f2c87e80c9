import { createHash } from 'node:crypto';
import { canonicalJson } from '@gamelot/contract/preloaded';
import type { Db } from '../../db/client.ts';
import type { IdempotentOperation } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import * as repo from './repository.ts';

/**
 * Idempotency keys as payment APIs define them (ADR 0033). A money-moving call claims its key as
 * the first statement of its transaction, with a fingerprint of what it asks. The first request
 * with a key acts; a later one with the same request gets the first one's result without acting;
 * the same key with a different request (or on another operation) is refused with 409. A request
 * sent again while the first is still running waits for it on the claimed row, so two requests
 * never act on one key. A request that fails rolls its claim back: the key was never used.
 */

export type IdempotentRequest = {
  userId: number;
  operation: IdempotentOperation;
  /** The validated request; its `idempotencyKey` field, if any, is the key and not part of it. */
  request: { idempotencyKey: string } & Record<string, unknown>;
};

/** SHA-256 of the operation and the request without its key, with object keys in sorted order. */
export function fingerprint(operation: IdempotentOperation, request: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256')
    .update(`${operation}\n${canonicalJson(rest)}`)
    .digest('hex');
}

/**
 * Claims the request's key inside `tx`, before anything else the transaction locks. 'first': this
 * request acts. 'replay': the key's first request committed, with the same operation and request;
 * answer with its result (found by the key) and act no more.
 */
export async function claimKey(tx: Db, r: IdempotentRequest): Promise<'first' | 'replay'> {
  const key = r.request.idempotencyKey;
  const print = fingerprint(r.operation, r.request);
  if (await repo.claim(tx, { userId: r.userId, key, operation: r.operation, fingerprint: print })) {
    return 'first';
  }
  const held = await repo.find(tx, r.userId, key);
  if (!held) throw new Error('idempotency key neither claimed nor found');
  if (held.operation !== r.operation || (held.fingerprint !== null && held.fingerprint !== print)) {
    throw conflict('idempotencyKeyReused');
  }
  return 'replay';
}
