import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomInt } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@gamelot/contract/schemas/mfa';

/**
 * TOTP secrets at rest (ADR 0053): AES-256-GCM under a key derived (HKDF) from the server's
 * encryption key, a random 96-bit IV each, the user id bound in as additional data (a secret
 * copied to another account does not decrypt); stored as base64url(iv ‖ ciphertext ‖ tag).
 */
export type SecretCipher = {
  encrypt(userId: number, secret: string): string;
  decrypt(userId: number, stored: string): string;
};

export function createSecretCipher(masterKey: Buffer): SecretCipher {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'gamelot totp secret', 32));
  const aad = (userId: number) => Buffer.from(`totp:${userId}`);
  return {
    encrypt(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decrypt(userId, stored) {
      const raw = Buffer.from(stored, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(userId));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

// No 0/o, 1/l/i: a code read off paper is typed back without guessing.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7mq2-x9ftr" (10 characters from 31: ~49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are random, not chosen by people: a plain SHA-256 is enough to keep them. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}
