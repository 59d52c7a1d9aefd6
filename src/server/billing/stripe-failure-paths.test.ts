import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../domain/billing/plans.js';
import { subscriptions, webhookEvents } from '../db/schema/billing.js';
import { call, DAY, logInAs, MINUTE, seedUser } from '../testing/accounts.js';
import { reconcileStaleSubscriptions, syncUsers, usersToSync } from './reconcile.js';
import { STRIPE_API_VERSION, type StripeProvider } from './stripe-provider.js';
import { userCanDownload } from './subscription-store.js';
import type { StripeEmulator } from './testing/stripe-emulator.js';
import { startStripeTestApp, type StripeTestApp } from './testing/stripe-test-app.js';

/** The failure paths of real money (issue 15), each against the Stripe emulator and the SDK. */
let t: StripeTestApp;
let emulator: StripeEmulator;
const WEBHOOK_SECRET = 'whsec_failure_paths';

beforeAll(async () => {
  ({ t, emulator } = await startStripeTestApp(WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

interface Account {
  user: { id: string };
  email: string;
  password: string;
}

async function signedIn(): Promise<Account & { token: string }> {
  const seeded = await seedUser(t.db);
  return { ...seeded, token: (await logInAs(t.app, seeded.email, seeded.password)).tokens.access };
}

/** A fresh token: the clock moves by days, past an access token's life. */
const tokenOf = async (a: Account) => (await logInAs(t.app, a.email, a.password)).tokens.access;

async function cardOf(token: string) {
  const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ setup_intent_id: string }>();
  emulator.succeedSetupIntent(intent.setup_intent_id);
  return (await call(t.app, 'POST', '/api/payments/retrieve-payment-method-from-setup-intent/', { setup_intent_id: intent.setup_intent_id }, token)).json<{
    payment_method_id: string;
  }>().payment_method_id;
}

async function subscribed(planType = 'monthly') {
  const account = await signedIn();
  const pm = await cardOf(account.token);
  const res = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: planType, payment_method_id: pm }, account.token);
  expect(res.statusCode).toBe(201);
  return { ...account, pm, subscriptionId: res.json<{ subscription_id: string }>().subscription_id };
}

function webhook(type: string, object: unknown, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: 1,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook/', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
}
const invoiceEvent = (type: string, subscriptionId: string) =>
  webhook(type, { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } });

const state = async (a: Account, query = '') =>
  (await call(t.app, 'GET', `/api/payments/subscription/${query}`, undefined, await tokenOf(a))).json<{
    data: null | {
      status: string;
      grace_end: string | null;
      ended_at: string | null;
      current_period_end: string;
      cancel_at_period_end: boolean;
      plan_type: string;
      is_trial: boolean;
    };
  }>();

const subjects = async (email: string) => (await t.mailsTo(email)).map((m) => m.subject);

