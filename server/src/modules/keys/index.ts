/** The keys module's public surface: an offer's key stock as orders take, reveal and return it. */
export { createKeyCipher, type KeyCipher } from './crypto.ts';
export {
  anyRevealed,
  hasKeys,
  markRevealed,
  orderKeys,
  returnKeys,
  syncAvailability,
  takeKeys,
} from './repository.ts';
