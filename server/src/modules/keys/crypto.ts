import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Sellers' keys at rest (docs/product.md#keys, ADR 0022): AES-256-GCM with a random 96-bit IV per key, the
 * offer id bound in as additional data (a ciphertext copied to another offer does not decrypt),
 * stored as base64url(iv ‖ ciphertext ‖ tag). A fingerprint (HMAC-SHA256 under a key derived from
 * the same secret) finds repeats without decrypting anything.
 */
export type KeyCipher = {
  encrypt(offerId: number, plaintext: string): string;
  decrypt(offerId: number, stored: string): string;
  fingerprint(offerId: number, plaintext: string): string;
};

export function createKeyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error('keys encryption key must be 32 bytes');
  const macKey = createHmac('sha256', key).update('gamelot offer key fingerprint').digest();
  const aad = (offerId: number) => Buffer.from(`offer:${offerId}`);
  return {
    encrypt(offerId, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(offerId));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decrypt(offerId, stored) {
      const raw = Buffer.from(stored, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(offerId));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    },
    fingerprint(offerId, plaintext) {
      return createHmac('sha256', macKey).update(`${offerId}\n${plaintext}`).digest('base64url');
    },
  };
}