describe('past_due: the 14-day grace of the terms, then recovery by card update', () => {
  it('keeps access, refuses a second subscription, opens the portal, and recovers on payment', async () => {
    const a = await subscribed();
    const periodEnd = Date.parse((await state(a)).data!.current_period_end);

    t.clock.advance(periodEnd - t.clock.now().getTime() + MINUTE);
    emulator.failRenewal(a.subscriptionId);
    expect((await invoiceEvent('invoice.payment_failed', a.subscriptionId)).statusCode).toBe(200);

    const pastDue = (await state(a)).data!;
    expect(pastDue.status).toBe('past_due');
    expect(Date.parse(pastDue.grace_end!)).toBe(periodEnd + 14 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(true);
    const failedMail = (await t.mailsTo(a.email)).find((m) => m.subject?.startsWith('Échec du paiement'));
    expect(failedMail?.text).toContain('/abonnement');

    const token = await tokenOf(a);
    const second = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'annual', payment_method_id: a.pm }, token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_PAST_DUE' } });
    expect((await call(t.app, 'POST', '/api/payments/create-checkout-session/', { subscription_type: 'monthly' }, token)).statusCode).toBe(409);
    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', {}, token);
    expect(portal.json()).toMatchObject({ success: true, portal_url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) as string });

    // A later read during the grace never moves its end.
    t.clock.advance(13 * DAY);
    await invoiceEvent('invoice.payment_failed', a.subscriptionId);
    expect(Date.parse((await state(a)).data!.grace_end!)).toBe(periodEnd + 14 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(true);

    // The card is fixed in the portal; Stripe's retry pays the open invoice.
    emulator.payOpenInvoice(a.subscriptionId);
    await invoiceEvent('invoice.paid', a.subscriptionId);
    expect((await state(a)).data).toMatchObject({ status: 'active', grace_end: null });
    expect(await subjects(a.email)).toContain(`Reçu de paiement de ${formatPrice(1499)} – CV Suisse`);
  });

  it('ends access when the grace is over', async () => {
    const a = await subscribed();
    const periodEnd = Date.parse((await state(a)).data!.current_period_end);
    t.clock.advance(periodEnd - t.clock.now().getTime() + MINUTE);
    emulator.failRenewal(a.subscriptionId);
    await invoiceEvent('invoice.payment_failed', a.subscriptionId);
    t.clock.advance(14 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(false);
    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', {}, await tokenOf(a));
    expect(portal.json()).toMatchObject({ success: true });
  });
});

describe('a subscription Stripe ends immediately', () => {
  it('stops access at ended_at, not at the period end, and says so by e-mail', async () => {
    const a = await subscribed('annual');
    t.clock.advance(3 * DAY);
    emulator.endNow(a.subscriptionId);
    await webhook('customer.subscription.deleted', emulator.subscriptions.get(a.subscriptionId));
    const ended = (await state(a)).data!;
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(Date.parse(ended.ended_at!)).toBe(Math.floor(t.clock.now().getTime() / 1000) * 1000);
    expect(Date.parse(ended.current_period_end)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(false);
    expect(await subjects(a.email)).toContain('Votre abonnement CV Suisse a pris fin');
    const resume = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, await tokenOf(a));
    expect(resume.json()).toMatchObject({ error: { code: 'NOT_RESUMABLE' } });
  });
});

describe('truth from Stripe on read', () => {
  it('a subscription whose webhooks were missed appears after a payment (fresh read)', async () => {
    const a = await signedIn();
    await cardOf(a.token);
    const customer = [...emulator.customers.values()].find((c) => (c.metadata as { user_id?: string }).user_id === a.user.id)!;
    emulator.createUnnoticedSubscription(customer.id, 'price_monthly', { user_id: a.user.id, plan_type: 'monthly' });
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(false);
    const healed = await state(a, '?t=1&fresh=1');
    expect(healed.data).toMatchObject({ status: 'active', plan_type: 'monthly' });
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(true);
  });

  it('a stale mirror is re-read (bounded), a fresh one is answered as is', async () => {
    const a = await subscribed();
    emulator.endNow(a.subscriptionId); // no webhook
    const before = emulator.calls('GET /v1/subscriptions').length;
    expect((await state(a)).data!.status).toBe('active');
    expect(emulator.calls('GET /v1/subscriptions')).toHaveLength(before);
    t.clock.advance(11 * MINUTE);
    expect((await state(a)).data!.status).toBe('canceled');
    expect(emulator.calls('GET /v1/subscriptions')).toHaveLength(before + 1);
  });

  it('a failed re-read answers the mirror instead of an error', async () => {
    const a = await subscribed();
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, a.subscriptionId));
    emulator.customers.delete(row!.providerCustomerId!); // the list call now fails
    t.clock.advance(11 * MINUTE);
    const res = await call(t.app, 'GET', '/api/payments/subscription/?fresh=1', undefined, await tokenOf(a));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'active' } });
  });
});

