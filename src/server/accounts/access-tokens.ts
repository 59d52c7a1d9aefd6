import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.js';

/**
 * Access tokens: short-lived JWTs signed with HS256 (the only algorithm accepted), typed
 * `at+jwt` (RFC 9068) and carrying `token_type: access`, so that no other token signed with
 * the same secret can pass for one. `sid` names the session (the refresh-token family).
 */
const ALGORITHM = 'HS256';
const TYPE = 'at+jwt';
const AUDIENCE = 'cv-suisse-api';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

const keys = new WeakMap<Config['auth'], Uint8Array>();
function key(auth: Config['auth']): Uint8Array {
  let k = keys.get(auth);
  if (!k) {
    k = new TextEncoder().encode(auth.jwtSecret);
    keys.set(auth, k);
  }
  return k;
}

export async function signAccessToken(config: Config, subject: { userId: string; sessionId: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ token_type: 'access', sid: subject.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(subject.userId)
    .setIssuer(config.publicUrl)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.auth.accessTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(key(config.auth));
}

/**
 * Tokens this process has verified, by their exact text, with their claims: every API call
 * carries the same token for minutes, and an HS256 check through WebCrypto costs more CPU than
 * the rest of a cached download (issue 20). A hit is the very string verified before with this
 * configuration (secret and issuer), so only the expiry is checked again; invalid tokens are never kept. Bounded: the
 * oldest entries go first. Revocation is not affected: the guard still reads the session.
 */
const VERIFIED_TOKENS_KEPT = 5_000;
const verified = new WeakMap<Config, Map<string, AccessTokenClaims>>();

/** Per configuration: the secret, the issuer and the lifetime are all in it. */
function verifiedTokens(config: Config): Map<string, AccessTokenClaims> {
  let tokens = verified.get(config);
  if (!tokens) verified.set(config, (tokens = new Map<string, AccessTokenClaims>()));
  return tokens;
}

/** The claims of a valid access token, or undefined (bad signature, expired, wrong type...). */
export async function readAccessToken(config: Config, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
  const tokens = verifiedTokens(config);
  const known = tokens.get(token);
  if (known) {
    // jose's rule: a token is expired once exp <= now (seconds).
    if (known.expiresAt > Math.floor(now.getTime() / 1000)) return known;
    tokens.delete(token);
    return undefined;
  }
  const claims = await verifyAccessToken(config, token, now);
  if (claims) {
    if (tokens.size >= VERIFIED_TOKENS_KEPT) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, claims);
  }
  return claims;
}

async function verifyAccessToken(config: Config, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(config.auth), {
      algorithms: [ALGORITHM],
      typ: TYPE,
      issuer: config.publicUrl,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    if (payload.token_type !== 'access' || typeof payload.sid !== 'string' || !payload.sub) return undefined;
    return { userId: payload.sub, sessionId: payload.sid, issuedAt: payload.iat!, expiresAt: payload.exp! };
  } catch {
    return undefined;
  }
}
