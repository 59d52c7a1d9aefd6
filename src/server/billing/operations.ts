import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CheckoutSessionAnswer,
  CreationAnswer,
  HistoryAnswer,
  PaymentMethodAnswer,
  PlanChangeAnswer,
  PlanChangePreviewAnswer,
  PortalAnswer,
  SetupIntentAnswer,
  SubscriptionAnswer,
} from '../../domain/billing/api.js';
import { billingErrorCodes, billingServerMessages } from '../../domain/billing/messages.js';
import { isPlanType, planAdjectives, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import { DEMO_DECLINING_CARD_LAST4, demoCardLast4, planDescriptions, recordDemoInvoice } from './demo-clock.js';
import { saveSubscription, snapshotOfRow } from './sync.js';
import {
  canDownload,
  canResume,
  canStartTrial,
  isRecoverable,
  isActiveSubscription,
  isTrialPhase,
  type TrialEligibility,
} from '../../domain/billing/subscription-state.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit.js';
import type { Mailer } from '../mail/plugin.js';
import { creditBalanceOf, findBillingCustomer } from './customers.js';
import { confirmDemoSetupIntent } from './demo-provider.js';
import { billingErrors } from './errors.js';
import type { PaymentProvider, PlanChangeResult } from './provider.js';
import { findCurrentSubscription, toSubscriptionView, type SubscriptionRow } from './subscription-store.js';

/** What every billing operation works with. */
export interface BillingContext {
  db: Database;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
}

/**
 * Per-user limits of the calls that create something at the provider (a customer, an intent, a
 * subscription, a portal or checkout session): generous for a person retrying a declined card,
 * tight enough that a script cannot flood Stripe with objects in our name.
 */
export const billingRateLimits = {
  setupIntents: { name: 'billing-setup-user', limit: 20, windowSeconds: 60 * 60 },
  subscriptions: { name: 'billing-subscribe-user', limit: 10, windowSeconds: 60 * 60 },
  changes: { name: 'billing-change-user', limit: 10, windowSeconds: 60 * 60 },
  sessions: { name: 'billing-session-user', limit: 30, windowSeconds: 60 * 60 },
  /** Each plan-change preview is a call to Stripe (its invoice preview). */
  previews: { name: 'billing-preview-user', limit: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The user's subscription in our mirror, brought up to date by the provider: the demo clock, or
 * a bounded re-read from Stripe when the copy is stale, a payment is in progress (incomplete),
 * or the caller just paid (`force`).
 */
async function currentSubscription(ctx: BillingContext, db: Database, userId: string, options: { force?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const row = await findCurrentSubscription(db, userId);
  const force = options.force || row?.status === 'incomplete';
  const fresh = await ctx.provider.refresh(db, userId, row, { force });
  ctx.mailer.kick();
  return fresh;
}

/**
 * Trial eligibility: an active, running subscription blocks it (ACTIVE_SUBSCRIPTION); a trial
 * is granted once per user, ever (TRIAL_ALREADY_USED).
 */
export function trialEligibility(row: SubscriptionRow | undefined, trialUsedAt: Date | null | undefined, now: Date): TrialEligibility {
  const view = row ? toSubscriptionView(row) : null;
  if (view && !view.is_trial && canDownload(view, now)) return { eligible: false, reason: billingErrorCodes.activeSubscription };
  if (trialUsedAt || (view && view.is_trial && !canStartTrial(view))) return { eligible: false, reason: billingErrorCodes.trialAlreadyUsed };
  if (view && canDownload(view, now)) return { eligible: false, reason: billingErrorCodes.activeSubscription };
  return { eligible: true, reason: null };
}

async function eligibilityOf(ctx: BillingContext, db: Database, user: UserRow, row: SubscriptionRow | undefined) {
  const customer = await findBillingCustomer(db, user.id);
  return trialEligibility(row, customer?.trialUsedAt, ctx.now());
}

/**
 * Runs a creating operation under a per-user lock (a transaction-scoped advisory lock), so that
 * two concurrent clicks never start two trials or two subscriptions. The provider writes our
 * mirror through the same transaction; queued mails go out after the commit.
 */
async function withUserLock<T>(ctx: BillingContext, user: UserRow, run: (db: Database) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${user.id}`}))`);
    return run(tx);
  });
  ctx.mailer.kick();
  return result;
}

function creationAnswer(created: { subscription: SubscriptionRow; clientSecret: string | null }): CreationAnswer {
  return {
    success: true,
    subscription_id: created.subscription.providerSubscriptionId,
    schedule_id: created.subscription.scheduleId,
    client_secret: created.clientSecret,
    data: toSubscriptionView(created.subscription),
  };
}

export async function getSubscription(ctx: BillingContext, user: UserRow, options: { force?: boolean } = {}): Promise<SubscriptionAnswer> {
  const row = await currentSubscription(ctx, ctx.db, user.id, options);
  return {
    success: true,
    data: row ? toSubscriptionView(row) : null,
    trial_eligibility: await eligibilityOf(ctx, ctx.db, user, row),
    credit_balance: await creditBalanceOf(ctx.db, user.id),
  };
}

export async function getTrialEligibility(ctx: BillingContext, user: UserRow): Promise<TrialEligibility> {
  return eligibilityOf(ctx, ctx.db, user, await currentSubscription(ctx, ctx.db, user.id));
}

export async function createSetupIntent(ctx: BillingContext, user: UserRow): Promise<SetupIntentAnswer> {
  await ctx.limiter.consume(billingRateLimits.setupIntents, user.id);
  const intent = await ctx.provider.createSetupIntent(ctx.db, user);
  return { success: true, client_secret: intent.clientSecret, setup_intent_id: intent.setupIntentId };
}

export async function retrievePaymentMethod(ctx: BillingContext, user: UserRow, setupIntentId: string): Promise<PaymentMethodAnswer> {
  return { success: true, payment_method_id: await ctx.provider.paymentMethodFromSetupIntent(ctx.db, user, setupIntentId) };
}

export async function confirmDemoSetup(
  ctx: BillingContext,
  user: UserRow,
  input: { setup_intent_id: string; client_secret: string; card_last4: string },
): Promise<PaymentMethodAnswer & { setup_intent_id: string; status: 'succeeded' }> {
  const paymentMethodId = await confirmDemoSetupIntent(
    ctx.db,
    user,
    { setupIntentId: input.setup_intent_id, clientSecret: input.client_secret, cardLast4: input.card_last4 },
    ctx.now(),
  );
  return { success: true, payment_method_id: paymentMethodId, setup_intent_id: input.setup_intent_id, status: 'succeeded' };
}

export async function startTrial(ctx: BillingContext, user: UserRow, input: { paymentMethodId?: string }): Promise<CreationAnswer> {
  await ctx.limiter.consume(billingRateLimits.subscriptions, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    if (row && isRecoverable(toSubscriptionView(row))) throw billingErrors.pastDue();
    const eligibility = await eligibilityOf(ctx, db, user, row);
    if (!eligibility.eligible) {
      throw eligibility.reason === billingErrorCodes.activeSubscription ? billingErrors.activeSubscription() : billingErrors.trialAlreadyUsed();
    }
    return creationAnswer(await ctx.provider.startTrial(db, user, input));
  });
}

