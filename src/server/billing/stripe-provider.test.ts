import Stripe from 'stripe';
import { formatPrice } from '../../domain/billing/plans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, webhookEvents } from '../db/schema/billing.js';
import { call, DAY, logInAs, seedUser } from '../testing/accounts.js';
import { STRIPE_API_VERSION } from './stripe-provider.js';
import type { StripeEmulator } from './testing/stripe-emulator.js';
import { startStripeTestApp, type StripeTestApp } from './testing/stripe-test-app.js';

let t: StripeTestApp;
let emulator: StripeEmulator;
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_emulator';

beforeAll(async () => {
  ({ t, emulator } = await startStripeTestApp(WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

async function signedIn() {
  const seeded = await seedUser(t.db);
  const { tokens } = await logInAs(t.app, seeded.email, seeded.password);
  return { ...seeded, token: tokens.access };
}

/** The page's flow: a setup intent, confirmed by the browser, then its payment method. */
async function cardOf(token: string, type: 'card' | 'paypal' = 'card') {
  const intent = await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token);
  expect(intent.statusCode).toBe(200);
  const { setup_intent_id, client_secret } = intent.json<{ setup_intent_id: string; client_secret: string }>();
  expect(client_secret).toMatch(/^seti_\w+_secret_\w+$/);
  const pm = emulator.succeedSetupIntent(setup_intent_id, type);
  const retrieved = await call(t.app, 'POST', '/api/payments/retrieve-payment-method-from-setup-intent/', { setup_intent_id }, token);
  expect(retrieved.json()).toEqual({ success: true, payment_method_id: pm });
  return pm;
}

function signedEvent(type: string, object: unknown, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, header, eventId };
}

const postWebhook = (event: { payload: string; header: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
  });

describe('the Stripe provider (official SDK against the local emulator)', () => {
  it('answers its public configuration', async () => {
    expect((await call(t.app, 'GET', '/api/payments/config/')).json()).toEqual({ mode: 'stripe', publishable_key: 'pk_test_emulator' });
  });

  it('one customer per user, with the user id, created once', async () => {
    const { user, token } = await signedIn();
    await cardOf(token);
    await cardOf(token);
    const created = emulator.calls('POST /v1/customers').filter((r) => (r.body.metadata as { user_id: string }).user_id === user.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ email: user.email, name: 'Léa Muller' });
    expect(created[0]!.idempotencyKey).toBe(`customer-${user.id}`);
    const intents = emulator.calls('POST /v1/setup_intents').slice(-2);
    expect(intents.every((r) => r.body.usage === 'off_session' && r.idempotencyKey?.startsWith(`setup-intent-${user.id}-`))).toBe(true);
    expect(new Set(intents.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it('the trial: a schedule of 1 EUR for 14 days then the monthly price, reported trial_paid', async () => {
    const { user, token } = await signedIn();
    const pm = await cardOf(token);
    const res = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { subscription_type: 'monthly', payment_method_id: pm }, token);
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ subscription_id: string; schedule_id: string; client_secret: string | null; data: Record<string, unknown> }>();
    expect(answer.client_secret).toBeNull();
    expect(answer.schedule_id).toMatch(/^sub_sched_/);
    expect(answer.data).toMatchObject({ status: 'trial_paid', is_trial: true, has_schedule: true, plan: { amount: 1499 } });
    expect(Date.parse(answer.data.trial_end as string) - t.clock.now().getTime()).toBeLessThan(14 * DAY + 1000);
    expect(Date.parse(answer.data.trial_end as string) - t.clock.now().getTime()).toBeGreaterThan(14 * DAY - 1000);

    const [schedule] = emulator.calls('POST /v1/subscription_schedules').slice(-1);
    expect(schedule!.idempotencyKey).toBe(`trial-${user.id}-${pm}`);
    expect(schedule!.body).toMatchObject({
      customer: emulator.customers.get((schedule!.body as { customer: string }).customer)!.id,
      start_date: 'now',
      end_behavior: 'release',
      default_settings: { default_payment_method: pm, collection_method: 'charge_automatically' },
      phases: [
        {
          items: [{ price_data: { currency: 'eur', unit_amount: '100', product: 'prod_cvsuisse', recurring: { interval: 'day', interval_count: '14' } } }],
          duration: { interval: 'day', interval_count: '14' },
          metadata: { cv_phase: 'trial', user_id: user.id },
        },
        { items: [{ price: 'price_monthly' }], metadata: { cv_phase: 'regular' } },
      ],
    });

    const state = (await call(t.app, 'GET', '/api/payments/subscription/', undefined, token)).json<{ trial_eligibility: unknown }>();
    expect(state.trial_eligibility).toEqual({ eligible: false, reason: 'TRIAL_ALREADY_USED' });
    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', {}, token);
    expect(portal.statusCode).toBe(403);
    expect(portal.json()).toMatchObject({ success: false, error: { code: 'TRIAL_ACTIVE' } });
    const again = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, token);
    expect(again.json()).toMatchObject({ error: { code: 'TRIAL_ALREADY_USED' } });

    // Cancelling the renewal releases the schedule and ends the subscription with the trial.
    const cancelled = await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, token);
    expect(cancelled.json()).toMatchObject({ success: true, data: { status: 'trial_paid', is_trial: true, has_schedule: false, cancel_at_period_end: true } });
    expect(emulator.calls(`POST /v1/subscription_schedules/${answer.schedule_id}/release`)).toHaveLength(1);
    expect(emulator.calls(`POST /v1/subscriptions/${answer.subscription_id}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await t.mailsTo(user.email)).map((m) => m.subject)).toEqual([
      `Votre essai a commencé\u00a0: ${formatPrice(100)} payé – CV Suisse`,
      'Confirmation de votre annulation – CV Suisse',
    ]);
  });

  it('a trial whose first payment needs 3-D Secure answers the client secret, and is not yet used', async () => {
    const { token } = await signedIn();
    const pm = await cardOf(token);
    emulator.nextPaymentWill('require_action');
    const res = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, token);
    const answer = res.json<{ client_secret: string; data: { status: string } }>();
    expect(answer.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(answer.data.status).toBe('incomplete');
    expect((await call(t.app, 'GET', '/api/payments/trial-eligibility/', undefined, token)).json()).toEqual({ eligible: true, reason: null });
  });

  it('direct subscriptions charge the plan price; plan change, cancellation, history, portal', async () => {
    const { user, token } = await signedIn();
    const pm = await cardOf(token);
    const res = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'annual', payment_method_id: pm }, token);
    expect(res.statusCode).toBe(201);
    const answer = res.json<{ subscription_id: string; data: Record<string, unknown> }>();
    expect(answer.data).toMatchObject({ status: 'active', is_trial: false, plan_type: 'annual', plan: { amount: 8999, interval: 'year' } });
    const [created] = emulator.calls('POST /v1/subscriptions').slice(-1);
    expect(created!.body).toMatchObject({ items: [{ price: 'price_annual' }], default_payment_method: pm, payment_behavior: 'allow_incomplete' });
    expect(created!.idempotencyKey).toBe(`subscribe-${user.id}-annual-${pm}`);

    expect(
      (await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'monthly', payment_method_id: pm }, token)).json(),
    ).toMatchObject({
      error: { code: 'ACTIVE_SUBSCRIPTION' },
    });

    const changed = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly' }, token);
    expect(changed.json()).toMatchObject({ success: true, data: { plan_type: 'quarterly', plan: { amount: 3999 } } });
    expect(emulator.calls(`POST /v1/subscriptions/${answer.subscription_id}`).at(-1)!.body).toMatchObject({
      items: [{ price: 'price_quarterly' }],
      proration_behavior: 'always_invoice',
    });

    const history = (await call(t.app, 'GET', '/api/payments/history/', undefined, token)).json<{
      success: boolean;
      data: Array<{ amount: number; currency: string; status: string }>;
    }>();
    // Annual to quarterly at once: the unused annual period credited covers the quarter.
    expect(history.data.map((i) => [i.amount, i.currency, i.status])).toEqual([
      [0, 'eur', 'paid'],
      [8999, 'eur', 'paid'],
    ]);

    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', { return_url: 'http://cv.test/abonnement?from_stripe_portal=true' }, token);
    expect(portal.json()).toEqual({ success: true, portal_url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) as string });
    expect(emulator.calls('POST /v1/billing_portal/sessions').at(-1)!.body).toMatchObject({ return_url: 'http://cv.test/abonnement?from_stripe_portal=true' });

    const cancel = await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, token);
    expect(cancel.json()).toMatchObject({ success: true, data: { status: 'canceled', cancel_at_period_end: true } });

    const checkout = await call(t.app, 'POST', '/api/payments/create-checkout-session/', { subscription_type: 'monthly' }, token);
    expect(checkout.json()).toMatchObject({ error: { code: 'ACTIVE_SUBSCRIPTION' } });
  });

  it('a declined card leaves the subscription incomplete', async () => {
    const { token } = await signedIn();
    const pm = await cardOf(token);
    emulator.nextPaymentWill('decline');
    const res = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'monthly', payment_method_id: pm }, token);
    expect(res.json()).toMatchObject({ data: { status: 'incomplete' } });
    const checkout = await call(t.app, 'POST', '/api/payments/create-checkout-session/', { subscription_type: 'monthly' }, token);
    expect(checkout.json()).toMatchObject({ success: true, url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) as string });
    expect(emulator.calls('POST /v1/checkout/sessions').at(-1)!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_monthly', quantity: '1' }],
    });
  });

  it('refuses a payment method of another customer', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const pmOfB = await cardOf(b.token);
    await cardOf(a.token);
    const res = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'monthly', payment_method_id: pmOfB }, a.token);
    expect(res.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_INVALID' } });
  });

  describe('webhooks', () => {
    it('rejects a bad signature with 400 and ignores unhandled types', async () => {
      const event = signedEvent('customer.subscription.updated', { id: 'sub_x', object: 'subscription' });
      const bad = await postWebhook({ payload: event.payload, header: event.header.replace(/v1=\w+/, 'v1=' + '0'.repeat(64)) });
      expect(bad.statusCode).toBe(400);
      const tampered = await postWebhook({ payload: event.payload.replace('sub_x', 'sub_y'), header: event.header });
      expect(tampered.statusCode).toBe(400);
      const ignored = await postWebhook(signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
      expect(ignored.json()).toEqual({ received: true, ignored: true });
    });

    it('re-reads the subscription: duplicates are processed once, out-of-order events converge', async () => {
      const { user, token } = await signedIn();
      const pm = await cardOf(token);
      const trial = (await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, token)).json<{
        subscription_id: string;
      }>();
      const subId = trial.subscription_id;
      const staleCopy = structuredClone(emulator.subscriptions.get(subId));

      // Stripe moves the trial to the monthly phase after 14 days.
      t.clock.advance(14 * DAY + 1000);
      emulator.enterRegularPhase(subId);
      const readsBefore = emulator.calls(`GET /v1/subscriptions/${subId}`).length;
      const updated = signedEvent('customer.subscription.updated', emulator.subscriptions.get(subId));
      expect((await postWebhook(updated)).json()).toEqual({ received: true });
      expect((await postWebhook(updated)).json()).toEqual({ received: true, duplicate: true });
      expect(emulator.calls(`GET /v1/subscriptions/${subId}`)).toHaveLength(readsBefore + 1);
      expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, updated.eventId))).toHaveLength(1);

      // An older event delivered late still leads to the current state.
      expect((await postWebhook(signedEvent('customer.subscription.created', staleCopy))).statusCode).toBe(200);
      const invoice = signedEvent('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: subId } } });
      expect((await postWebhook(invoice)).statusCode).toBe(200);
      const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subId));
      expect(row).toMatchObject({ userId: user.id, status: 'active', isTrial: false, planType: 'monthly' });

      emulator.setStatus(subId, 'past_due');
      await postWebhook(signedEvent('invoice.payment_failed', { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: subId } } }));
      const fresh = (await logInAs(t.app, user.email, 'Lac-Léman-au-printemps-42')).tokens.access;
      const state = (await call(t.app, 'GET', '/api/payments/subscription/', undefined, fresh)).json<{ data: { status: string } }>();
      expect(state.data.status).toBe('past_due');
    });
  });
});
