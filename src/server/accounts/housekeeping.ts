import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema/account-tokens.js';
import { refreshTokens } from '../db/schema/sessions.js';
import type { RateLimiter } from '../http/rate-limit.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes what no longer serves: finished rate-limit windows, sessions dead for a week (kept a
 * little so that a replayed old token is still recognised and logged), and used or expired links.
 * Safe to run from several processes at once. (The mail delivery log and everything else the
 * privacy page gives a duration for are erased by privacy/retention-job.ts.)
 */
export async function purgeExpiredAccountData(db: Database, limiter: RateLimiter, now: Date): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  await limiter.purgeExpired();
  await db.delete(refreshTokens).where(or(lt(refreshTokens.expiresAt, weekAgo), lt(refreshTokens.revokedAt, weekAgo)));
  await db.delete(accountTokens).where(or(lt(accountTokens.expiresAt, weekAgo), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, weekAgo))));
}
