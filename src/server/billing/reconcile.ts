import { and, asc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { users } from '../db/schema/users.js';
import type { StripeProvider } from './stripe-provider.js';
import type { SyncChange } from './sync.js';

/** A Stripe subscription not re-read for this long is reconciled by the periodic job. */
export const RECONCILE_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 100;

/**
 * The periodic reconciliation: re-reads from Stripe the users whose live subscriptions were not
 * synced for a day (oldest first, a bounded batch per run), so that a missed webhook is healed
 * even for a user who never opens the app. Answers what changed.
 */
export async function reconcileStaleSubscriptions(db: Database, provider: StripeProvider, now: Date, log: FastifyBaseLogger): Promise<SyncChange[]> {
  const stale = await db
    .selectDistinct({ userId: subscriptions.userId, syncedAt: subscriptions.syncedAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'stripe'),
        isNull(subscriptions.endedAt),
        notInArray(subscriptions.status, ['incomplete_expired']),
        lt(subscriptions.syncedAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(subscriptions.syncedAt))
    .limit(BATCH);
  return syncUsers(db, provider, [...new Set(stale.map((r) => r.userId))], log);
}

/** The operator command's target: one account by e-mail, or every account with a Stripe subscription. */
export async function usersToSync(db: Database, target: string): Promise<string[]> {
  if (target === 'all') {
    const rows = await db.selectDistinct({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.provider, 'stripe'));
    return rows.map((r) => r.userId);
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${target.trim().toLowerCase()}`);
  return rows.map((r) => r.id);
}

export async function syncUsers(db: Database, provider: StripeProvider, userIds: string[], log: FastifyBaseLogger): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  for (const userId of userIds) {
    try {
      changes.push(...(await provider.syncUser(db, userId)));
    } catch (err) {
      log.warn({ err, userId }, 'stripe: reconciliation of a user failed');
    }
  }
  return changes;
}