export async function createDirectSubscription(
  ctx: BillingContext,
  user: UserRow,
  input: { planType: PlanType; paymentMethodId: string },
): Promise<CreationAnswer> {
  await ctx.limiter.consume(billingRateLimits.subscriptions, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    if (row && isRecoverable(toSubscriptionView(row))) throw billingErrors.pastDue();
    if (row && canDownload(toSubscriptionView(row), ctx.now())) throw billingErrors.activeSubscription();
    return creationAnswer(await ctx.provider.subscribe(db, user, input));
  });
}

/** A confirmed preview older than this is refused: the user confirms the amount again. */
export const PREVIEW_VALID_MS = 30 * 60_000;

/** The confirmed preview's instant, when it is recent enough to charge what was shown. */
function confirmedProrationDate(ctx: BillingContext, prorationDate: number | undefined): Date | undefined {
  if (prorationDate === undefined) return undefined;
  const at = new Date(prorationDate * 1000);
  const age = ctx.now().getTime() - at.getTime();
  if (age > PREVIEW_VALID_MS || age < -60_000) throw billingErrors.previewExpired();
  return at;
}

/**
 * The answer of a plan change: applied and paid; waiting for 3-D Secure (`client_secret` for
 * the browser, the change applies once paid); declined, a 402 that says the plan did not change.
 */
