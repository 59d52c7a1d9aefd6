import { desc, eq } from 'drizzle-orm';
import { canDownload, type SubscriptionStatus, type SubscriptionView } from '../../domain/billing/subscription-state.js';
import { plans, isPlanType } from '../../domain/billing/plans.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { settleDemoSubscription } from './demo-clock.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's most recent subscription in our mirror, or undefined. */
export async function findCurrentSubscription(db: Database, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
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
 * subscription is first played forward to `now` (its trial may have converted meanwhile).
 */
export async function userCanDownload(db: Database, userId: string, now: Date): Promise<boolean> {
  const found = await findCurrentSubscription(db, userId);
  if (!found) return false;
  const row = await settleDemoSubscription(db, found, now);
  return canDownload(toSubscriptionView(row), now);
}
