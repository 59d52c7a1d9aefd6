import { and, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { formatPrice, isPlanType, periodEnd, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import { creditBalanceOf, saveCreditBalance } from './customers.js';
import { PAYMENT_GRACE_DAYS } from '../../domain/billing/subscription-state.js';
import type { Database } from '../db/client.js';
import { demoInvoices, demoSetupIntents, subscriptions } from '../db/schema/billing.js';
import { saveSubscription, snapshotOfRow, type SubscriptionSnapshot, type SyncDeps } from './sync.js';

// The row type from the schema, not from subscription-store.ts (which imports this module: no cycle).
type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The demo's stand-in for Stripe's test card 4000 0000 0000 0341: it is accepted when set up,
 * and every later charge (renewals) declines, so the dunning path can be tried offline.
 */
export const DEMO_DECLINING_CARD_LAST4 = '0341';

export const planDescriptions: Record<PlanType, string> = {
  monthly: 'Abonnement mensuel',
  quarterly: 'Abonnement trimestriel',
  annual: 'Abonnement annuel',
};

/**
 * Records a demo payment of `amount`, the user's credit (a downgrade's unused time) used first,
 * as Stripe applies the customer balance to the next invoices. Answers the invoice as charged.
 */
export async function recordDemoInvoice(
  db: Database,
  row: { userId: string; providerSubscriptionId: string },
  amount: number,
  description: string,
  paidAt: Date,
): Promise<{ id: string; amount: number; url: null; paid: true; creditUsed: number }> {
  const credit = await creditBalanceOf(db, row.userId);
  const used = Math.min(credit, Math.max(0, amount));
  if (used > 0) await saveCreditBalance(db, row.userId, credit - used);
  const charged = amount - used;
  const [invoice] = await db
    .insert(demoInvoices)
    .values({
      userId: row.userId,
      subscriptionId: row.providerSubscriptionId,
      amount: charged,
      description: used > 0 ? `${description} (${formatPrice(used)} de crédit utilisé)` : description,
      paidAt,
    })
    .returning({ id: demoInvoices.id });
  return { id: invoice!.id, amount: charged, url: null, paid: true, creditUsed: used };
}

/** The last four digits of the user's current demo card (the latest confirmed one). */
export async function demoCardLast4(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ last4: demoSetupIntents.cardLast4 })
    .from(demoSetupIntents)
    .where(and(eq(demoSetupIntents.userId, userId), isNotNull(demoSetupIntents.paymentMethodId)))
    .orderBy(desc(demoSetupIntents.confirmedAt))
    .limit(1);
  return row?.last4 ?? null;
}

interface Charge {
  amount: number;
  description: string;
  at: Date;
}

/**
 * Plays a demo subscription forward to `now`, as Stripe would, without writing: a trial whose
 * renewal is on becomes the monthly plan at its end, a cancelled one ends; paid periods renew
 * unless cancelled at period end. A renewal charged to the declining card leaves it past_due
 * (the new period started, unpaid) and it ends once the 14-day grace is over.
 */