describe('webhooks', () => {
  it('records an event only with its sync: a failed sync leaves no record, so the retry processes it', async () => {
    const a = await subscribed();
    emulator.outage(3); // the SDK's first try and its two retries
    const res = await webhook('customer.subscription.updated', emulator.subscriptions.get(a.subscriptionId), 'evt_failing_sync');
    expect(res.statusCode).toBe(500);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_failing_sync'))).toHaveLength(0);
    expect((await webhook('customer.subscription.updated', emulator.subscriptions.get(a.subscriptionId), 'evt_failing_sync')).json()).toEqual({
      received: true,
    });
  });

  it('an event about an object Stripe does not know is acknowledged (2xx) and logged once, so that Stripe stops retrying', async () => {
    const logged: unknown[] = [];
    const spy = vi.spyOn(t.app.log, 'warn').mockImplementation((entry: unknown) => {
      logged.push(entry);
    });
    try {
      const first = await webhook('customer.subscription.updated', { id: 'sub_unknown_to_stripe', object: 'subscription' }, 'evt_unknown_object');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, ignored: true });
      // Stripe's retry of the same event is a duplicate: nothing read, nothing logged again.
      const reads = emulator.calls('GET /v1/subscriptions/sub_unknown_to_stripe').length;
      expect((await webhook('customer.subscription.updated', { id: 'sub_unknown_to_stripe', object: 'subscription' }, 'evt_unknown_object')).json()).toEqual({
        received: true,
        duplicate: true,
      });
      expect(emulator.calls('GET /v1/subscriptions/sub_unknown_to_stripe')).toHaveLength(reads);
    } finally {
      spy.mockRestore();
    }
    expect(logged.filter((entry) => (entry as { eventId?: string }).eventId === 'evt_unknown_object')).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_unknown_object'))).toHaveLength(1);
  });
});

describe('resume and upgrade', () => {
  it('a cancelled subscription with time left is resumed', async () => {
    const a = await subscribed();
    expect((await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, a.token)).json()).toMatchObject({ data: { status: 'canceled' } });
    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', {}, a.token);
    expect(portal.json()).toMatchObject({ success: true });
    const resumed = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, a.token);
    expect(resumed.json()).toMatchObject({ success: true, data: { status: 'active', cancel_at_period_end: false } });
    expect(emulator.calls(`POST /v1/subscriptions/${a.subscriptionId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'false' });
  });

  it('a cancelled trial is resumed before its end: renewal off at Stripe, the monthly phase back, then it converts', async () => {
    const a = await signedIn();
    const pm = await cardOf(a.token);
    const trial = (await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, a.token)).json<{
      subscription_id: string;
    }>();
    const cancelled = await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, a.token);
    expect(cancelled.json()).toMatchObject({ data: { status: 'trial_paid', is_trial: true, has_schedule: false, cancel_at_period_end: true } });
    t.clock.advance(5 * DAY);

    const token = await tokenOf(a);
    const resumed = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, token);
    expect(resumed.json()).toMatchObject({ success: true, data: { status: 'trial_paid', is_trial: true, has_schedule: true, cancel_at_period_end: false } });
    expect(emulator.calls(`POST /v1/subscriptions/${trial.subscription_id}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'false' });
    const [fromSub] = emulator.calls('POST /v1/subscription_schedules').filter((r) => r.body.from_subscription === trial.subscription_id);
    expect(fromSub).toBeDefined();
    const scheduleId = emulator.subscriptions.get(trial.subscription_id)!.schedule as string;
    const update = emulator.calls(`POST /v1/subscription_schedules/${scheduleId}`).at(-1)!.body as {
      end_behavior: string;
      phases: Array<Record<string, unknown>>;
    };
    expect(update.end_behavior).toBe('release');
    expect(update.phases).toHaveLength(2);
    expect(update.phases[0]).toMatchObject({ metadata: { cv_phase: 'trial' } });
    expect(update.phases[1]).toMatchObject({ items: [{ price: 'price_monthly' }], metadata: { cv_phase: 'regular', plan_type: 'monthly' } });
    // Twice is harmless: the renewal is already on.
    expect((await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, token)).json()).toMatchObject({
      success: true,
      data: { has_schedule: true },
    });

    // At the trial's end Stripe moves to the monthly phase: the subscription converts.
    t.clock.advance(9 * DAY + MINUTE);
    emulator.enterRegularPhase(trial.subscription_id);
    await webhook('customer.subscription.updated', emulator.subscriptions.get(trial.subscription_id));
    expect((await state(a)).data).toMatchObject({ status: 'active', is_trial: false, plan_type: 'monthly', cancel_at_period_end: false });
    expect(await subjects(a.email)).toContain('Votre abonnement CV Suisse a commencé');
  });

  it('an ended trial cannot be resumed', async () => {
    const a = await signedIn();
    const pm = await cardOf(a.token);
    const trial = (await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, a.token)).json<{
      subscription_id: string;
    }>();
    await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, a.token);
    t.clock.advance(14 * DAY + MINUTE);
    emulator.setStatus(trial.subscription_id, 'canceled');
    await webhook('customer.subscription.deleted', emulator.subscriptions.get(trial.subscription_id));
    const res = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, await tokenOf(a));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_RESUMABLE' } });
  });

  it('from the trial to the annual plan: schedule released, new cycle now, charged less the unused trial', async () => {
    const a = await signedIn();
    const pm = await cardOf(a.token);
    const trial = (await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, a.token)).json<{
      subscription_id: string;
      schedule_id: string;
    }>();
    t.clock.advance(7 * DAY);
    const token = await tokenOf(a);
    expect((await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=monthly', undefined, token)).statusCode).toBe(403);
    const preview = await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=annual', undefined, token);
    expect(preview.json()).toMatchObject({ success: true, data: { plan_type: 'annual', price: 8999, credit: 50, amount_due: 8949 } });

    const upgraded = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, token);
    expect(upgraded.json()).toMatchObject({ success: true, data: { status: 'active', is_trial: false, plan_type: 'annual', has_schedule: false } });
    expect(emulator.calls(`POST /v1/subscription_schedules/${trial.schedule_id}/release`)).toHaveLength(1);
    const [change, marker] = emulator.calls(`POST /v1/subscriptions/${trial.subscription_id}`).slice(-2);
    expect(change!.body).toMatchObject({
      items: [{ price: 'price_annual' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      billing_cycle_anchor: { type: 'now' },
    });
    expect(marker!.body).toEqual({ metadata: { cv_phase: 'regular', plan_type: 'annual' } });
    expect(await subjects(a.email)).toEqual([
      `Votre essai a commencé\u00a0: ${formatPrice(100)} payé – CV Suisse`,
      `Votre formule est maintenant annuelle\u00a0: ${formatPrice(8949)} payé – CV Suisse`,
    ]);
  });
});