function planChangeAnswer(result: PlanChangeResult, before: SubscriptionRow): PlanChangeAnswer {
  if (result.payment === 'declined') {
    throw billingErrors.paymentFailed(
      before.isTrial
        ? billingServerMessages.trialUpgradeDeclined
        : billingServerMessages.planChangeDeclined(isPlanType(before.planType) ? planAdjectives[before.planType] : 'inchangée'),
    );
  }
  return { success: true, data: toSubscriptionView(result.subscription), payment: result.payment, client_secret: result.clientSecret };
}

export async function updateSubscriptionPlan(
  ctx: BillingContext,
  user: UserRow,
  planType: PlanType,
  input: { prorationDate?: number } = {},
): Promise<PlanChangeAnswer> {
  await ctx.limiter.consume(billingRateLimits.changes, user.id);
  const options = { prorationDate: confirmedProrationDate(ctx, input.prorationDate) };
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    const view = row ? toSubscriptionView(row) : null;
    if (!row || !view) throw billingErrors.noSubscription();
    if (isTrialPhase(view) && canDownload(view, ctx.now())) {
      // From the trial, only a longer plan is an upgrade; the monthly plan is what it converts to.
      if (planType === trialOffer.convertsTo) throw billingErrors.trialActive(billingServerMessages.planChangeDuringTrial);
      return planChangeAnswer(await ctx.provider.upgradeTrial(db, user, row, planType, options), row);
    }
    if (!isActiveSubscription(view, ctx.now())) throw billingErrors.noSubscription();
    if (row.planType === planType) throw billingErrors.samePlan();
    return planChangeAnswer(await ctx.provider.changePlan(db, user, row, planType, options), row);
  });
}

/**
 * What a plan change (or a trial upgrade) costs now, from the provider (Stripe's invoice
 * preview): shown for confirmation before the charge, applied with the same proration date.
 */
export async function previewPlanChange(ctx: BillingContext, user: UserRow, planType: PlanType): Promise<PlanChangePreviewAnswer> {
  await ctx.limiter.consume(billingRateLimits.previews, user.id);
  const row = await currentSubscription(ctx, ctx.db, user.id);
  const view = row ? toSubscriptionView(row) : null;
  const now = ctx.now();
  if (!row || !view) throw billingErrors.noSubscription();
  const trial = isTrialPhase(view) && canDownload(view, now);
  if (trial && planType === trialOffer.convertsTo) throw billingErrors.trialActive(billingServerMessages.planChangeDuringTrial);
  if (!trial && !isActiveSubscription(view, now)) throw billingErrors.noSubscription();
  if (!trial && row.planType === planType) throw billingErrors.samePlan();
  const quote = await ctx.provider.previewPlanChange(ctx.db, user, row, planType);
  return {
    success: true,
    data: {
      plan_type: planType,
      amount_due: quote.amountDue,
      credit: quote.credit,
      price: plans[planType].amount,
      currency: 'eur',
      new_period_end: quote.newPeriodEnd.toISOString(),
      proration_date: Math.floor(quote.prorationDate.getTime() / 1000),
      credit_carried: quote.creditCarried,
    },
  };
}

/**
 * Undoes a cancellation at period end while the period still runs; for a trial, the cancelled
 * renewal is turned back on before the trial ends (it then converts to the monthly plan).
 */
export async function resumeSubscription(ctx: BillingContext, user: UserRow) {
  await ctx.limiter.consume(billingRateLimits.changes, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    const view = row ? toSubscriptionView(row) : null;
    if (!row || !view) throw billingErrors.noSubscription();
    // Already renewing (a second click, another tab): nothing to undo.
    if (isActiveSubscription(view, ctx.now()) && !row.cancelAtPeriodEnd) return { success: true as const, data: view };
    if (isTrialPhase(view) && canDownload(view, ctx.now()) && row.scheduleId && !row.cancelAtPeriodEnd) return { success: true as const, data: view };
    if (!canResume(view, ctx.now())) throw billingErrors.notResumable();
    return { success: true as const, data: toSubscriptionView(await ctx.provider.resume(db, user, row)) };
  });
}

/** Cancels at the end of the period (a running trial: its renewal). */
export async function cancelSubscription(ctx: BillingContext, user: UserRow) {
  await ctx.limiter.consume(billingRateLimits.changes, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    const view = row ? toSubscriptionView(row) : null;
    if (!row || !view || !canDownload(view, ctx.now())) throw billingErrors.noSubscription();
    if (isTrialPhase(view)) {
      if (!row.scheduleId) throw billingErrors.noSchedule();
      return { success: true as const, data: toSubscriptionView(await ctx.provider.cancelTrialRenewal(db, user, row)) };
    }
    if (view.status === 'canceled') return { success: true as const, data: view };
    return { success: true as const, data: toSubscriptionView(await ctx.provider.cancelAtPeriodEnd(db, user, row)) };
  });
}