export function playDemoForward(row: SubscriptionRow, now: Date, cardDeclines: boolean): { snapshot: SubscriptionSnapshot; charges: Charge[] } {
  let s = snapshotOfRow(row);
  const charges: Charge[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    if (s.isTrial && s.status === 'trial_paid' && s.trialEnd && s.trialEnd <= now) {
      const end = s.trialEnd;
      if (s.scheduleId) {
        const planType = trialOffer.convertsTo;
        s = { ...s, isTrial: false, planType, scheduleId: null, currentPeriodEnd: periodEnd(end, planType) };
        if (cardDeclines) s = { ...s, status: 'past_due', unpaidSince: end };
        else {
          s = { ...s, status: 'active' };
          charges.push({ amount: plans[planType].amount, description: planDescriptions[planType], at: end });
        }
      } else {
        s = { ...s, status: 'canceled', canceledAt: s.canceledAt ?? end, currentPeriodEnd: end, endedAt: end };
      }
    } else if ((s.status === 'active' || s.status === 'canceled') && !s.endedAt && s.currentPeriodEnd && s.currentPeriodEnd <= now) {
      const end = s.currentPeriodEnd;
      if (s.cancelAtPeriodEnd || s.status === 'canceled') {
        s = { ...s, status: 'canceled', canceledAt: s.canceledAt ?? end, endedAt: end };
      } else {
        const planType = isPlanType(s.planType) ? s.planType : 'monthly';
        s = { ...s, currentPeriodEnd: periodEnd(end, planType) };
        if (cardDeclines) s = { ...s, status: 'past_due', unpaidSince: end };
        else charges.push({ amount: plans[planType].amount, description: planDescriptions[planType], at: end });
      }
    } else if (s.status === 'past_due' && s.unpaidSince && s.unpaidSince.getTime() + PAYMENT_GRACE_DAYS * DAY_MS <= now.getTime()) {
      // Stripe's dunning gives up (set to 14 days in the dashboard, see docs/operations.md).
      const end = new Date(s.unpaidSince.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
      s = { ...s, status: 'canceled', canceledAt: end, endedAt: end, currentPeriodEnd: end };
    } else break;
  }
  return { snapshot: s, charges };
}

function isDue(row: SubscriptionRow, now: Date): boolean {
  const { snapshot, charges } = playDemoForward(row, now, false);
  const time = (d: Date | null | undefined) => d?.getTime() ?? null;
  return (
    charges.length > 0 ||
    snapshot.status !== row.status ||
    snapshot.isTrial !== row.isTrial ||
    time(snapshot.currentPeriodEnd) !== time(row.currentPeriodEnd) ||
    time(snapshot.endedAt) !== time(row.endedAt)
  );
}

/**
 * Settles a demo subscription to `now` through the one mirror writer (so the e-mails of each
 * change go out). Idempotent; the row is locked so that two requests never invoice the same
 * period twice.
 */
export async function settleDemoSubscription(db: Database, deps: SyncDeps, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (row.provider !== 'demo' || !isDue(row, now)) return row;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id)).for('update').limit(1);
    if (!locked || !isDue(locked, now)) return locked ?? row;
    const declines = (await demoCardLast4(tx, locked.userId)) === DEMO_DECLINING_CARD_LAST4;
    const { snapshot, charges } = playDemoForward(locked, now, declines);
    let last: Awaited<ReturnType<typeof recordDemoInvoice>> | undefined;
    for (const charge of charges) last = await recordDemoInvoice(tx, locked, charge.amount, charge.description, charge.at);
    return saveSubscription(tx, deps, { ...snapshot, latestInvoice: last }, now);
  });
}

/** Settles every demo subscription whose trial, period or grace ended (the periodic job). */
export async function settleDueDemoSubscriptions(db: Database, deps: SyncDeps, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'demo'),
        or(
          and(eq(subscriptions.status, 'trial_paid'), eq(subscriptions.isTrial, true), lte(subscriptions.trialEnd, now)),
          and(inArray(subscriptions.status, ['active', 'canceled']), lte(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)),
        ),
      ),
    )
    .limit(500);
  let settled = 0;
  for (const row of due) if ((await settleDemoSubscription(db, deps, row, now)) !== row) settled++;
  return settled;
}

/**
 * The demo clock for one account (operator command `npm run billing:demo-clock`): moving the
 * account `days` into the future is moving its subscription's dates that far into the past.
 * The next read settles what fell due (conversion, renewal, dunning, end) as Stripe would.
 */
export async function shiftDemoAccountClock(db: Database, userId: string, days: number): Promise<number> {
  const shift = (d: Date | null) => (d ? new Date(d.getTime() - days * DAY_MS) : null);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'demo')));
  for (const row of rows) {
    await db
      .update(subscriptions)
      .set({
        trialEnd: shift(row.trialEnd),
        currentPeriodEnd: shift(row.currentPeriodEnd),
        canceledAt: shift(row.canceledAt),
        endedAt: shift(row.endedAt),
        graceEndsAt: shift(row.graceEndsAt),
        trialReminderSentAt: shift(row.trialReminderSentAt),
        createdAt: shift(row.createdAt)!,
        syncedAt: shift(row.syncedAt)!,
      })
      .where(eq(subscriptions.id, row.id));
  }
  return rows.length;
}
