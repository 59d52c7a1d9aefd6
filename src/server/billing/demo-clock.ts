import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { isPlanType, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import type { Database } from '../db/client.js';
import { demoInvoices, subscriptions } from '../db/schema/billing.js';
import type { SubscriptionRow } from './subscription-store.js';

/** The end of one billing period of `planType` starting at `start` (calendar months, UTC). */
export function periodEnd(start: Date, planType: PlanType): Date {
  const plan = plans[planType];
  const months = plan.interval === 'year' ? 12 * plan.interval_count : plan.interval_count;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  return end;
}

export const planDescriptions: Record<PlanType, string> = {
  monthly: 'Abonnement mensuel',
  quarterly: 'Abonnement trimestriel',
  annual: 'Abonnement annuel',
};

export async function recordDemoInvoice(
  db: Database,
  row: { userId: string; providerSubscriptionId: string },
  amount: number,
  description: string,
  paidAt: Date,
): Promise<void> {
  await db.insert(demoInvoices).values({ userId: row.userId, subscriptionId: row.providerSubscriptionId, amount, description, paidAt });
}

/**
 * Plays the demo provider's clock forward to `now`, as Stripe would: a trial whose renewal is
 * on becomes the monthly plan at its end (and the first month is invoiced), a cancelled one
 * ends; paid periods renew (invoiced) unless cancelled at period end. Idempotent; the row is
 * locked so that two requests never invoice the same period twice.
 */
export async function settleDemoSubscription(db: Database, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (row.provider !== 'demo' || !isDue(row, now)) return row;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for('update').limit(1);
    if (!locked) return row;
    let s = { ...locked };
    for (let guard = 0; guard < 1000 && isDue(s, now); guard++) {
      if (s.isTrial && s.status === 'trial_paid' && s.trialEnd) {
        const end = s.trialEnd;
        if (s.scheduleId) {
          const planType = trialOffer.convertsTo;
          s = { ...s, status: 'active', isTrial: false, planType, scheduleId: null, currentPeriodEnd: periodEnd(end, planType) };
          await recordDemoInvoice(tx, s, plans[planType].amount, planDescriptions[planType], end);
        } else {
          s = { ...s, status: 'canceled', canceledAt: end, currentPeriodEnd: end };
        }
      } else if (s.status === 'active' && s.currentPeriodEnd) {
        const end = s.currentPeriodEnd;
        if (s.cancelAtPeriodEnd) {
          s = { ...s, status: 'canceled', canceledAt: end };
        } else {
          const planType = isPlanType(s.planType) ? s.planType : 'monthly';
          s = { ...s, currentPeriodEnd: periodEnd(end, planType) };
          await recordDemoInvoice(tx, s, plans[planType].amount, planDescriptions[planType], end);
        }
      } else break;
    }
    const [saved] = await tx
      .update(subscriptions)
      .set({
        status: s.status,
        isTrial: s.isTrial,
        planType: s.planType,
        scheduleId: s.scheduleId,
        currentPeriodEnd: s.currentPeriodEnd,
        canceledAt: s.canceledAt,
        syncedAt: now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, s.id))
      .returning();
    return saved!;
  });
}

function isDue(s: Pick<SubscriptionRow, 'status' | 'isTrial' | 'trialEnd' | 'currentPeriodEnd'>, now: Date): boolean {
  if (s.isTrial && s.status === 'trial_paid') return !!s.trialEnd && s.trialEnd.getTime() <= now.getTime();
  if (s.status === 'active') return !!s.currentPeriodEnd && s.currentPeriodEnd.getTime() <= now.getTime();
  return false;
}

/** Settles every demo subscription whose trial or period ended (the periodic job). */
export async function settleDueDemoSubscriptions(db: Database, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'demo'),
        or(
          and(eq(subscriptions.status, 'trial_paid'), eq(subscriptions.isTrial, true), lte(subscriptions.trialEnd, now)),
          and(inArray(subscriptions.status, ['active']), lte(subscriptions.currentPeriodEnd, now)),
        ),
      ),
    )
    .limit(500);
  for (const row of due) await settleDemoSubscription(db, row, now);
  return due.length;
}