describe('plan change: the amount comes from Stripe', () => {
  it("previews with Stripe's invoice preview, shows its amount, and applies the change with the same proration date", async () => {
    const a = await subscribed('monthly');
    t.clock.advance(10 * DAY);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, a.subscriptionId));
    // A credit on the customer's Stripe balance: only Stripe knows it, so only its preview can show it.
    emulator.setBalance(row!.providerCustomerId!, -300);
    const token = await tokenOf(a);
    const previewAt = Math.floor(t.clock.now().getTime() / 1000);
    const preview = (await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=annual', undefined, token)).json<{
      data: { amount_due: number; credit: number; price: number; proration_date: number; new_period_end: string };
    }>().data;
    const request = emulator.calls('POST /v1/invoices/create_preview').at(-1)!;
    expect(request.body).toMatchObject({
      customer: row!.providerCustomerId,
      subscription: a.subscriptionId,
      subscription_details: { items: [{ price: 'price_annual' }], proration_behavior: 'always_invoice', proration_date: String(previewAt) },
    });
    expect(preview.proration_date).toBe(previewAt);
    expect(preview.credit).toBeGreaterThan(0);
    expect(preview.amount_due).toBe(8999 - preview.credit - 300);

    // Confirmed a few minutes later: charged exactly what was shown.
    t.clock.advance(4 * MINUTE);
    const changed = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual', proration_date: preview.proration_date }, token);
    expect(changed.json()).toMatchObject({ success: true, data: { plan_type: 'annual' } });
    expect(emulator.calls(`POST /v1/subscriptions/${a.subscriptionId}`).at(-1)!.body).toMatchObject({
      proration_date: String(previewAt),
      proration_behavior: 'always_invoice',
    });
    const history = (await call(t.app, 'GET', '/api/payments/history/', undefined, token)).json<{ data: Array<{ amount: number }> }>().data;
    expect(history[0]!.amount).toBe(preview.amount_due);
  });

  it('refuses a confirmation of a preview too old to charge what it showed', async () => {
    const a = await subscribed('monthly');
    const token = await tokenOf(a);
    const preview = (await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=quarterly', undefined, token)).json<{
      data: { proration_date: number };
    }>().data;
    t.clock.advance(31 * MINUTE);
    const late = await call(
      t.app,
      'PUT',
      '/api/payments/subscription/update/',
      { plan_type: 'quarterly', proration_date: preview.proration_date },
      await tokenOf(a),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'PREVIEW_EXPIRED' } });
    expect((await state(a)).data!.plan_type).toBe('monthly');
    const bad = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly', proration_date: 'hier' }, await tokenOf(a));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("n'est plus à jour");
  });

  it('previews are limited per user: each one is a call to Stripe', async () => {
    const a = await subscribed('monthly');
    const token = await tokenOf(a);
    const before = emulator.calls('POST /v1/invoices/create_preview').length;
    for (let i = 0; i < 60; i += 1) await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=annual', undefined, token);
    const over = await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=annual', undefined, token);
    expect(over.statusCode).toBe(429);
    expect(emulator.calls('POST /v1/invoices/create_preview')).toHaveLength(before + 60);
  });
});

