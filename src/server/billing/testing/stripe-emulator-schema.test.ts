import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../stripe-provider.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';
import { stripeSchemaErrors, stripeSchemaSource } from './stripe-schema.js';

/**
 * Every object the emulator answers and every event it emits, through each path the app uses
 * (trial schedule, direct plan, renewals paid and declined, pending updates declined and with
 * 3-D Secure, downgrade credit, release, schedule update, previews, portal, checkout, the
 * immediate cancellation of an account erasure), checked against Stripe's schema of its
 * resource (stripe-schema.ts).
 */
let emulator: StripeEmulator;
let stripe: Stripe;
let now = new Date('2026-12-01T09:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  emulator = await startStripeEmulator({ now: () => now });
  const url = new URL(emulator.url);
  stripe = new Stripe('sk_test_emulator', { apiVersion: STRIPE_API_VERSION, host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => emulator?.close());

async function customerWithCard() {
  const customer = await stripe.customers.create({ email: 'lea@example.ch', name: 'Léa Muller', metadata: { user_id: 'u1' } });
  const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const pm = emulator.succeedSetupIntent(intent.id);
  await stripe.setupIntents.retrieve(intent.id);
  await stripe.paymentMethods.retrieve(pm);
  return { customer: customer.id, pm };
}

describe('the emulator answers in Stripe’s shapes', () => {
  it('the pinned schemas come from the pinned SDK and API version', () => {
    const require = createRequire(import.meta.url);
    const stripeDir = path.resolve(path.dirname(require.resolve('stripe')), '..');
    const version = (JSON.parse(readFileSync(path.join(stripeDir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(stripeSchemaSource).toEqual({
      package: `stripe@${version}`,
      openapiVersion: readFileSync(path.join(stripeDir, 'OPENAPI_VERSION'), 'utf8').trim(),
      apiVersion: STRIPE_API_VERSION,
    });
  });

  it('a wrong field is caught: the check is not a pass-through', () => {
    expect(stripeSchemaErrors({ object: 'invoice', id: 'in_1' }).length).toBeGreaterThan(10);
    expect(
      stripeSchemaErrors({ ...(emulator.answers.at(-1) as object), object: 'subscription', subscription: 'sub_x' }).some((e) =>
        e.includes('must NOT have additional properties'),
      ),
    ).toBe(true);
  });

  it('every answer and every event of every path validates', async () => {
    const a = await customerWithCard();
    await stripe.prices.retrieve('price_monthly');
    // The trial: a two-phase schedule, released, made again from the subscription and updated.
    const schedule = await stripe.subscriptionSchedules.create({
      customer: a.customer,
      start_date: 'now',
      end_behavior: 'release',
      default_settings: { collection_method: 'charge_automatically', default_payment_method: a.pm },
      phases: [
        {
          items: [{ price_data: { currency: 'eur', product: 'prod_cvsuisse', unit_amount: 100, recurring: { interval: 'day', interval_count: 14 } } }],
          duration: { interval: 'day', interval_count: 14 },
          metadata: { cv_phase: 'trial' },
        },
        { items: [{ price: 'price_monthly' }], duration: { interval: 'month', interval_count: 1 }, metadata: { cv_phase: 'regular' } },
      ],
    });
    const trialSub = schedule.subscription as string;
    await stripe.subscriptions.retrieve(trialSub, { expand: ['latest_invoice', 'customer', 'schedule'] });
    await stripe.subscriptionSchedules.update(schedule.id, { end_behavior: 'cancel' });
    await stripe.subscriptionSchedules.release(schedule.id);
    await stripe.subscriptions.update(trialSub, { cancel_at_period_end: true });
    await stripe.subscriptions.update(trialSub, { cancel_at_period_end: false });
    const again = await stripe.subscriptionSchedules.create({ from_subscription: trialSub });
    await stripe.subscriptionSchedules.update(again.id, {
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: (await stripe.subscriptions.retrieve(trialSub)).items.data[0]!.price.id }],
          start_date: again.phases[0]!.start_date,
          end_date: again.phases[0]!.end_date,
        },
        { items: [{ price: 'price_monthly' }], duration: { interval: 'month', interval_count: 1 } },
      ],
    });
    // The conversion: a draft, then paid; the renewal after: a draft, then declined.
    now = new Date(now.getTime() + 14 * DAY + 60_000);
    emulator.finalizeInvoice(emulator.reachPeriodEnd(trialSub)!);
    now = new Date(now.getTime() + 31 * DAY);
    emulator.finalizeInvoice(emulator.reachPeriodEnd(trialSub)!, 'decline');

    // A direct annual plan downgraded to monthly: the credit goes to the balance, then is used.
    const b = await customerWithCard();
    const annual = await stripe.subscriptions.create({
      customer: b.customer,
      items: [{ price: 'price_annual' }],
      default_payment_method: b.pm,
      payment_behavior: 'allow_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    now = new Date(now.getTime() + 30 * DAY);
    await stripe.invoices.createPreview({
      customer: b.customer,
      subscription: annual.id,
      subscription_details: { items: [{ id: annual.items.data[0]!.id, price: 'price_monthly' }], proration_behavior: 'always_invoice' },
    });
    await stripe.subscriptions.update(annual.id, {
      items: [{ id: annual.items.data[0]!.id, price: 'price_monthly' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    await stripe.customers.retrieve(b.customer);
    now = new Date(now.getTime() + 31 * DAY);
    emulator.finalizeInvoice(emulator.reachPeriodEnd(annual.id)!);

    // A plan change declined, then one with 3-D Secure completed; a pending update expiring.
    const c = await customerWithCard();
    const monthly = await stripe.subscriptions.create({ customer: c.customer, items: [{ price: 'price_monthly' }], default_payment_method: c.pm });
    emulator.nextPaymentWill('decline');
    const declined = await stripe.subscriptions.update(monthly.id, {
      items: [{ id: monthly.items.data[0]!.id, price: 'price_annual' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice'],
    });
    emulator.expirePendingUpdate(monthly.id);
    emulator.nextPaymentWill('require_action');
    const withAction = await stripe.subscriptions.update(monthly.id, {
      items: [{ id: monthly.items.data[0]!.id, price: 'price_annual' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    emulator.confirmPayment((withAction.latest_invoice as Stripe.Invoice).id);
    expect(declined.pending_update).not.toBeNull();

    // A first payment needing 3-D Secure; the invoice list, one invoice, voiding; portal, checkout.
    const d = await customerWithCard();
    emulator.nextPaymentWill('require_action');
    const incomplete = await stripe.subscriptions.create({
      customer: d.customer,
      items: [{ price: 'price_quarterly' }],
      default_payment_method: d.pm,
      expand: ['latest_invoice.confirmation_secret'],
    });
    await stripe.invoices.retrieve((incomplete.latest_invoice as Stripe.Invoice).id);
    await stripe.invoices.voidInvoice((incomplete.latest_invoice as Stripe.Invoice).id);
    await stripe.invoices.list({ customer: b.customer, limit: 24 });
    await stripe.subscriptions.list({ customer: a.customer, status: 'all', limit: 5, expand: ['data.latest_invoice'] });
    await stripe.billingPortal.sessions.create({ customer: a.customer, return_url: 'http://cv.test/abonnement', locale: 'fr' });
    await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: a.customer,
      line_items: [{ price: 'price_monthly', quantity: 1 }],
      success_url: 'http://cv.test/ok',
      cancel_url: 'http://cv.test/tarifs',
    });
    emulator.endNow(monthly.id);
    // Account erasure: a trial's schedule cancelled with its subscription, a plain plan cancelled, at once.
    const e = await customerWithCard();
    const trial = await stripe.subscriptionSchedules.create({
      customer: e.customer,
      start_date: 'now',
      end_behavior: 'release',
      default_settings: { collection_method: 'charge_automatically', default_payment_method: e.pm },
      phases: [{ items: [{ price: 'price_monthly' }], duration: { interval: 'month', interval_count: 1 } }],
    });
    await stripe.subscriptionSchedules.cancel(trial.id, { invoice_now: false, prorate: false });
    await stripe.subscriptions.cancel(annual.id, { invoice_now: false, prorate: false });

    const answerErrors = emulator.answers.flatMap((answer, i) => stripeSchemaErrors(answer).map((e) => `answer ${i}: ${e}`));
    expect(answerErrors).toEqual([]);
    const eventErrors = emulator.events.flatMap((event) =>
      [...stripeSchemaErrors(event), ...stripeSchemaErrors((event.data as { object: unknown }).object)].map((e) => `${String(event.type)}: ${e}`),
    );
    expect(eventErrors).toEqual([]);
    // Every kind of answer and every event type of these paths was checked.
    expect(new Set(emulator.answers.map((x) => (x as { object: string }).object))).toEqual(
      new Set([
        'customer',
        'setup_intent',
        'payment_method',
        'price',
        'subscription_schedule',
        'subscription',
        'invoice',
        'list',
        'billing_portal.session',
        'checkout.session',
      ]),
    );
    expect(new Set(emulator.events.map((e) => e.type))).toEqual(
      new Set([
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'customer.subscription.pending_update_applied',
        'customer.subscription.pending_update_expired',
        'invoice.created',
        'invoice.finalized',
        'invoice.paid',
        'invoice.payment_failed',
        'invoice.payment_action_required',
        'invoice.voided',
        'subscription_schedule.created',
        'subscription_schedule.updated',
        'subscription_schedule.released',
        'subscription_schedule.canceled',
      ]),
    );
  });
});
