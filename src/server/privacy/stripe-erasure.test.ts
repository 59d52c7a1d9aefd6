import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION } from '../billing/stripe-provider.js';
import type { StripeEmulator } from '../billing/testing/stripe-emulator.js';
import { startStripeTestApp, type StripeTestApp } from '../billing/testing/stripe-test-app.js';
import { subscriptions } from '../db/schema/billing.js';
import { paymentRecords } from '../db/schema/privacy.js';
import { call, logInAs, seedUser } from '../testing/accounts.js';

/** The erasure against Stripe's SDK and the local emulator: the subscription ends at Stripe, at once. */
let t: StripeTestApp;
let emulator: StripeEmulator;
const WEBHOOK_SECRET = 'whsec_erasure_test_secret';

beforeAll(async () => {
  ({ t, emulator } = await startStripeTestApp(WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

async function payingAccount(kind: 'trial' | 'annual') {
  const seeded = await seedUser(t.db);
  const token = (await logInAs(t.app, seeded.email, seeded.password)).tokens.access;
  const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ setup_intent_id: string }>();
  const pm = emulator.succeedSetupIntent(intent.setup_intent_id);
  const res =
    kind === 'trial'
      ? await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { subscription_type: 'monthly', payment_method_id: pm }, token)
      : await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'annual', payment_method_id: pm }, token);
  expect(res.statusCode, res.body).toBe(201);
  const subscriptionId = res.json<{ subscription_id: string }>().subscription_id;
  return { ...seeded, token, subscriptionId };
}

const erase = (a: { password: string; token: string }) => call(t.app, 'POST', '/api/accounts/data/delete/', { password: a.password }, a.token);
/** The parameters Stripe received, wherever the SDK put them (query for DELETE, body for POST). */
const params = (r: { query: Record<string, unknown>; body: Record<string, unknown> }) => ({ ...r.query, ...r.body });

describe('erasing an account that pays through Stripe', () => {
  it('a trial: its schedule and subscription are cancelled at once, without a last invoice or a credit', async () => {
    const a = await payingAccount('trial');
    const scheduleId = emulator.subscriptions.get(a.subscriptionId)!.schedule as string;
    const res = await erase(a);
    expect(res.statusCode, res.body).toBe(200);
    expect(emulator.subscriptions.get(a.subscriptionId)).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(emulator.subscriptions.get(a.subscriptionId)!.ended_at).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(emulator.schedules.get(scheduleId)).toMatchObject({ status: 'canceled' });
    const [cancel] = emulator.calls(`POST /v1/subscription_schedules/${scheduleId}/cancel`);
    expect(params(cancel!)).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect(emulator.calls(`DELETE /v1/subscriptions/${a.subscriptionId}`)).toEqual([]);

    // The 1 EUR invoice, kept as an accounting record that finds it at Stripe.
    const customer = emulator.subscriptions.get(a.subscriptionId)!.customer as string;
    const records = await t.db.select().from(paymentRecords).where(eq(paymentRecords.providerCustomerId, customer));
    expect(records).toEqual([
      expect.objectContaining({ provider: 'stripe', amount: 100, currency: 'eur', status: 'paid', providerInvoiceId: expect.stringMatching(/^in_/) as string }),
    ]);
  });

  it('a paid plan: the subscription itself is cancelled; its cancellation event, arriving after, is acknowledged and stores nothing', async () => {
    const a = await payingAccount('annual');
    expect((await erase(a)).statusCode).toBe(200);
    const [cancel] = emulator.calls(`DELETE /v1/subscriptions/${a.subscriptionId}`);
    expect(params(cancel!)).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect(emulator.subscriptions.get(a.subscriptionId)).toMatchObject({ status: 'canceled' });

    const payload = JSON.stringify({
      id: 'evt_after_erasure',
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.deleted',
      data: { object: emulator.subscriptions.get(a.subscriptionId) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, a.subscriptionId))).toEqual([]);
  });
});
