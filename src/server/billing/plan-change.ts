import { formatPrice, periodEnd, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import { planDescriptions } from './demo-clock.js';
import type { SubscriptionRow } from './subscription-store.js';

export interface PlanChangeQuote {
  /** Cents charged now: the new plan's price less the credit, never below zero. */
  amountDue: number;
  /** Cents credited for the unused part of the current period (or of the trial). */
  credit: number;
  newPeriodEnd: Date;
  /** Cents of the credit beyond the new price, kept for the next invoices. */
  creditCarried: number;
}

/**
 * What a plan change costs now, computed as Stripe prorates a change of interval: a new period
 * starts now, the unused fraction of what was paid for the current period is credited, and the
 * user's credit (`creditBalance`) pays what is left. The
 * demo provider charges exactly this; with Stripe it is the preview shown before confirming
 * (Stripe's own invoice may differ by a cent of rounding).
 */
export function planChangeQuote(current: SubscriptionRow, planType: PlanType, now: Date, creditBalance = 0): PlanChangeQuote {
  const paidAmount = current.isTrial ? trialOffer.amount : current.planType && current.planType in plans ? plans[current.planType as PlanType].amount : 0;
  const end = current.isTrial ? current.trialEnd : current.currentPeriodEnd;
  const start = current.isTrial
    ? end && new Date(end.getTime() - trialOffer.days * 86_400_000)
    : end && current.planType && current.planType in plans
      ? previousPeriodStart(end, current.planType as PlanType)
      : null;
  let credit = 0;
  if (start && end && end > now && end > start) {
    const unused = Math.min(1, (end.getTime() - now.getTime()) / (end.getTime() - start.getTime()));
    credit = Math.round(paidAmount * unused);
  }
  const price = plans[planType].amount;
  // As Stripe: the unused time beyond the new price goes to the balance; the balance pays first.
  return { amountDue: Math.max(0, price - credit - creditBalance), credit, newPeriodEnd: periodEnd(now, planType), creditCarried: Math.max(0, credit - price) };
}

function previousPeriodStart(end: Date, planType: PlanType): Date {
  const plan = plans[planType];
  const months = plan.interval === 'year' ? 12 * plan.interval_count : plan.interval_count;
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

export function planChangeDescription(planType: PlanType, credit: number): string {
  return credit > 0
    ? `${planDescriptions[planType]} (changement de formule, ${formatPrice(credit)} de crédit déduit)`
    : `${planDescriptions[planType]} (changement de formule)`;
}
