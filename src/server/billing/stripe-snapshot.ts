import type Stripe from 'stripe';
import { isPlanType, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import type { SubscriptionStatus } from '../../domain/billing/subscription-state.js';
import type { SubscriptionSnapshot } from './sync.js';

/** Subscription metadata set by the schedule's phases: which phase the subscription is in. */
export const PHASE_KEY = 'cv_phase';
export const TRIAL_PHASE = 'trial';
export const REGULAR_PHASE = 'regular';

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * A Stripe subscription in our terms (docs/decisions/2026-11-22-stripe-trial.md):
 * - the paid trial is the first phase of a subscription schedule (1 EUR for 14 days), which
 *   Stripe reports as `active`: we report `trial_paid` with `is_trial` and its end;
 * - `has_schedule`/`schedule_id` say the renewal is on; cancelling it releases the schedule and
 *   sets cancel_at_period_end, so the trial stays `trial_paid` until it ends, then `canceled`;
 * - a paid plan cancelled at period end is reported `canceled` with its period end ahead (the
 *   spec's "canceled with time left"), so that it stays premium until then and no longer
 *   counts as an active subscription;
 * - `unpaid` and `paused` read as `past_due`: access is kept for the 14-day grace counted from
 *   the unpaid period's start, then stops (docs/decisions/2026-11-23-billing-grace-and-truth.md);
 * - a subscription Stripe ended early (`ended_at` before the period end) gives access until
 *   `ended_at` only.
 */
export function snapshotFromStripe(sub: Stripe.Subscription, userId: string, priceIds: Partial<Record<PlanType, string>>): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const periodEnd = date(item?.current_period_end);
  const priceId = item?.price?.id;
  const planFromPrice = (Object.entries(priceIds) as Array<[PlanType, string | undefined]>).find(([, id]) => id && id === priceId)?.[0];
  // The phase metadata can lag behind the price: a plan change applied later by a pending update
  // (paid after 3-D Secure) cannot carry metadata. On one of the plans' prices it is no trial.
  const isTrial = (sub.metadata?.[PHASE_KEY] === TRIAL_PHASE && !planFromPrice) || sub.status === 'trialing';
  // A schedule that cancels at its end (the first paid month after the trial) is a cancellation at period end too.
  const schedule = sub.schedule && typeof sub.schedule === 'object' ? sub.schedule : null;
  const cancelAtPeriodEnd = sub.cancel_at_period_end || sub.cancel_at !== null || (schedule?.end_behavior === 'cancel' && !isTrial);
  const planType = planFromPrice ?? (isPlanType(sub.metadata?.plan_type) ? sub.metadata.plan_type : isTrial ? trialOffer.convertsTo : null);

  let status: SubscriptionStatus;
  switch (sub.status) {
    case 'active':
      status = isTrial ? 'trial_paid' : cancelAtPeriodEnd ? 'canceled' : 'active';
      break;
    case 'trialing':
      status = 'trialing';
      break;
    case 'canceled':
    case 'incomplete':
    case 'incomplete_expired':
    case 'past_due':
      status = sub.status as SubscriptionStatus;
      break;
    default:
      status = 'past_due';
  }

  // Stripe can end a subscription before its period end (end of dunning, a refund-and-cancel
  // from the dashboard): access stops at ended_at, not at the period end.
  const endedAt = sub.status === 'canceled' || sub.status === 'incomplete_expired' ? (date(sub.ended_at) ?? date(sub.canceled_at)) : null;
  const accessEnd = endedAt && periodEnd && endedAt < periodEnd ? endedAt : periodEnd;
  const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const customer = sub.customer && typeof sub.customer === 'object' && !sub.customer.deleted ? sub.customer : null;

  return {
    userId,
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    status,
    planType,
    isTrial,
    trialEnd: isTrial ? (sub.status === 'trialing' ? date(sub.trial_end) : accessEnd) : null,
    currentPeriodEnd: accessEnd,
    cancelAtPeriodEnd,
    scheduleId: idOf(sub.schedule),
    canceledAt: date(sub.canceled_at),
    endedAt,
    createdAt: date(sub.created),
    unpaidSince: status === 'past_due' ? date(item?.current_period_start) : null,
    latestInvoice: invoice
      ? {
          id: invoice.id,
          amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          url: invoice.hosted_invoice_url ?? null,
          paid: invoice.status === 'paid',
          // A negative total went to the customer's balance (a downgrade's unused time); a
          // positive one was paid first from that balance.
          creditAdded: Math.max(0, -invoice.total),
          creditUsed: Math.max(0, invoice.total - invoice.amount_due),
        }
      : undefined,
    // Stripe's balance is negative for a credit.
    creditBalance: customer ? Math.max(0, -customer.balance) : undefined,
  };
}
