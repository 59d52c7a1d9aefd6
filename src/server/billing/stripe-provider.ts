import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { PaymentHistoryEntry } from '../../domain/billing/api.js';
import { periodEnd as planPeriodEnd, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/users.js';
import { findUserById } from '../accounts/users.js';
import { notFound } from '../http/errors.js';

import { findBillingCustomer, findUserIdByCustomer, saveBillingCustomer } from './customers.js';
import { billingErrors } from './errors.js';
import type { CreatedSubscription, PaymentProvider } from './provider.js';
import { PHASE_KEY, REGULAR_PHASE, snapshotFromStripe, TRIAL_PHASE } from './stripe-snapshot.js';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema/billing.js';
import { describeChange, saveSubscription, type SyncChange, type SyncDeps } from './sync.js';
import { findCurrentSubscription, type SubscriptionRow } from './subscription-store.js';

/** Pinned: the shapes we read (item-level periods, invoice confirmation secrets) belong to it. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

type StripeSettings = NonNullable<Config['stripe']>;

/** The official SDK; STRIPE_API_URL points it elsewhere (the tests' local emulator). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'CV Suisse' },
  };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    options.host = url.hostname;
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, options);
}

/** A read older than this is re-checked with Stripe when the user's subscription is read. */
export const RESYNC_AFTER_MS = 10 * 60_000;
/** Even when forced (right after a payment), at most one re-read per user in this window. */
const FORCED_RESYNC_MIN_MS = 15_000;
/** A read must not wait on a slow Stripe: past this, the mirror is answered. */
const RESYNC_TIMEOUT_MS = 4_000;
const RESYNC_MEMORY = 10_000;

export interface StripeProvider extends PaymentProvider {
  readonly stripe: Stripe;
  /** Re-reads every subscription of the user's customer from Stripe; answers what changed. */
  syncUser(db: Database, userId: string): Promise<SyncChange[]>;
  /** Re-reads a subscription from Stripe and upserts our copy (webhooks, and after our own calls). */
  syncSubscription(db: Database, subscriptionId: string): Promise<SubscriptionRow | undefined>;
}

/**
 * What every read of a subscription expands: its latest invoice (paid or not: receipts wait for
 * the money; its confirmation secret for 3-D Secure), the customer (its balance is the credit
 * we show) and the schedule (its end behaviour says whether the renewal is on).
 */
const SUBSCRIPTION_EXPAND = ['latest_invoice.confirmation_secret', 'customer', 'schedule'];

/** The confirmed preview's proration date, in Stripe's seconds. */
const prorationAt = (at: Date | undefined) => (at ? { proration_date: Math.floor(at.getTime() / 1000) } : {});

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Stripe Billing. The 1 EUR trial is a two-phase subscription schedule (see stripe-snapshot.ts). */
export function createStripeProvider(deps: SyncDeps & { config: Config; now: () => Date; log: FastifyBaseLogger; stripe?: Stripe }): StripeProvider {
  const settings = deps.config.stripe!;
  const stripe = deps.stripe ?? createStripeClient(settings);
  const publicUrl = deps.config.publicUrl;
  let trialProduct: Promise<string> | undefined;

  function priceId(planType: PlanType): string {
    const id = settings.prices[planType];
    if (!id) {
      deps.log.error({ planType }, `STRIPE_PRICE_${planType.toUpperCase()} is not set`);
      throw billingErrors.providerUnavailable();
    }
    return id;
  }

  /** The trial's 1 EUR price is made inline on the product of the monthly plan. */
  function productForTrial(): Promise<string> {
    trialProduct ??= stripe.prices.retrieve(priceId(trialOffer.convertsTo)).then(
      (price) => (typeof price.product === 'string' ? price.product : price.product.id),
      (err: unknown) => {
        trialProduct = undefined;
        throw err;
      },
    );
    return trialProduct;
  }

  /** Stripe's failures in our answers: declined payments say so, the rest is "try again later". */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw billingErrors.paymentFailed();
      if (err instanceof Stripe.errors.StripeError) {
        deps.log.error({ err: { type: err.type, code: err.code, message: err.message, requestId: err.requestId } }, `stripe: ${what} failed`);
        throw billingErrors.providerUnavailable();
      }
      throw err;
    }
  }

  async function customerId(db: Database, user: UserRow): Promise<string> {
    const existing = await findBillingCustomer(db, user.id);
    if (existing?.provider === 'stripe') return existing.providerCustomerId;
    const customer = await call('customer creation', () =>
      stripe.customers.create(
        {
          email: user.email,
          name: `${user.firstName} ${user.lastName}`.trim() || undefined,
          preferred_locales: ['fr'],
          metadata: { user_id: user.id },
        },
        { idempotencyKey: `customer-${user.id}` },
      ),
    );
    await saveBillingCustomer(db, user.id, 'stripe', customer.id);
    return customer.id;
  }

  /** The payment method must be the customer's own (set up through our setup intent). */
  async function ownPaymentMethod(customer: string, paymentMethodId: string): Promise<void> {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId).catch((err: unknown) => {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw err;
    });
    const owner = method && (typeof method.customer === 'string' ? method.customer : method.customer?.id);
    if (owner !== customer) throw billingErrors.paymentMethodInvalid();
  }

  async function readAndSave(db: Database, userId: string, subscriptionId: string) {
    const readAt = deps.now();
    const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND });
    const row = await saveSubscription(db, deps, snapshotFromStripe(sub, userId, settings.prices), readAt);
    return { sub, row };
  }

  /** The secret the browser confirms when the first payment needs the customer (3-D Secure). */
  function pendingSecret(sub: Stripe.Subscription): string | null {
    if (sub.status !== 'incomplete') return null;
    const invoice = sub.latest_invoice;
    return invoice && typeof invoice === 'object' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  }

  /**
   * How a change sent with `pending_if_incomplete` ended: applied (no pending update), or its
   * payment, read from the invoice's payment intent, declined (a new card is needed) or waiting
   * for 3-D Secure (the browser confirms the secret; Stripe applies the change when paid).
   */
  async function changeOutcome(sub: Stripe.Subscription): Promise<{ payment: 'paid' | 'declined' | 'requires_action'; clientSecret: string | null }> {
    if (!sub.pending_update) return { payment: 'paid', clientSecret: null };
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const secret = invoice?.confirmation_secret?.client_secret ?? null;
    if (!secret) return { payment: 'declined', clientSecret: null };
    const intent = await stripe.paymentIntents.retrieve(secret.split('_secret_')[0]!);
    return intent.status === 'requires_action' ? { payment: 'requires_action', clientSecret: secret } : { payment: 'declined', clientSecret: null };
  }

  /** Drops a declined change at once: its open invoice voided (nothing owed or retried; the pending update can no longer be paid). */
  async function dropDeclinedChange(sub: Stripe.Subscription) {
    const invoiceId = idOf(sub.latest_invoice);
    if (invoiceId) await stripe.invoices.voidInvoice(invoiceId, {}, { idempotencyKey: `void-${invoiceId}` });
  }

  /** When each user was last re-read on a read (per process; bounded). */
  const lastResync = new Map<string, number>();
  function rememberResync(userId: string, at: number) {
    lastResync.delete(userId);
    lastResync.set(userId, at);
    if (lastResync.size > RESYNC_MEMORY) lastResync.delete(lastResync.keys().next().value!);
  }

  /**
   * Re-reads every subscription of the user's Stripe customer (the newest few) and upserts our
   * copies: a subscription whose creation webhook was missed appears, a changed one converges.
   */
  async function syncUser(db: Database, userId: string): Promise<SyncChange[]> {
    const customer = await findBillingCustomer(db, userId);
    if (customer?.provider !== 'stripe') return [];
    const readAt = deps.now();
    const list = await stripe.subscriptions.list(
      { customer: customer.providerCustomerId, status: 'all', limit: 5, expand: SUBSCRIPTION_EXPAND.map((path) => `data.${path}`) },
      { timeout: RESYNC_TIMEOUT_MS, maxNetworkRetries: 0 },
    );
    const changes: SyncChange[] = [];
    await db.transaction(async (tx) => {
      for (const sub of [...list.data].reverse()) {
        const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id)).limit(1);
        const after = await saveSubscription(tx, deps, snapshotFromStripe(sub, userId, settings.prices), readAt);
        const change = describeChange(before, after);
        if (change) changes.push(change);
      }
    });
    return changes;
  }

  /** The trial's schedule again: its running phase unchanged, then the monthly price (see resume). */
  async function restoreTrialSchedule(userId: string, sub: Stripe.Subscription): Promise<void> {
    const existing = idOf(sub.schedule);
    const schedule = existing
      ? await stripe.subscriptionSchedules.retrieve(existing)
      : await stripe.subscriptionSchedules.create({ from_subscription: sub.id }, { idempotencyKey: `trial-schedule-${sub.id}-${randomUUID()}` });
    // A retry after a partial failure finds the monthly phase already there.
    if (schedule.phases.some((phase) => phase.metadata?.[PHASE_KEY] === REGULAR_PHASE)) return;
    const running = schedule.phases.at(-1);
    if (!running) throw billingErrors.providerUnavailable();
    await stripe.subscriptionSchedules.update(
      schedule.id,
      {
        end_behavior: 'release',
        metadata: { user_id: userId, kind: 'trial' },
        phases: [
          {
            items: running.items.map((item) => ({ price: idOf(item.price)!, quantity: item.quantity ?? 1 })),
            start_date: running.start_date,
            end_date: running.end_date,
            metadata: { [PHASE_KEY]: TRIAL_PHASE, user_id: userId, plan_type: trialOffer.convertsTo },
          },
          {
            items: [{ price: priceId(trialOffer.convertsTo) }],
            duration: { interval: 'month', interval_count: 1 },
            metadata: { [PHASE_KEY]: REGULAR_PHASE, user_id: userId, plan_type: trialOffer.convertsTo },
          },
        ],
      },
      { idempotencyKey: `trial-schedule-update-${schedule.id}-${randomUUID()}` },
    );
  }

  async function releaseSchedule(scheduleId: string) {
    await call('schedule release', () => stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `release-${scheduleId}` }));
  }

  const provider: StripeProvider = {
    kind: 'stripe',
    publishableKey: settings.publishableKey ?? null,
    stripe,

    async createSetupIntent(db, user) {
      const customer = await customerId(db, user);
      const intent = await call('setup intent creation', () =>
        stripe.setupIntents.create(
          { customer, usage: 'off_session', automatic_payment_methods: { enabled: true }, metadata: { user_id: user.id } },
          { idempotencyKey: `setup-intent-${user.id}-${randomUUID()}` },
        ),
      );
      return { clientSecret: intent.client_secret!, setupIntentId: intent.id };
    },

    async paymentMethodFromSetupIntent(db, user, setupIntentId) {
      const customer = await customerId(db, user);
      const intent = await stripe.setupIntents.retrieve(setupIntentId).catch((err: unknown) => {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) throw notFound();
        throw err;
      });
      const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      if (owner !== customer) throw notFound();
      if (intent.status !== 'succeeded' || !intent.payment_method) throw billingErrors.setupIncomplete();
      return typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
    },

    async startTrial(db, user, input): Promise<CreatedSubscription> {
      const customer = await customerId(db, user);
      if (input.paymentMethodId) await call('payment method check', () => ownPaymentMethod(customer, input.paymentMethodId!));
      const product = await call('trial product lookup', productForTrial);
      const schedule = await call('trial schedule creation', () =>
        stripe.subscriptionSchedules.create(
          {
            customer,
            start_date: 'now',
            end_behavior: 'release',
            default_settings: {
              collection_method: 'charge_automatically',
              ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
            },
            metadata: { user_id: user.id, kind: 'trial' },
            phases: [
              {
                items: [
                  {
                    price_data: {
                      currency: trialOffer.currency,
                      product,
                      unit_amount: trialOffer.amount,
                      recurring: { interval: 'day', interval_count: trialOffer.days },
                    },
                  },
                ],
                duration: { interval: 'day', interval_count: trialOffer.days },
                metadata: { [PHASE_KEY]: TRIAL_PHASE, user_id: user.id, plan_type: trialOffer.convertsTo },
              },
              {
                items: [{ price: priceId(trialOffer.convertsTo) }],
                duration: { interval: 'month', interval_count: 1 },
                metadata: { [PHASE_KEY]: REGULAR_PHASE, user_id: user.id, plan_type: trialOffer.convertsTo },
              },
            ],
          },
          { idempotencyKey: `trial-${user.id}-${input.paymentMethodId ?? 'none'}` },
        ),
      );
      const subscriptionId = typeof schedule.subscription === 'string' ? schedule.subscription : schedule.subscription?.id;
      if (!subscriptionId) throw billingErrors.providerUnavailable();
      const { sub, row } = await call('subscription read', () => readAndSave(db, user.id, subscriptionId));
      return { subscription: row, clientSecret: pendingSecret(sub) };
    },

    async subscribe(db, user, input): Promise<CreatedSubscription> {
      const customer = await customerId(db, user);
      await call('payment method check', () => ownPaymentMethod(customer, input.paymentMethodId));
      const created = await call('subscription creation', () =>
        stripe.subscriptions.create(
          {
            customer,
            items: [{ price: priceId(input.planType) }],
            default_payment_method: input.paymentMethodId,
            payment_behavior: 'allow_incomplete',
            metadata: { user_id: user.id, plan_type: input.planType, [PHASE_KEY]: REGULAR_PHASE },
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey: `subscribe-${user.id}-${input.planType}-${input.paymentMethodId}` },
        ),
      );
      const row = await saveSubscription(db, deps, snapshotFromStripe(created, user.id, settings.prices), deps.now());
      return { subscription: row, clientSecret: pendingSecret(created) };
    },

    // Stripe's own invoice preview of the change (amount due now, prorations): what the user
    // confirms is what Stripe will charge, applied with the same proration date.
    async previewPlanChange(_db, _user, current, planType) {
      const sub = await call('subscription read', () => stripe.subscriptions.retrieve(current.providerSubscriptionId));
      const item = sub.items.data[0];
      if (!item) throw billingErrors.noSubscription();
      const prorationDate = Math.floor(deps.now().getTime() / 1000);
      const invoice = await call('plan change preview', () =>
        stripe.invoices.createPreview({
          customer: idOf(sub.customer)!,
          subscription: sub.id,
          subscription_details: {
            items: [{ id: item.id, price: priceId(planType) }],
            proration_behavior: 'always_invoice',
            proration_date: prorationDate,
            // From the trial the new plan starts now, as upgradeTrial applies it.
            ...(current.isTrial ? { billing_cycle_anchor: { type: 'now' as const } } : {}),
          },
        }),
      );
      const lines = invoice.lines?.data ?? [];
      const credit = -lines.filter((line) => line.amount < 0).reduce((sum, line) => sum + line.amount, 0);
      const newEnd = Math.max(0, ...lines.filter((line) => line.amount > 0).map((line) => line.period?.end ?? 0));
      return {
        amountDue: invoice.amount_due,
        credit,
        // A negative total is not refunded: Stripe adds it to the customer balance.
        creditCarried: Math.max(0, -invoice.total),
        newPeriodEnd: newEnd > 0 ? new Date(newEnd * 1000) : planPeriodEnd(deps.now(), planType),
        prorationDate: new Date(prorationDate * 1000),
      };
    },

    // Paid at once or not applied at all (pending_if_incomplete), so that a declined card never
    // leaves the new plan without its payment. Pending updates take no metadata: the plan is
    // read from the price. A schedule still attached (the first paid month after the trial) is
    // released first: its monthly phase would otherwise undo the change at its end.
    async changePlan(db, user, current, planType, options = {}) {
      if (current.scheduleId) await releaseSchedule(current.scheduleId);
      const sub = await call('subscription read', () => stripe.subscriptions.retrieve(current.providerSubscriptionId));
      const item = sub.items.data[0];
      if (!item) throw billingErrors.noSubscription();
      const updated = await call('plan change', () =>
        stripe.subscriptions.update(
          current.providerSubscriptionId,
          {
            items: [{ id: item.id, price: priceId(planType) }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
            ...prorationAt(options.prorationDate),
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey: `plan-${current.providerSubscriptionId}-${planType}-${randomUUID()}` },
        ),
      );
      const outcome = await call('plan change payment', () => changeOutcome(updated));
      if (outcome.payment === 'declined') await call('declined change', () => dropDeclinedChange(updated));
      const { row } = await call('subscription read', () => readAndSave(db, user.id, current.providerSubscriptionId));
      return { subscription: row, ...outcome };
    },

    // A subscription its schedule manages (the first paid month after the trial) refuses any
    // change of its cancellation: the schedule then ends it (end_behavior cancel) at the end of
    // its last phase, which is the end of the paid month.
    async cancelAtPeriodEnd(db, user, current) {
      if (current.scheduleId) {
        const scheduleId = current.scheduleId;
        await call('cancellation', () =>
          stripe.subscriptionSchedules.update(scheduleId, { end_behavior: 'cancel' }, { idempotencyKey: `cancel-${scheduleId}-${randomUUID()}` }),
        );
      } else {
        await call('cancellation', () =>
          stripe.subscriptions.update(
            current.providerSubscriptionId,
            { cancel_at_period_end: true },
            { idempotencyKey: `cancel-${current.providerSubscriptionId}-${randomUUID()}` },
          ),
        );
      }
      return call('subscription read', async () => (await readAndSave(db, user.id, current.providerSubscriptionId)).row);
    },

    // Releasing the schedule drops the monthly phase; cancel_at_period_end then ends the
    // subscription with the trial's 14-day period, keeping access until then.
    async cancelTrialRenewal(db, user, current) {
      if (current.scheduleId) await releaseSchedule(current.scheduleId);
      const updated = await call('trial cancellation', () =>
        stripe.subscriptions.update(
          current.providerSubscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-${current.providerSubscriptionId}-${randomUUID()}` },
        ),
      );
      return saveSubscription(db, deps, snapshotFromStripe(updated, user.id, settings.prices), deps.now());
    },

    // A subscription run by a schedule (the trial's) is cancelled through its schedule, as Stripe
    // requires; otherwise the subscription itself. invoice_now and prorate off: no last charge,
    // no credit (the terms: no refunds).
    async cancelNow(db, user, current) {
      const sub = await call('subscription read', () => stripe.subscriptions.retrieve(current.providerSubscriptionId));
      if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
        const scheduleId = idOf(sub.schedule);
        if (scheduleId) {
          await call('schedule cancellation', () =>
            stripe.subscriptionSchedules.cancel(scheduleId, { invoice_now: false, prorate: false }, { idempotencyKey: `cancel-now-${scheduleId}` }),
          );
        } else {
          await call('immediate cancellation', () => stripe.subscriptions.cancel(sub.id, { invoice_now: false, prorate: false }));
        }
      }
      return call('subscription read', async () => (await readAndSave(db, user.id, current.providerSubscriptionId)).row);
    },

    async listInvoices(db, user): Promise<PaymentHistoryEntry[]> {
      const existing = await findBillingCustomer(db, user.id);
      if (existing?.provider !== 'stripe') return [];
      const invoices = await call('invoice list', () => stripe.invoices.list({ customer: existing.providerCustomerId, limit: 24 }));
      return invoices.data
        .filter((inv) => inv.status !== 'draft')
        .map((inv) => ({
          id: inv.id,
          amount: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
          currency: inv.currency,
          status: (inv.status ?? 'open') as PaymentHistoryEntry['status'],
          description: inv.lines?.data[0]?.description ?? inv.description ?? 'Abonnement CV Suisse',
          created: new Date(inv.created * 1000).toISOString(),
          invoice_url: inv.hosted_invoice_url ?? null,
          invoice_pdf: inv.invoice_pdf ?? null,
        }));
    },

    async createPortalSession(db, user, returnUrl) {
      const customer = await customerId(db, user);
      const session = await call('portal session', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, locale: 'fr' }, { idempotencyKey: `portal-${user.id}-${randomUUID()}` }),
      );
      return session.url;
    },

    // Checkout cannot express the trial's two phases: the trial goes through our payment page.
    async createCheckoutSession(db, user, input) {
      if (!input.direct) return { id: `trial-${user.id}`, url: `${publicUrl}/payment/${trialOffer.convertsTo}?direct=false` };
      const customer = await customerId(db, user);
      const session = await call('checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer,
            client_reference_id: user.id,
            line_items: [{ price: priceId(input.planType), quantity: 1 }],
            locale: 'fr',
            success_url: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}/tarifs`,
            subscription_data: { metadata: { user_id: user.id, plan_type: input.planType, [PHASE_KEY]: REGULAR_PHASE } },
          },
          { idempotencyKey: `checkout-${user.id}-${randomUUID()}` },
        ),
      );
      if (!session.url) throw billingErrors.providerUnavailable();
      return { id: session.id, url: session.url };
    },

    async resume(db, user, current) {
      const subscriptionId = current.providerSubscriptionId;
      // A paid month its schedule ends: the schedule releases the subscription again at its end.
      if (current.scheduleId && !current.isTrial) {
        const scheduleId = current.scheduleId;
        await call('resume', () =>
          stripe.subscriptionSchedules.update(scheduleId, { end_behavior: 'release' }, { idempotencyKey: `resume-${scheduleId}-${randomUUID()}` }),
        );
        return call('subscription read', async () => (await readAndSave(db, user.id, subscriptionId)).row);
      }
      const updated = await call('resume', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, { idempotencyKey: `resume-${subscriptionId}-${randomUUID()}` }),
      );
      if (!current.isTrial) return saveSubscription(db, deps, snapshotFromStripe(updated, user.id, settings.prices), deps.now());
      // A trial's cancellation released its schedule: without one it would renew at 1 EUR every
      // 14 days. A schedule is made again from the subscription (its current trial phase, kept
      // as is) with the monthly phase after it, exactly as the trial was started.
      await call('trial renewal restore', () => restoreTrialSchedule(user.id, updated));
      return call('subscription read', async () => (await readAndSave(db, user.id, subscriptionId)).row);
    },

    // The schedule is released (no monthly phase any more), then the item moves to the chosen
    // price with a new cycle from now, paid at once or not applied (pending_if_incomplete);
    // Stripe credits the unused part of the 1 EUR trial. Declined: the trial goes on as it was,
    // its schedule (the conversion to the monthly plan) made again. 3-D Secure: the change
    // applies when the browser's confirmation pays the invoice.
    async upgradeTrial(db, user, current, planType, options = {}) {
      const price = priceId(planType);
      if (current.scheduleId) await releaseSchedule(current.scheduleId);
      const sub = await call('subscription read', () => stripe.subscriptions.retrieve(current.providerSubscriptionId));
      const item = sub.items.data[0];
      if (!item) throw billingErrors.noSubscription();
      const updated = await call('trial upgrade', () =>
        stripe.subscriptions.update(
          current.providerSubscriptionId,
          {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
            billing_cycle_anchor: { type: 'now' },
            ...prorationAt(options.prorationDate),
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey: `upgrade-${current.providerSubscriptionId}-${planType}-${randomUUID()}` },
        ),
      );
      const outcome = await call('trial upgrade payment', () => changeOutcome(updated));
      if (outcome.payment === 'declined') {
        await call('declined change', () => dropDeclinedChange(updated));
        await call('trial renewal restore', () => restoreTrialSchedule(user.id, updated));
      } else if (outcome.payment === 'paid') {
        // The phase marker follows the plan (a separate call: pending updates take no metadata).
        await call('trial upgrade', () =>
          stripe.subscriptions.update(
            current.providerSubscriptionId,
            { metadata: { plan_type: planType, [PHASE_KEY]: REGULAR_PHASE } },
            { idempotencyKey: `upgrade-meta-${current.providerSubscriptionId}-${planType}` },
          ),
        );
      }
      const { row } = await call('subscription read', () => readAndSave(db, user.id, current.providerSubscriptionId));
      return { subscription: row, ...outcome };
    },

    // Webhooks keep the mirror current; a read re-checks Stripe when the copy is stale, or at
    // once after a payment the user just made (force), so that a missed webhook heals itself.
    async refresh(db, userId, current, options = {}) {
      const now = deps.now().getTime();
      const fresh = current && now - current.syncedAt.getTime() < RESYNC_AFTER_MS;
      if (fresh && !options.force) return current;
      const lastTry = lastResync.get(userId);
      if (lastTry !== undefined && now - lastTry < (options.force ? FORCED_RESYNC_MIN_MS : RESYNC_AFTER_MS)) return current;
      rememberResync(userId, now);
      try {
        await syncUser(db, userId);
      } catch (err) {
        deps.log.warn({ err, userId }, 'stripe: re-sync on read failed, answering the mirror');
        return current;
      }
      return findCurrentSubscription(db, userId);
    },

    syncUser: (db, userId) => syncUser(db, userId),

    async syncSubscription(db, subscriptionId) {
      const readAt = deps.now();
      const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND });
      const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
      const userId = (await findUserIdByCustomer(db, 'stripe', customer)) ?? sub.metadata?.user_id;
      // An erased account's subscription (its cancellation event arrives after the erasure): nothing to mirror.
      if (!userId || !(await findUserById(db, userId))) {
        deps.log.warn({ subscriptionId, customer }, 'stripe: subscription of an unknown customer ignored');
        return undefined;
      }
      const snapshot = snapshotFromStripe(sub, userId, settings.prices);
      // A trial upgrade left waiting for 3-D Secure released the schedule; when its pending update
      // expires unpaid, the trial would renew at 1 EUR every 14 days: its conversion is made again.
      if (snapshot.isTrial && snapshot.status === 'trial_paid' && !snapshot.scheduleId && !snapshot.cancelAtPeriodEnd && !sub.pending_update) {
        deps.log.warn({ subscriptionId }, 'stripe: trial without its schedule (an upgrade not paid), conversion restored');
        await restoreTrialSchedule(userId, sub);
        return saveSubscription(
          db,
          deps,
          snapshotFromStripe(await stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }), userId, settings.prices),
          deps.now(),
        );
      }
      return saveSubscription(db, deps, snapshot, readAt);
    },
  };
  return provider;
}
