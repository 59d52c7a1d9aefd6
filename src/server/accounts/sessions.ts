import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AuthTokens } from '../../domain/accounts/user.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { refreshTokens } from '../db/schema/sessions.js';
import { users, type UserRow } from '../db/schema/users.js';
import { signAccessToken } from './access-tokens.js';
import { hashToken, randomToken } from './secret-tokens.js';

/**
 * Sessions: a short-lived access JWT plus an opaque refresh token stored hashed, rotated at
 * every refresh. One family of refresh tokens per sign-in; revoking a family ends that session.
 */

export interface SessionClock {
  config: Config;
  now: () => Date;
}

export type RevokeReason = 'logout' | 'password_change' | 'password_reset' | 'reuse_detected' | 'account_claimed';

function refreshTtlMs(config: Config, remember: boolean): number {
  return (remember ? config.auth.refreshTokenRememberTtlSeconds : config.auth.refreshTokenTtlSeconds) * 1000;
}

async function insertRefreshToken(db: Database, config: Config, row: { userId: string; familyId: string; remember: boolean }, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: hashToken(token),
    remember: row.remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + refreshTtlMs(config, row.remember)),
  });
  return token;
}

/**
 * Signs a user in: a new session (refresh-token family) and its first token pair. Every way in
 * (password, e-mail link, social provider) ends here. `remember` (« se souvenir de moi ») gives
 * the refresh token its longer lifetime.
 */
export async function issueSession(
  db: Database,
  user: Pick<UserRow, 'id'>,
  options: SessionClock & { remember: boolean },
): Promise<AuthTokens & { sessionId: string }> {
  const now = options.now();
  const sessionId = randomUUID();
  const refresh = await insertRefreshToken(db, options.config, { userId: user.id, familyId: sessionId, remember: options.remember }, now);
  const access = await signAccessToken(options.config, { userId: user.id, sessionId }, now);
  return { access, refresh, sessionId };
}

export type RefreshOutcome =
  { ok: true; tokens: AuthTokens; userId: string } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'unverified' };

/**
 * Exchanges a refresh token for a new pair. The presented token is used up; presenting it again
 * later means someone kept a copy, so the whole family is revoked (the thief and the owner are
 * both signed out; the owner signs in again, the thief cannot).
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  options: SessionClock & { isAllowed: (db: Database, userId: string) => Promise<boolean> },
): Promise<RefreshOutcome> {
  const now = options.now();
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome | { reuse: string }> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.usedAt) return { reuse: row.familyId };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (!(await options.isAllowed(tx, row.userId))) return { ok: false, reason: 'unverified' };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    // Using the app is activity: the retention of inactive accounts counts from here.
    await tx.update(users).set({ lastActiveAt: now, inactivityWarnedAt: null }).where(eq(users.id, row.userId));
    const refresh = await insertRefreshToken(tx, options.config, { userId: row.userId, familyId: row.familyId, remember: row.remember }, now);
    const access = await signAccessToken(options.config, { userId: row.userId, sessionId: row.familyId }, now);
    return { ok: true, tokens: { access, refresh }, userId: row.userId };
  });
  if ('reuse' in outcome) {
    await revokeFamily(db, outcome.reuse, 'reuse_detected', now);
    return { ok: false, reason: 'reused' };
  }
  return outcome;
}

/** True when the token is a live refresh token (not used, revoked or expired). Uses nothing up. */
export async function isLiveRefreshToken(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return Boolean(row && !row.revokedAt && !row.usedAt && row.expiresAt.getTime() > now.getTime());
}

export async function revokeFamily(db: Database, familyId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session the refresh token belongs to. Unknown tokens are ignored. */
export async function revokeSessionOfToken(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return false;
  await revokeFamily(db, row.familyId, 'logout', now);
  return true;
}

/** Ends every session of a user, or every one but `exceptSessionId` (the one changing the password). */
export async function revokeUserSessions(db: Database, userId: string, reason: RevokeReason, now: Date, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (exceptSessionId) conditions.push(ne(refreshTokens.familyId, exceptSessionId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
}

/** When the session (refresh-token family) was opened by a sign-in; undefined when it is unknown. */
export async function sessionStartedAt(db: Database, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .orderBy(asc(refreshTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}
