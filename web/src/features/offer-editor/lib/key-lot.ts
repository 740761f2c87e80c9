/**
 * Whether a category sells keys or codes, by its name (docs/product.md#keys): a word starting with
 * "key", "code", "ключ" or "код" ("Game Keys", "Skins & Codes", "Ключи Steam"), so the create
 * wizard offers the key stock there. Any offer can still be stocked with keys from its edit page.
 */
const KEY_WORD = /(?:^|[^\p{L}\p{N}])(?:keys?|codes?|ключ|код)/iu;

export function isKeyLot(lotName: string): boolean {
  return KEY_WORD.test(lotName);
}
