import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token: 32 bytes (256 bits) unless told otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 digests: a copy of the database gives no usable link or session.
 * A plain hash is enough for 256-bit random values (no salt or slow hash needed: nothing to guess).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