describe('the operator command', () => {
  it('`billing:sync -- <email>` re-reads the account from Stripe, prints what changed, and updates our copy', async () => {
    const a = await subscribed();
    emulator.failRenewal(a.subscriptionId); // no webhook reaches us
    const run = (target: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/billing/billing-command.ts', 'sync', target], {
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: t.database.url,
          STRIPE_SECRET_KEY: 'sk_test_emulator',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_PRICE_MONTHLY: 'price_monthly',
          STRIPE_PRICE_QUARTERLY: 'price_quarterly',
          STRIPE_PRICE_ANNUAL: 'price_annual',
          STRIPE_API_URL: emulator.url,
        },
      });
    const { stdout } = await run(a.email);
    expect(stdout).toContain(`${a.subscriptionId} (user ${a.user.id}): active monthly`);
    expect(stdout).toMatch(/-> past_due monthly/);
    expect(stdout).toContain('1 account(s) re-read, 1 change(s).');
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, a.subscriptionId));
    expect(row!.status).toBe('past_due');

    const unknown = await run('personne@example.ch').catch((err: { code: number; stderr: string }) => err);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No account with the e-mail personne@example.ch') as string });
  }, 60_000);
});

describe('reconciliation', () => {
  it('the periodic job re-reads subscriptions not synced for a day; the operator command syncs one account', async () => {
    const a = await subscribed();
    emulator.endNow(a.subscriptionId);
    t.clock.advance(25 * 60 * MINUTE);
    const provider = t.app.billing.provider as StripeProvider;
    const changes = await reconcileStaleSubscriptions(t.db, provider, t.clock.now(), t.app.log);
    expect(changes.find((c) => c.subscriptionId === a.subscriptionId)).toMatchObject({
      before: expect.stringMatching(/^active monthly/) as string,
      after: expect.stringMatching(/^canceled monthly .*ended/) as string,
    });

    const b = await subscribed();
    emulator.failRenewal(b.subscriptionId);
    const ids = await usersToSync(t.db, b.email.toUpperCase());
    expect(ids).toEqual([b.user.id]);
    const synced = await syncUsers(t.db, provider, ids, t.app.log);
    expect(synced).toEqual([
      {
        subscriptionId: b.subscriptionId,
        userId: b.user.id,
        before: expect.stringMatching(/^active/) as string,
        after: expect.stringMatching(/^past_due/) as string,
      },
    ]);
    expect(await syncUsers(t.db, provider, ids, t.app.log)).toEqual([]);
  });
});
