import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum: with isolated modules its members cannot be read (at run
// time the import is an empty object), so Argon2id is spelled as its value.
const ARGON2ID = 2 as Algorithm;

// argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane (docs/ARCHITECTURE.md#stack).
const options = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified when the e-mail is unknown so that a wrong e-mail
 * and a wrong password take the same time and the response cannot reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
