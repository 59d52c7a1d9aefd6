import { desc, eq, sql } from 'drizzle-orm';
import { canDownload, PAYMENT_GRACE_DAYS, type SubscriptionStatus, type SubscriptionView } from '../../domain/billing/subscription-state.js';
import { plans, isPlanType } from '../../domain/billing/plans.js';
import type { Database } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { subscriptions } from '../db/schema/billing.js';
import { DEMO_DECLINING_CARD_LAST4, demoCardLast4, playDemoForward } from './demo-clock.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's most recent subscription in our mirror, or undefined. */
export async function findCurrentSubscription(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  // Read by every download: prepared once.
  const query = prepared(db, 'current_subscription', () =>
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sql.placeholder('userId')))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
      .prepare('current_subscription'),
  );
  const [row] = await query.execute({ userId });
  return row;
}

/** The subscription in the shape the API answers and the domain rules read. */
export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  const plan = isPlanType(row.planType) ? plans[row.planType] : null;
  return {
    id: row.providerSubscriptionId,
    status: row.status as SubscriptionStatus,
    is_trial: row.isTrial,
    trial_end: row.trialEnd?.toISOString() ?? null,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    has_schedule: row.scheduleId !== null,
    schedule_id: row.scheduleId,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    grace_end: row.status === 'past_due' ? (row.graceEndsAt?.toISOString() ?? null) : null,
    ended_at: row.endedAt?.toISOString() ?? null,
    plan_type: row.planType,
    plan: plan
      ? {
          amount: plan.amount,
          currency: plan.currency,
          interval: plan.interval,
          interval_count: plan.interval_count,
          interval_display: plan.interval_display,
        }
      : null,
  };
}

/**
 * The download gate, read from our database only (never from a client-sent status). A demo
 * subscription is first played forward to `now` in memory (its trial may have converted, or
 * its grace ended, meanwhile); the write happens on the next read or the periodic job.
 */
export async function userCanDownload(db: Database, userId: string, now: Date): Promise<boolean> {
  return subscriptionAllowsDownload(db, userId, await findCurrentSubscription(db, userId), now);
}

/**
 * The download rule applied to the user's current subscription already read (a repeat CV
 * download reads it in the same statement as the CV's render key): one more read only for the
 * demo provider, whose clock is played forward with its card.
 */
export async function subscriptionAllowsDownload(
  db: Database,
  userId: string,
  found: SubscriptionRow | null | undefined,
  now: Date,
  /** The demonstration's card last given, when the caller read it with the subscription (else it is read here). */
  demoCard?: { last4: string | null },
): Promise<boolean> {
  if (!found) return false;
  if (found.provider !== 'demo') return canDownload(toSubscriptionView(found), now);
  const declines = (demoCard ? demoCard.last4 : await demoCardLast4(db, userId)) === DEMO_DECLINING_CARD_LAST4;
  const { snapshot } = playDemoForward(found, now, declines);
  const graceEndsAt =
    snapshot.status === 'past_due'
      ? (found.graceEndsAt ?? (snapshot.unpaidSince ? new Date(snapshot.unpaidSince.getTime() + PAYMENT_GRACE_DAYS * 86_400_000) : null))
      : null;
  return canDownload(toSubscriptionView({ ...found, ...snapshot, createdAt: found.createdAt, graceEndsAt, endedAt: snapshot.endedAt ?? null }), now);
}