/**
 * DELETE /payments/subscription-schedule/: the trial's automatic conversion is cancelled. A page
 * left open through an upgrade (the trial is now a paid plan) still means "stop renewing": the
 * paid plan is cancelled at the end of its period, never answered « pas d'abonnement ».
 */
export async function cancelTrialRenewal(ctx: BillingContext, user: UserRow) {
  await ctx.limiter.consume(billingRateLimits.changes, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    const view = row ? toSubscriptionView(row) : null;
    if (!row || !view || !canDownload(view, ctx.now())) throw billingErrors.noSubscription();
    if (!isTrialPhase(view)) {
      if (view.status === 'canceled' || row.cancelAtPeriodEnd) return { success: true as const, data: view };
      return { success: true as const, data: toSubscriptionView(await ctx.provider.cancelAtPeriodEnd(db, user, row)) };
    }
    if (!row.scheduleId) throw billingErrors.noSchedule();
    return { success: true as const, data: toSubscriptionView(await ctx.provider.cancelTrialRenewal(db, user, row)) };
  });
}

export async function paymentHistory(ctx: BillingContext, user: UserRow): Promise<HistoryAnswer> {
  return { success: true, data: await ctx.provider.listInvoices(ctx.db, user) };
}

/** Only our own pages are valid portal return addresses. */
export function portalReturnUrl(config: Config, requested: string | undefined): string {
  const fallback = `${config.publicUrl}/abonnement?from_stripe_portal=true`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested, `${config.publicUrl}/`);
    return url.origin === new URL(config.publicUrl).origin ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

export async function openCustomerPortal(ctx: BillingContext, user: UserRow, returnUrl: string | undefined): Promise<PortalAnswer> {
  const row = await currentSubscription(ctx, ctx.db, user.id);
  const view = row ? toSubscriptionView(row) : null;
  const now = ctx.now();
  if (view && isTrialPhase(view) && canDownload(view, now)) throw billingErrors.trialActive();
  // The portal is where a card is fixed (past_due) and a cancellation undone: not only for active.
  const allowed = isActiveSubscription(view, now) || isRecoverable(view) || canResume(view, now);
  if (!allowed) throw billingErrors.portalAccessDenied();
  await ctx.limiter.consume(billingRateLimits.sessions, user.id);
  return { success: true, portal_url: await ctx.provider.createPortalSession(ctx.db, user, portalReturnUrl(ctx.config, returnUrl)) };
}

export async function createCheckoutSession(
  ctx: BillingContext,
  user: UserRow,
  input: { planType: PlanType; direct: boolean },
): Promise<CheckoutSessionAnswer> {
  await ctx.limiter.consume(billingRateLimits.sessions, user.id);
  const row = await currentSubscription(ctx, ctx.db, user.id);
  if (row && isRecoverable(toSubscriptionView(row))) throw billingErrors.pastDue();
  if (row && canDownload(toSubscriptionView(row), ctx.now())) throw billingErrors.activeSubscription();
  const session = await ctx.provider.createCheckoutSession(ctx.db, user, input);
  return { success: true, session_id: session.id, url: session.url };
}

/** Demo only: after the user set up a new card, the open renewal of a past_due subscription is paid. */
export async function retryDemoPayment(ctx: BillingContext, user: UserRow) {
  await ctx.limiter.consume(billingRateLimits.changes, user.id);
  return withUserLock(ctx, user, async (db) => {
    const row = await currentSubscription(ctx, db, user.id);
    if (!row || row.status !== 'past_due') throw billingErrors.noSubscription();
    if ((await demoCardLast4(db, user.id)) === DEMO_DECLINING_CARD_LAST4) throw billingErrors.paymentFailed();
    const planType = isPlanType(row.planType) ? row.planType : trialOffer.convertsTo;
    const at = ctx.now();
    const invoice = await recordDemoInvoice(db, row, plans[planType].amount, planDescriptions[planType], at);
    const saved = await saveSubscription(
      db,
      { config: ctx.config, mailer: ctx.mailer },
      { ...snapshotOfRow(row), status: 'active', unpaidSince: null, latestInvoice: invoice },
      at,
    );
    return { success: true as const, data: toSubscriptionView(saved) };
  });
}
