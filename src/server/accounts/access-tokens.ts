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

/** The claims of a valid access token, or undefined (bad signature, expired, wrong type...). */
export async function readAccessToken(config: Config, token: string, now: Date): Promise<AccessTokenClaims | undefined> {
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
