/** Idempotency keys: a money-moving call claims its key first in its transaction. */
export { claimKey } from './service.ts';
