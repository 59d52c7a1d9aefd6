import { hash, verify, type Options } from '@node-rs/argon2';
import { randomToken } from './secret-tokens.js';

/**
 * argon2id with the OWASP baseline: 19 MiB of memory, 2 passes, 1 lane. `algorithm: 2` is
 * Argon2id (the package exports it as a const enum, which isolated modules cannot read).
 */
const ARGON2ID = 2 as Options['algorithm'];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an unknown address or an account without
 * a password, so that the answer's timing does not tell whether an account exists.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}
