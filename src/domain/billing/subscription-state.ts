/**
 * Derived subscription states of spec accounts-and-billing §4. Pure functions of the
 * subscription as the API reports it and of `now`; the server and the web app share them.
 */
export const subscriptionStatuses = ['active', 'trialing', 'trial_paid', 'canceled', 'incomplete', 'incomplete_expired', 'past_due'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionPlanView {
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  interval_count: number;
  interval_display: string;
}

/** The subscription as the API answers it (dates as ISO strings or null). */
export interface SubscriptionView {
  id: string;
  status: SubscriptionStatus;
  is_trial: boolean;
  trial_end: string | null;
  current_period_end: string | null;
  has_schedule: boolean;
  schedule_id: string | null;
  cancel_at_period_end?: boolean;
  /** While past_due: end of the 14-day payment grace of the terms (access kept until then). */
  grace_end?: string | null;
  /** Set when the provider ended the subscription (access stopped then). */
  ended_at?: string | null;
  plan: SubscriptionPlanView | null;
  plan_type?: string | null;
}

export type TrialIneligibleReason = 'TRIAL_ALREADY_USED' | 'ACTIVE_SUBSCRIPTION';
export interface TrialEligibility {
  eligible: boolean;
  reason?: TrialIneligibleReason | null;
}

type Sub =
  | (Pick<SubscriptionView, 'status' | 'is_trial' | 'trial_end' | 'current_period_end'> &
      Partial<Pick<SubscriptionView, 'grace_end' | 'ended_at' | 'cancel_at_period_end'>>)
  | null
  | undefined;

/** Terms: a failed payment keeps the service for 14 days while the card is fixed (spec §9). */
export const PAYMENT_GRACE_DAYS = 14;

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const inFuture = (iso: string | null | undefined, now: Date) => ms(iso) > now.getTime();

/** Active subscription: status active, not a trial, period end in the future. */
export function isActiveSubscription(sub: Sub, now: Date): boolean {
  return !!sub && sub.status === 'active' && !sub.is_trial && inFuture(sub.current_period_end, now);
}

/** Trial phase: status trialing, or trial_paid with is_trial. */
export function isTrialPhase(sub: Sub): boolean {
  return !!sub && (sub.status === 'trialing' || (sub.status === 'trial_paid' && sub.is_trial));
}

/**
 * Premium: active with period end in the future; or trialing with no trial end or a trial end
 * in the future; or canceled while the trial end (if it was a trial) or the period end is
 * still in the future.
 */
export function isPremium(sub: Sub, now: Date): boolean {
  if (!sub) return false;
  switch (sub.status) {
    case 'active':
      return inFuture(sub.current_period_end, now);
    case 'trialing':
      return !sub.trial_end || inFuture(sub.trial_end, now);
    case 'canceled':
      return (sub.is_trial && inFuture(sub.trial_end, now)) || inFuture(sub.current_period_end, now);
    default:
      return false;
  }
}

/**
 * The download gate: an active, trial or premium subscription. A paid trial counts until
 * its end (or while no end is known).
 */
export function canDownload(sub: Sub, now: Date): boolean {
  if (isPremium(sub, now) || isActiveSubscription(sub, now) || isInPaymentGrace(sub, now)) return true;
  return !!sub && isTrialPhase(sub) && (!sub.trial_end || inFuture(sub.trial_end, now));
}

/**
 * past_due inside the 14-day grace of the terms: the renewal failed, the provider retries, and
 * the user keeps access while fixing the card (docs/decisions/2026-11-23-billing-grace-and-truth.md).
 */
export function isInPaymentGrace(sub: Sub, now: Date): boolean {
  return !!sub && sub.status === 'past_due' && inFuture(sub.grace_end, now);
}

/**
 * A subscription the provider still tries to collect (past_due, even after the grace): a second
 * one must not be started meanwhile; fixing the card is the way out.
 */
export function isRecoverable(sub: Sub): boolean {
  return !!sub && sub.status === 'past_due';
}

/**
 * Cancelled at period end with time left, and not ended by the provider: it can be resumed. A
 * trial whose renewal was cancelled too, before its end (it then converts as planned).
 */
export function canResume(sub: Sub, now: Date): boolean {
  if (!sub || sub.ended_at) return false;
  if (isTrialPhase(sub)) return !!sub.cancel_at_period_end && inFuture(sub.trial_end, now);
  return sub.status === 'canceled' && !sub.is_trial && sub.cancel_at_period_end !== false && inFuture(sub.current_period_end, now);
}

/**
 * The one state every screen shows (spec §4 cases): derived once so that the menu entry, the
 * pricing page, the subscription page and the modals agree.
 */
export type SubscriptionPhase = 'none' | 'trial' | 'trial_ending' | 'active' | 'canceled_with_time' | 'past_due' | 'incomplete' | 'ended';

export function subscriptionPhase(sub: Sub, now: Date): SubscriptionPhase {
  if (!sub) return 'none';
  if (isTrialPhase(sub)) {
    if (sub.trial_end && !inFuture(sub.trial_end, now)) return 'ended';
    return sub.cancel_at_period_end ? 'trial_ending' : 'trial';
  }
  if (isIncomplete(sub)) return 'incomplete';
  if (sub.status === 'past_due') return isInPaymentGrace(sub, now) ? 'past_due' : 'ended';
  if (sub.status === 'canceled') {
    if (sub.is_trial) return inFuture(sub.trial_end, now) && !sub.ended_at ? 'trial_ending' : 'ended';
    return isPremium(sub, now) && !sub.ended_at ? 'canceled_with_time' : 'ended';
  }
  return isActiveSubscription(sub, now) || isPremium(sub, now) ? 'active' : 'ended';
}

export function isIncomplete(sub: Sub): boolean {
  return !!sub && (sub.status === 'incomplete' || sub.status === 'incomplete_expired');
}

export function isRetryable(sub: Sub): boolean {
  return !!sub && (sub.status === 'incomplete' || sub.status === 'incomplete_expired' || sub.status === 'past_due');
}

/** A trial can start with no subscription, or after an incomplete or unpaid one. */
export function canStartTrial(sub: Sub): boolean {
  return !sub || isRetryable(sub);
}

/** The trial dashboard shows for trial_paid, is_trial, or a trial already used. */
export function showsTrialDashboard(sub: Sub, eligibility?: TrialEligibility | null): boolean {
  return (!!sub && (sub.status === 'trial_paid' || sub.is_trial)) || eligibility?.reason === 'TRIAL_ALREADY_USED';
}

/**
 * The subscription info modal shows when: not eligible because of an active subscription; or
 * active/trialing and the trial already used; or a future period or trial end; or canceled
 * with time left.
 */
export function showsSubscriptionInfoModal(sub: Sub, eligibility: TrialEligibility | null | undefined, now: Date): boolean {
  if (eligibility && !eligibility.eligible && eligibility.reason === 'ACTIVE_SUBSCRIPTION') return true;
  if (!sub) return false;
  if ((sub.status === 'active' || sub.status === 'trialing') && eligibility?.reason === 'TRIAL_ALREADY_USED') return true;
  if (sub.status === 'canceled') return inFuture(sub.current_period_end, now) || inFuture(sub.trial_end, now);
  return inFuture(sub.current_period_end, now) || inFuture(sub.trial_end, now);
}

const DAY_MS = 86_400_000;

/** Days left in the trial: trial end minus now, rounded up, minimum 0. */
export function trialDaysLeft(trialEnd: string | null | undefined, now: Date): number {
  const end = ms(trialEnd);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
