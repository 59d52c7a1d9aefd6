import type { PaymentHistoryEntry } from '../../domain/billing/api.js';
import type { PlanType } from '../../domain/billing/plans.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import type { SubscriptionRow } from './subscription-store.js';

/** What a plan change (or a trial upgrade) charges now, as the provider computes it. */
export interface PlanChangePreview {
  amountDue: number;
  /** The unused part of the current period (or of the trial) credited. */
  credit: number;
  newPeriodEnd: Date;
  /** The instant the prorations are computed at: the change is applied with the same one. */
  prorationDate: Date;
  /** The part of the credit beyond the new price: kept as credit for the next invoices (Stripe: the customer balance). */
  creditCarried: number;
}

/**
 * A plan change (or trial upgrade) as it ended: paid and applied; declined (nothing changed,
 * the plan stays); or waiting for the customer's 3-D Secure, whose secret the browser confirms
 * (the change applies when that payment succeeds). Stripe: `payment_behavior: 'pending_if_incomplete'`.
 */
export interface PlanChangeResult {
  subscription: SubscriptionRow;
  payment: 'paid' | 'declined' | 'requires_action';
  clientSecret: string | null;
}

/** What a created subscription answers: our mirrored row, and a secret when the payment needs the customer. */
export interface CreatedSubscription {
  subscription: SubscriptionRow;
  clientSecret: string | null;
}

/**
 * The payment provider behind the payments calls: Stripe, or the demo provider (state in our
 * database, no money moves). Each method that writes our mirror takes the database handle of
 * the caller's transaction. Eligibility rules live in operations.ts, not here.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  readonly publishableKey: string | null;
  createSetupIntent(db: Database, user: UserRow): Promise<{ clientSecret: string; setupIntentId: string }>;
  paymentMethodFromSetupIntent(db: Database, user: UserRow, setupIntentId: string): Promise<string>;
  /** 14 days for 1 EUR charged at once, then the monthly plan unless the renewal is cancelled. */
  startTrial(db: Database, user: UserRow, input: { paymentMethodId?: string }): Promise<CreatedSubscription>;
  subscribe(db: Database, user: UserRow, input: { planType: PlanType; paymentMethodId: string }): Promise<CreatedSubscription>;
  /** Stripe: its invoice preview of the change; demo: our own proration (plan-change.ts). */
  previewPlanChange(db: Database, user: UserRow, current: SubscriptionRow, planType: PlanType): Promise<PlanChangePreview>;
  changePlan(db: Database, user: UserRow, current: SubscriptionRow, planType: PlanType, options?: { prorationDate?: Date }): Promise<PlanChangeResult>;
  /** Stops the renewal: the subscription ends with its paid period (with a schedule attached, through the schedule). */
  cancelAtPeriodEnd(db: Database, user: UserRow, current: SubscriptionRow): Promise<SubscriptionRow>;
  cancelTrialRenewal(db: Database, user: UserRow, current: SubscriptionRow): Promise<SubscriptionRow>;
  /**
   * Ends the subscription now, not at the period's end (the account is being erased): nothing
   * more is charged, no final invoice, no proration credit (the terms: no refunds). A
   * subscription the provider already ended is left as it is. Answers the mirrored row.
   */
  cancelNow(db: Database, user: UserRow, current: SubscriptionRow): Promise<SubscriptionRow>;
  listInvoices(db: Database, user: UserRow): Promise<PaymentHistoryEntry[]>;
  createPortalSession(db: Database, user: UserRow, returnUrl: string): Promise<string>;
  createCheckoutSession(db: Database, user: UserRow, input: { planType: PlanType; direct: boolean }): Promise<{ id: string; url: string }>;
  /** Ends the cancellation at period end of a paid subscription that still has time left. */
  resume(db: Database, user: UserRow, current: SubscriptionRow): Promise<SubscriptionRow>;
  /** From the trial straight to a paid plan: charged now, the unused trial credited. */
  upgradeTrial(db: Database, user: UserRow, current: SubscriptionRow, planType: PlanType, options?: { prorationDate?: Date }): Promise<PlanChangeResult>;
  /**
   * Brings our copy of the user's subscriptions up to date (the demo clock, or a re-read from
   * Stripe when the mirror is stale or `force` is set) and answers the current one. Never throws
   * for a provider outage: the mirror is answered instead.
   */
  refresh(db: Database, userId: string, current: SubscriptionRow | undefined, options?: { force?: boolean }): Promise<SubscriptionRow | undefined>;
}
